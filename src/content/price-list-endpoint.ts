import { addDataAndFileToRequest, type Endpoint } from 'payload'

import { applyPriceList, checkPriceList } from '../services/price-list-import'
import { hasRole, type Role } from './access'
import { inEditorLanguage, w, type Words } from './admin-words'

/** A price list larger than this is not a price list. */
const MAX_BYTES = 5 * 1024 * 1024

const MESSAGES = {
  unauthorized: w('Войдите в админку', 'Please log in'),
  forbidden: w('Импорт прайс-листа доступен редакторам и администраторам', 'The price list import is for editors and administrators'),
  noFile: w('Выберите файл прайс-листа', 'Choose a price list file'),
  tooLarge: w('Файл больше 5 МБ', 'The file is larger than 5 MB'),
  wrongType: w('Нужен файл Excel (.xlsx) или CSV (.csv)', 'An Excel (.xlsx) or CSV (.csv) file is expected'),
  unreadable: w('Файл не читается как таблица Excel', 'The file cannot be read as an Excel workbook'),
  wholeQueues: w('Отметки «вся очередь» не поняты: ожидается список номеров очередей', 'The "whole queue" marks were not understood: a list of queue ids is expected'),
} satisfies Record<string, Words>

/**
 * POST /cms-api/estates/price-list (content staff): a multipart form with the price list `file` and
 * `_payload` = `{"digest": "…", "wholeQueues": [ids]}`. Without a digest it is the dry run and answers the
 * comparison and its digest; with the digest of that dry run (and the same `wholeQueues`) it applies the
 * list in one transaction (409 when the store or the marks changed since, 422 while rows have problems).
 * `wholeQueues`: the queues whose estates absent from the list are taken off the site; none by default.
 * Every message is in the editor's admin language.
 */
export const priceListEndpoint: Endpoint = {
  path: '/price-list',
  method: 'post',
  handler: async (req) => {
    const language = req.i18n?.language === 'en' ? 'en' : 'ru'
    const refuse = (status: number, words: Words, path = 'file') => Response.json({ errors: [{ path, message: inEditorLanguage(words, language) }] }, { status })
    if (!req.user) return refuse(401, MESSAGES.unauthorized, '')
    if (!hasRole(req.user as { role?: Role }, 'admin', 'editor')) return refuse(403, MESSAGES.forbidden, '')
    await addDataAndFileToRequest(req)
    const file = req.file
    if (!file?.data?.length) return refuse(400, MESSAGES.noFile)
    if (file.data.length > MAX_BYTES) return refuse(413, MESSAGES.tooLarge)
    if (!/\.(xlsx|csv)$/i.test(file.name)) return refuse(400, MESSAGES.wrongType)
    const digest = typeof req.data?.digest === 'string' ? req.data.digest : null
    const marks: unknown = req.data?.wholeQueues ?? []
    if (!Array.isArray(marks) || !marks.every((id) => Number.isSafeInteger(id) && (id as number) > 0)) return refuse(400, MESSAGES.wholeQueues, 'wholeQueues')
    const wholeQueues = marks as number[]
    try {
      if (!digest) return Response.json(await checkPriceList(req.payload, file, language, req, wholeQueues))
      const result = await applyPriceList(req.payload, file, digest, language, req, wholeQueues)
      if ('applied' in result) return Response.json(result)
      return Response.json(result, { status: result.refused === 'changed' ? 409 : 422 })
    } catch (error) {
      // A file that is not a spreadsheet at all (exceljs cannot open it).
      if (error instanceof Error && /zip|end of central directory|invalid|corrupted/i.test(error.message)) return refuse(400, MESSAGES.unreadable)
      throw error
    }
  },
}
