import { addDataAndFileToRequest, type Endpoint } from 'payload'

import { applyPriceList, checkPriceList } from '../services/price-list-import'
import { hasRole, type Role } from './access'

/** A price list larger than this is not a price list. */
const MAX_BYTES = 5 * 1024 * 1024

/**
 * POST /cms-api/estates/price-list (content staff): a multipart form with the price list `file` and
 * `_payload` = `{"digest": "…"}`. Without a digest it is the dry run and answers the comparison and its
 * digest; with the digest of that dry run it applies the list in one transaction (409 when the store
 * changed since, 422 while rows have problems).
 */
export const priceListEndpoint: Endpoint = {
  path: '/price-list',
  method: 'post',
  handler: async (req) => {
    if (!req.user) return Response.json({ message: 'unauthorized' }, { status: 401 })
    if (!hasRole(req.user as { role?: Role }, 'admin', 'editor')) return Response.json({ message: 'forbidden' }, { status: 403 })
    await addDataAndFileToRequest(req)
    const file = req.file
    if (!file?.data?.length) return Response.json({ errors: [{ path: 'file', message: 'no file' }] }, { status: 400 })
    if (file.data.length > MAX_BYTES) return Response.json({ errors: [{ path: 'file', message: 'larger than 5 MB' }] }, { status: 413 })
    if (!/\.(xlsx|csv)$/i.test(file.name)) return Response.json({ errors: [{ path: 'file', message: 'an .xlsx or .csv file is expected' }] }, { status: 400 })
    const language = req.i18n?.language === 'en' ? 'en' : 'ru'
    const digest = typeof req.data?.digest === 'string' ? req.data.digest : null
    try {
      if (!digest) return Response.json(await checkPriceList(req.payload, file, language, req))
      const result = await applyPriceList(req.payload, file, digest, language, req)
      if ('applied' in result) return Response.json(result)
      return Response.json(result, { status: result.refused === 'changed' ? 409 : 422 })
    } catch (error) {
      // A file that is not a spreadsheet at all (exceljs cannot open it).
      if (error instanceof Error && /zip|end of central directory|invalid|corrupted/i.test(error.message)) {
        return Response.json({ errors: [{ path: 'file', message: 'the file cannot be read as a spreadsheet' }] }, { status: 400 })
      }
      throw error
    }
  },
}
