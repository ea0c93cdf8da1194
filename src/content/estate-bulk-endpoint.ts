import { APIError, type Endpoint, type Payload, type Where } from 'payload'

import { BULK_MAX_ESTATES, readBulkChange } from '../domain/bulk-change'
import { formatNumber } from '../domain/money'
import { applyBulkChange, previewBulkChange, TooManyEstates, type BulkSelection } from '../services/estate-bulk-change'
import { hasRole, type Role } from './access'
import { inEditorLanguage, w, type Words } from './admin-words'
import { whereProblem, type FieldLookup } from './rest-query-check'

const MESSAGES = {
  unauthorized: w('Войдите в админку', 'Please log in'),
  forbidden: w('Массовое изменение доступно редакторам и администраторам', 'Bulk changes are for editors and administrators'),
  body: w('Ожидается JSON с полями selection и change', 'A JSON body with selection and change is expected'),
  selection: w('Выберите объекты в списке или примените изменение ко всем по фильтру', 'Select estates in the list, or apply the change to all the filter matches'),
  ids: w('Выбранные объекты: список номеров записей (id), от 1 до 5 000', 'Selected estates: a list of record ids, 1 to 5,000'),
  where: w('Фильтр списка не понят', 'The list filter was not understood'),
  search: w('Поиск: текст номера', 'Search: the text of a number'),
  digest: w('Подтверждение: ожидается код предпросмотра (digest)', 'Confirmation: the preview code (digest) is expected'),
  tooMany: w(
    `Выбрано слишком много объектов: не больше ${formatNumber(BULK_MAX_ESTATES)} за раз — сузьте фильтр`,
    `Too many estates: at most ${formatNumber(BULK_MAX_ESTATES)} at once, narrow the filter`,
  ),
  none: w('Ни один объект не выбран фильтром', 'The filter matches no estate'),
} satisfies Record<string, Words>

type FieldError = { path: string; message: string }

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** The estates' fields (and the related collections') for checking the list's `where` before Payload runs it. */
function estateFields(payload: Payload): FieldLookup {
  const related = (slug: string) => payload.collections[slug as 'estates']?.config.flattenedFields
  return { fields: payload.collections.estates.config.flattenedFields, related }
}

/** The selection as sent, checked: ticked ids, or the list's filter (`where`) with its search text. */
function readSelection(input: unknown, payload: Payload, say: (words: Words) => string): { selection: BulkSelection } | { errors: FieldError[] } {
  if (!isPlainObject(input)) return { errors: [{ path: 'selection', message: say(MESSAGES.selection) }] }
  if ('ids' in input) {
    const ids = input.ids
    const fine = Array.isArray(ids) && ids.length > 0 && ids.length <= BULK_MAX_ESTATES && ids.every((id) => Number.isSafeInteger(id) && (id as number) > 0)
    return fine ? { selection: { ids: ids as number[] } } : { errors: [{ path: 'selection.ids', message: say(MESSAGES.ids) }] }
  }
  if (!('where' in input)) return { errors: [{ path: 'selection', message: say(MESSAGES.selection) }] }
  const where = input.where ?? {}
  const problem = whereProblem(where, estateFields(payload))
  if (problem) return { errors: [{ path: 'selection.where', message: `${say(MESSAGES.where)}: ${problem}` }] }
  const search = input.search ?? undefined
  if (search !== undefined && (typeof search !== 'string' || search.length > 200)) return { errors: [{ path: 'selection.search', message: say(MESSAGES.search) }] }
  return { selection: { where: where as Where, search } }
}

/**
 * POST /cms-api/estates/bulk-change (editors and administrators): `{ selection, change, digest? }`.
 * `selection`: `{ ids: [...] }` (ticked rows) or `{ where, search }` (all the list's filter matches);
 * `change`: `{ kind: 'amount' | 'percent', value, rounding: 1 | 1000 }` or `{ kind: 'status', status }`.
 * Without `digest`, the preview (writes nothing); with the preview's digest, applies it in one
 * transaction (409 when the estates changed since the preview, 422 while some estate cannot take it).
 * Bad input is a 400 with the problems by field, in the editor's admin language.
 */
export const estateBulkEndpoint: Endpoint = {
  path: '/bulk-change',
  method: 'post',
  handler: async (req) => {
    const language = req.i18n?.language === 'en' ? 'en' : 'ru'
    const say = (words: Words) => inEditorLanguage(words, language)
    const refuse = (status: number, errors: FieldError[]) => Response.json({ errors }, { status })
    if (!req.user) return refuse(401, [{ path: '', message: say(MESSAGES.unauthorized) }])
    if (!hasRole(req.user as { role?: Role }, 'admin', 'editor')) return refuse(403, [{ path: '', message: say(MESSAGES.forbidden) }])
    const body: unknown = await req.json?.().catch(() => undefined)
    if (!isPlainObject(body)) return refuse(400, [{ path: '', message: say(MESSAGES.body) }])
    const selection = readSelection(body.selection, req.payload, say)
    const change = readBulkChange(body.change, language)
    const digest = body.digest
    const errors = [...('errors' in selection ? selection.errors : []), ...('errors' in change ? change.errors : [])]
    if (digest !== undefined && (typeof digest !== 'string' || !/^[0-9a-f]{64}$/.test(digest))) errors.push({ path: 'digest', message: say(MESSAGES.digest) })
    if (errors.length || 'errors' in selection || 'errors' in change) return refuse(400, errors)
    try {
      if (digest === undefined) {
        const preview = await previewBulkChange(req.payload, selection.selection, change.change, language, req)
        if (preview.count === 0 && preview.unchanged === 0) return refuse(400, [{ path: 'selection', message: say(MESSAGES.none) }])
        return Response.json(preview)
      }
      const result = await applyBulkChange(req.payload, selection.selection, change.change, digest as string, language, req)
      if ('applied' in result) return Response.json(result)
      return Response.json(result, { status: result.refused === 'changed' ? 409 : 422 })
    } catch (error) {
      if (error instanceof TooManyEstates) return refuse(400, [{ path: 'selection', message: say(MESSAGES.tooMany) }])
      // A filter path the estates do not have (Payload's QueryError).
      if (error instanceof APIError && error.status === 400) return refuse(400, [{ path: 'selection.where', message: `${say(MESSAGES.where)}: ${error.message}` }])
      throw error
    }
  },
}
