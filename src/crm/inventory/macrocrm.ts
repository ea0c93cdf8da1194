import { macroCrmSignature } from '../../domain/macrocrm-signature'
import { InventoryFetchError, requestJson, retryPolicy, scrub } from './http'
import type { CrmCategory, CrmHouse, CrmProject, CrmStatus, CrmUnit, InventorySnapshot, InventorySource, SkippedUnit, SourceTuning } from './source'
import { firstOf, integerOf, isObject, numberOf, pacer, textOf, type Json } from './values'

/**
 * MacroCRM (API reference https://api.macroserver.ru/docs/estate; the site integration guide
 * https://docs.macrodigital.ru/manual/integracii/sait_kompanii/integracija_s_saitom): every call is a
 * form-encoded POST carrying `domain`, `time` and `token = md5(domain + time + app_secret)`
 * (src/domain/macrocrm-signature.ts), signed afresh for each try.
 * - `/estate/get/` lists the units (objects, "estate_sells"), paged by `limit` and `start_from` until a
 *   short page. A unit carries `estate_sell_id` (or `id`), `house_id`, `geo_flatnum` (its number),
 *   `estate_floor`, `geo_house_entrance` (section), `estate_rooms`, `estate_area`, `estate_price`,
 *   `category` (flat | garage | storageroom | house | comm) and `estate_sell_status`, the stage code:
 *   20 on sale, 30 reserved, 32 and 52 taken off sale, 50 deal in progress, 100 deal done.
 * - `/estate/group/getComplexes/` lists the complexes (groups of houses) with their houses.
 * A call that fails answers 200 with `{"success": false, "error": ..., "message": ...}`: a failure.
 * Where the docs we could read are silent (the exact shape of getComplexes, older field names such as
 * `estate_id`, `geo_floor`, `estate_status`), both spellings are read; an answer of any other shape fails
 * the run, and an unknown category or status is reported, never guessed. A "house" (cottage) has no
 * category on the site: reported.
 */

export type MacroCrmOptions = SourceTuning & {
  /** The API's address, e.g. https://api.macroserver.ru */
  baseUrl: string
  /** The site's domain registered in MacroCRM. */
  domain: string
  appSecret: string
  /** The clock for the signature (tests). */
  now?: () => Date
}

const CATEGORIES: Record<string, CrmCategory> = { flat: 'flat', comm: 'commercial', garage: 'parking', storageroom: 'storeroom' }
/** Stage 50 (a deal in progress) may still be cancelled: reserved, not sold, until the deal is done (100). */
const STATUSES: Record<number, CrmStatus> = { 20: 'free', 30: 'reserved', 50: 'reserved', 100: 'sold', 32: 'off', 52: 'off' }

