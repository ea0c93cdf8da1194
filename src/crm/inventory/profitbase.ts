import { InventoryFetchError, requestJson, retryPolicy, type JsonAnswer, type RetryPolicy } from './http'
import type { CrmCategory, CrmHouse, CrmProject, CrmStatus, CrmUnit, InventorySnapshot, InventorySource, SkippedUnit, SourceTuning } from './source'
import { firstOf, integerOf, isObject, numberOf, pacer, textOf, type Json } from './values'

/**
 * Profitbase API v4 (https://developer.profitbase.ru, "Работа с каталогом объектов"; the setup guide
 * https://help.profitbase.ru/article/52900):
 * - `POST /api/v4/json/authentication` with `{"type":"api-app","credentials":{"pb_api_key":KEY}}` and
 *   `Content-Type: application/json` answers `{"access_token","remaining_time"}` (seconds). The token
 *   travels as `?access_token=` on every other call; we keep it until it expires and log in again once
 *   when a call answers 401.
 * - `GET /projects` (a list of `{id, title}`), `GET /house` (`{data: [{id, projectId, title}]}`),
 *   `GET /property-types` (`{data: [{id, alias, name, typePurpose}]}`),
 *   `GET /property?projectId=&full=true&limit=&offset=` (`{data: [...]}`, paged until a short page).
 * - The guide allows at most one request a second from an address (more is taken for an attack and the
 *   address is blocked): requests are paced (`minIntervalMs`, 1000 by default).
 * A property carries `id`, `house_id`, `projectId`, `number`, `floor`, `section`/`sectionName`,
 * `rooms_amount`, `area.area_total`, `price.value`, `status` and `typePurpose`; public clients of the API
 * (e.g. the site widgets' `/property` reads) show `typePurpose: "residential"` for flats and
 * `propertyType: "property"` as the type's alias. Where the docs we could read are silent (the other
 * purposes' exact words, whether `/house` pages), the reading below is conservative: an answer of an
 * unexpected shape fails the run, a type or status it does not know is reported, never guessed.
 */

export type ProfitbaseOptions = SourceTuning & {
  /** The account's address, e.g. https://pb12345.profitbase.ru */
  baseUrl: string
  apiKey: string
  /** The clock, for the token's lifetime (tests). */
  now?: () => number
}

const STATUSES: Record<string, CrmStatus> = { AVAILABLE: 'free', BOOKED: 'reserved', RESERVED: 'reserved', SOLD: 'sold', UNAVAILABLE: 'off' }

/** A property's purpose (`typePurpose`, also a property type's) and a type's alias, in the site's four categories. */
const PURPOSES: Record<string, CrmCategory> = {
  residential: 'flat',
  flat: 'flat',
  commercial: 'commercial',
  parking: 'parking',
  storeroom: 'storeroom',
  pantry: 'storeroom',
}
const TYPE_ALIASES: Record<string, CrmCategory> = { property: 'flat', ...PURPOSES }

/** Seconds before the token's end when we stop using it (a request started just before the end would get 401). */
const TOKEN_MARGIN_S = 30

type PropertyType = { alias: string; purpose: string }

