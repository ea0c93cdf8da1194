import { randomBytes } from 'node:crypto'

import type { CrmCategory, CrmStatus } from '../../../src/crm/inventory/source'
import type { DemoInventory, StandInUnit } from './demo-units'
import { json, startStandIn, type StandInServer } from './stand-in-server'

/**
 * A Profitbase API v4 stand-in (https://developer.profitbase.ru; src/crm/inventory/profitbase.ts):
 * `POST /api/v4/json/authentication` gives a token for the right `pb_api_key`; `GET projects`, `house`,
 * `property-types` and `property?projectId=&limit=&offset=` answer with `?access_token=` only, 401
 * otherwise. Pages are rendered one at a time, so 60,000 units never become one string.
 */

export type ProfitbaseStandIn = StandInServer & {
  apiKey: string
  /** Logins answered. */
  logins(): number
  /** Every token issued so far stops working: the next call answers 401. */
  expireTokens(): void
  /** Serves this inventory from now on (a unit sold, a price changed, a unit gone). */
  replace(inventory: DemoInventory): void
}

const TYPE_OF: Record<CrmCategory, { id: number; alias: string; name: string; typePurpose: string }> = {
  flat: { id: 1, alias: 'property', name: 'Квартира', typePurpose: 'residential' },
  commercial: { id: 2, alias: 'commercial', name: 'Коммерческое помещение', typePurpose: 'commercial' },
  parking: { id: 3, alias: 'parking', name: 'Машиноместо', typePurpose: 'parking' },
  storeroom: { id: 4, alias: 'pantry', name: 'Кладовая', typePurpose: 'pantry' },
}
const STATUS_OF: Record<CrmStatus, string> = { free: 'AVAILABLE', reserved: 'BOOKED', sold: 'SOLD', off: 'UNAVAILABLE' }

function property(unit: StandInUnit) {
  const type = TYPE_OF[unit.category]
  return {
    id: Number(unit.id),
    house_id: Number(unit.houseId),
    projectId: Number(unit.projectId),
    number: unit.number,
    floor: unit.floor,
    section: unit.section,
    sectionName: unit.section === null ? null : `Секция ${unit.section}`,
    rooms_amount: unit.rooms,
    studio: false,
    area: { area_total: unit.area, area_living: null },
    price: { value: unit.price, pricePerMeter: Math.round(unit.price / unit.area) },
    status: unit.vendorStatus ?? STATUS_OF[unit.status],
    propertyType: unit.vendorType ?? type.alias,
    typePurpose: unit.vendorType ?? type.typePurpose,
  }
}

export async function startProfitbaseStandIn(served: DemoInventory, { apiKey = 'pb-test-key', tokenLifetimeSeconds = 86_400 } = {}): Promise<ProfitbaseStandIn> {
  const tokens = new Map<string, number>()
  let logins = 0
  let inventory = served
  let byProject = new Map<string, StandInUnit[]>()
  const replace = (next: DemoInventory) => {
    inventory = next
    byProject = new Map()
    for (const unit of inventory.units) {
      const list = byProject.get(unit.projectId)
      if (list) list.push(unit)
      else byProject.set(unit.projectId, [unit])
    }
  }
  replace(served)
  const unauthorized = json({ error: { code: 401, message: 'Unauthorized' } }, 401)

  const server = await startStandIn(
    ({ method, url, body }) => {
      const path = url.pathname.replace(/^\/api\/v4\/json\//, '')
      if (path === 'authentication' && method === 'POST') {
        const request = JSON.parse(body || '{}') as { type?: string; credentials?: { pb_api_key?: string } }
        if (request.type !== 'api-app' || request.credentials?.pb_api_key !== apiKey) return unauthorized
        logins++
        const token = randomBytes(16).toString('hex')
        tokens.set(token, Date.now() + tokenLifetimeSeconds * 1000)
        return json({ access_token: token, remaining_time: tokenLifetimeSeconds })
      }
      const expiresAt = tokens.get(url.searchParams.get('access_token') ?? '')
      if (expiresAt === undefined || expiresAt < Date.now()) return unauthorized
      if (method !== 'GET') return json({ error: 'method not allowed' }, 405)
      if (path === 'projects') return json(inventory.projects.map((project) => ({ id: Number(project.id), title: project.name, locality: 'Алматы' })))
      if (path === 'house') return json({ data: inventory.houses.map((house) => ({ id: Number(house.id), projectId: Number(house.projectId), title: house.name })) })
      if (path === 'property-types') return json({ data: Object.values(TYPE_OF) })
      if (path === 'property') {
        const units = byProject.get(url.searchParams.get('projectId') ?? '') ?? []
        const offset = Number(url.searchParams.get('offset') ?? 0)
        const limit = Math.min(1000, Number(url.searchParams.get('limit') ?? 100))
        return json({ status: 'success', data: units.slice(offset, offset + limit).map(property) })
      }
      return json({ error: 'not found' }, 404)
    },
    { skipFaults: (path) => path.endsWith('/authentication') },
  )
  return {
    ...server,
    apiKey,
    logins: () => logins,
    expireTokens: () => tokens.clear(),
    replace,
  }
}