export function macroCrmSource({
  baseUrl,
  domain,
  appSecret,
  policy: policyOverrides,
  pageSize = 500,
  minIntervalMs = 0,
  log,
  now = () => new Date(),
}: MacroCrmOptions): InventorySource {
  const root = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`
  const policy = retryPolicy(policyOverrides)
  const pace = pacer(minIntervalMs)
  const secrets = [appSecret]

  /** One signed call; its list of items (a bare list or `{data: [...]}`). */
  async function call(path: string, fields: Record<string, string | number> = {}): Promise<Json[]> {
    await pace()
    const url = new URL(path, root)
    const answer = await requestJson(
      () => {
        const form = new URLSearchParams(macroCrmSignature(domain, appSecret, now()))
        for (const [key, value] of Object.entries(fields)) form.set(key, String(value))
        return { url, init: { method: 'POST', body: form, headers: { accept: 'application/json' } } }
      },
      { vendor: 'MacroCRM', policy, secrets, log },
    )
    const what = `MacroCRM POST ${url.pathname}`
    const body = answer.body
    if (answer.status !== 200) throw new InventoryFetchError(`${what}: HTTP ${answer.status}`, answer.status)
    if (isObject(body) && (body.success === false || isError(body.error))) {
      const said = textOf(body.message) || textOf(body.error) || 'no message'
      throw new InventoryFetchError(scrub(`${what}: the CRM answered with an error: ${said.slice(0, 200)}`, secrets), answer.status)
    }
    const list = isObject(body) ? body.data : body
    if (!Array.isArray(list) || !list.every(isObject)) throw new InventoryFetchError(`${what}: an answer of an unexpected shape`, answer.status)
    return list
  }

  return {
    name: 'macrocrm',
    async fetchAll(): Promise<InventorySnapshot> {
      const projects: CrmProject[] = []
      const houses = new Map<string, CrmHouse>()
      for (const complex of await call('estate/group/getComplexes/')) {
        const projectId = textOf(firstOf(complex, ['complex_id', 'id']))
        projects.push({ id: projectId, name: textOf(firstOf(complex, ['complex_name', 'name', 'title'])) })
        for (const house of Array.isArray(complex.houses) ? complex.houses.filter(isObject) : []) {
          const id = textOf(firstOf(house, ['house_id', 'id']))
          if (id) houses.set(id, { id, projectId, name: textOf(firstOf(house, ['public_house_name', 'name', 'title'])) || id })
        }
      }
      const units: CrmUnit[] = []
      const skipped: SkippedUnit[] = []
      const seen = new Set<string>()
      for (let startFrom = 0; ; startFrom += pageSize) {
        const page = await call('estate/get/', { limit: pageSize, start_from: startFrom })
        for (const item of page) {
          const houseId = textOf(item.house_id)
          // A house the complexes do not list: known from its units.
          if (houseId && !houses.has(houseId)) {
            houses.set(houseId, { id: houseId, projectId: textOf(item.complex_id), name: textOf(firstOf(item, ['public_house_name', 'house_name'])) || houseId })
          }
          const read = readEstate(item, houses.get(houseId)?.projectId ?? '')
          const id = 'unit' in read ? read.unit.id : read.skipped.id
          if (id && seen.has(id)) throw new InventoryFetchError(`MacroCRM POST /estate/get/: unit ${id} came twice while paging (the list changed during the fetch)`)
          seen.add(id)
          if ('unit' in read) units.push(read.unit)
          else skipped.push(read.skipped)
        }
        if (page.length < pageSize) break
      }
      return { source: 'macrocrm', projects, houses: [...houses.values()], units, skipped }
    },
  }
}

/** `error` as MacroCRM sets it: true, a code or a message; false, 0, '' and null mean none. */
const isError = (value: unknown) => value !== undefined && value !== null && value !== false && value !== 0 && value !== '' && value !== '0'

function readEstate(item: Json, projectId: string): { unit: CrmUnit } | { skipped: SkippedUnit } {
  const id = textOf(firstOf(item, ['estate_sell_id', 'id', 'estate_id']))
  const houseId = textOf(item.house_id)
  const number = textOf(item.geo_flatnum)
  const skip = (reason: SkippedUnit['reason'], detail: string) => ({ skipped: { id, houseId, number, reason, detail } })
  const categoryText = textOf(firstOf(item, ['category', 'estate_sell_category'])).toLowerCase()
  const category = CATEGORIES[categoryText]
  if (!category) return skip('unknown_type', categoryText || '(none)')
  const statusValue = firstOf(item, ['estate_sell_status', 'estate_status', 'status'])
  const status = STATUSES[integerOf(statusValue) ?? -1]
  if (!status) return skip('unknown_status', textOf(statusValue) || '(none)')
  const area = numberOf(item.estate_area)
  const price = numberOf(item.estate_price)
  const missing = [!id && 'estate_sell_id', !houseId && 'house_id', !number && 'geo_flatnum', area === null && 'estate_area', price === null && 'estate_price'].filter(Boolean)
  if (missing.length) return skip('invalid', missing.join(', '))
  return {
    unit: {
      id,
      houseId,
      projectId: projectId || textOf(item.complex_id),
      number,
      category,
      rooms: integerOf(item.estate_rooms),
      area: area!,
      floor: integerOf(firstOf(item, ['estate_floor', 'geo_floor'])),
      section: integerOf(item.geo_house_entrance),
      price: price!,
      status,
    },
  }
}