export function profitbaseSource({ baseUrl, apiKey, policy: policyOverrides, pageSize = 100, minIntervalMs = 1000, log, now = Date.now }: ProfitbaseOptions): InventorySource {
  const api = new URL('api/v4/json/', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`)
  const policy: RetryPolicy = retryPolicy(policyOverrides)
  const pace = pacer(minIntervalMs)
  let token: { value: string; expiresAt: number } | undefined
  const secrets = () => [apiKey, token?.value ?? '']

  async function logIn(): Promise<string> {
    await pace()
    const answer = await requestJson(
      () => ({
        url: new URL('authentication', api),
        init: {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ type: 'api-app', credentials: { pb_api_key: apiKey } }),
        },
      }),
      { vendor: 'Profitbase', policy, secrets: secrets(), log },
    )
    const body = isObject(answer.body) ? answer.body : {}
    const value = textOf(body.access_token)
    if (answer.status !== 200 || !value)
      throw new InventoryFetchError(`Profitbase POST ${api.pathname}authentication: the API key was refused (HTTP ${answer.status})`, answer.status)
    const seconds = numberOf(body.remaining_time)
    // Without a lifetime the token is kept until a call answers 401.
    token = { value, expiresAt: seconds === null ? Infinity : now() + Math.max(0, seconds - TOKEN_MARGIN_S) * 1000 }
    return value
  }

  const currentToken = async () => (token && now() < token.expiresAt ? token.value : logIn())

  /** A GET with the token; on 401 one new login and one more try. */
  async function get(path: string, query: Record<string, string | number> = {}): Promise<unknown> {
    const send = async (accessToken: string): Promise<JsonAnswer> => {
      await pace()
      return requestJson(
        () => {
          const url = new URL(path, api)
          for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value))
          url.searchParams.set('access_token', accessToken)
          return { url, init: { headers: { accept: 'application/json', 'content-type': 'application/json' } } }
        },
        { vendor: 'Profitbase', policy, secrets: [apiKey, accessToken], log },
      )
    }
    let answer = await send(await currentToken())
    if (answer.status === 401) {
      log?.(`Profitbase GET ${api.pathname}${path}: the token was refused (401); logging in again`)
      token = undefined
      answer = await send(await logIn())
    }
    if (answer.status !== 200) throw new InventoryFetchError(`Profitbase GET ${api.pathname}${path}: HTTP ${answer.status}`, answer.status)
    return answer.body
  }

  return {
    name: 'profitbase',
    async fetchAll(): Promise<InventorySnapshot> {
      const projects: CrmProject[] = listOf(await get('projects'), 'projects').map((item) => ({ id: textOf(item.id), name: textOf(firstOf(item, ['title', 'name'])) }))
      const houses: CrmHouse[] = listOf(await get('house'), 'house').map((item) => ({
        id: textOf(item.id),
        projectId: textOf(firstOf(item, ['projectId', 'project_id'])),
        name: textOf(firstOf(item, ['title', 'name'])),
      }))
      const types = new Map<string, PropertyType>()
      for (const item of listOf(await get('property-types'), 'property-types')) {
        const type = { alias: textOf(item.alias).toLowerCase(), purpose: textOf(item.typePurpose).toLowerCase() }
        types.set(textOf(item.id), type)
        if (type.alias) types.set(type.alias, type)
      }
      const units: CrmUnit[] = []
      const skipped: SkippedUnit[] = []
      const seen = new Set<string>()
      for (const project of projects) {
        for (let offset = 0; ; offset += pageSize) {
          const page = listOf(await get('property', { projectId: project.id, full: 'true', limit: pageSize, offset }), 'property')
          for (const item of page) {
            const read = readProperty(item, project.id, types)
            const id = 'unit' in read ? read.unit.id : read.skipped.id
            // Offset paging over a list that changed meanwhile repeats (and so skips) units: refuse the run.
            if (id && seen.has(id)) throw new InventoryFetchError(`Profitbase GET ${api.pathname}property: unit ${id} came twice while paging (the list changed during the fetch)`)
            seen.add(id)
            if ('unit' in read) units.push(read.unit)
            else skipped.push(read.skipped)
          }
          if (page.length < pageSize) break
        }
      }
      return { source: 'profitbase', projects, houses, units, skipped }
    },
  }
}

/** The items of a list answer: a bare list, `{data: [...]}` or `{data: {properties: [...]}}`; otherwise the run fails. */
function listOf(body: unknown, path: string): Json[] {
  const data = isObject(body) ? body.data : body
  const list = Array.isArray(data) ? data : isObject(data) && Array.isArray(data.properties) ? data.properties : null
  if (!list || !list.every(isObject)) throw new InventoryFetchError(`Profitbase GET /api/v4/json/${path}: an answer of an unexpected shape`)
  return list
}

/** A section's number: `section` when it is a number, else the one number in `sectionName` ("Секция 2"). */
function sectionOf(item: Json): number | null {
  const direct = integerOf(item.section)
  if (direct !== null) return direct
  const digits = textOf(item.sectionName).match(/\d+/g)
  return digits?.length === 1 ? Number(digits[0]) : null
}

function categoryOf(item: Json, types: Map<string, PropertyType>): CrmCategory | undefined {
  const purpose = textOf(item.typePurpose).toLowerCase()
  if (PURPOSES[purpose]) return PURPOSES[purpose]
  const type = types.get(textOf(firstOf(item, ['propertyTypeId', 'property_type_id']))) ?? types.get(textOf(item.propertyType).toLowerCase())
  return (type && (PURPOSES[type.purpose] ?? TYPE_ALIASES[type.alias])) ?? TYPE_ALIASES[textOf(item.propertyType).toLowerCase()]
}

function readProperty(item: Json, projectId: string, types: Map<string, PropertyType>): { unit: CrmUnit } | { skipped: SkippedUnit } {
  const id = textOf(item.id)
  const houseId = textOf(firstOf(item, ['house_id', 'houseId']))
  const number = textOf(item.number)
  const skip = (reason: SkippedUnit['reason'], detail: string) => ({ skipped: { id, houseId, number, reason, detail } })
  const category = categoryOf(item, types)
  if (!category) return skip('unknown_type', textOf(item.typePurpose) || textOf(item.propertyType) || '(none)')
  const status = STATUSES[textOf(item.status).toUpperCase()]
  if (!status) return skip('unknown_status', textOf(item.status) || '(none)')
  const area = numberOf(isObject(item.area) ? item.area.area_total : item.area)
  const price = numberOf(isObject(item.price) ? item.price.value : item.price)
  const missing = [!id && 'id', !houseId && 'house_id', !number && 'number', area === null && 'area.area_total', price === null && 'price.value'].filter(Boolean)
  if (missing.length) return skip('invalid', missing.join(', '))
  return {
    unit: {
      id,
      houseId,
      projectId: textOf(firstOf(item, ['projectId', 'project_id'])) || projectId,
      number,
      category,
      rooms: integerOf(item.rooms_amount),
      area: area!,
      floor: integerOf(item.floor),
      section: sectionOf(item),
      price: price!,
      status,
    },
  }
}
