import { createHash } from 'node:crypto'

import type { CrmCategory, CrmStatus } from '../../../src/crm/inventory/source'
import type { DemoInventory, StandInUnit } from './demo-units'
import { json, startStandIn, type StandInServer } from './stand-in-server'

/**
 * A MacroCRM stand-in (https://api.macroserver.ru/docs/estate; src/crm/inventory/macrocrm.ts): signed,
 * form-encoded POSTs to `/estate/get/` (paged by `limit` and `start_from`) and
 * `/estate/group/getComplexes/`. A wrong signature, like any failure MacroCRM reports, answers 200 with
 * `{"success": false, "error": true, "message": ...}` (inject one with `{ kind: 'error-body' }`).
 */

export type MacroCrmStandIn = StandInServer & {
  domain: string
  appSecret: string
  /** Serves this inventory from now on (a unit sold, a price changed, a unit gone). */
  replace(inventory: DemoInventory): void
}

const CATEGORY_OF: Record<CrmCategory, string> = { flat: 'flat', commercial: 'comm', parking: 'garage', storeroom: 'storageroom' }
const STATUS_OF: Record<CrmStatus, number> = { free: 20, reserved: 30, sold: 100, off: 52 }

function estate(unit: StandInUnit) {
  return {
    id: Number(unit.id),
    estate_sell_id: Number(unit.id),
    house_id: Number(unit.houseId),
    complex_id: Number(unit.projectId),
    activity: 'sell',
    category: unit.vendorType ?? CATEGORY_OF[unit.category],
    geo_flatnum: unit.number,
    estate_floor: unit.floor,
    geo_house_entrance: unit.section,
    estate_rooms: unit.rooms,
    // MacroCRM's decimals come as text.
    estate_area: unit.area.toFixed(2),
    estate_price: unit.price.toFixed(2),
    estate_price_m2: (unit.price / unit.area).toFixed(2),
    estate_sell_status: unit.vendorStatus ?? STATUS_OF[unit.status],
  }
}

const errorBody = (message: string) => JSON.stringify({ success: false, error: true, message })

export async function startMacroCrmStandIn(served: DemoInventory, { domain = 'site.example.kz', appSecret = 'macro-test-secret' } = {}): Promise<MacroCrmStandIn> {
  let inventory = served
  const server = await startStandIn(
    ({ method, url, body }) => {
      if (method !== 'POST') return json({ success: false, error: true, message: 'POST only' })
      const form = new URLSearchParams(body)
      const expected = createHash('md5')
        .update(`${form.get('domain')}${form.get('time')}${appSecret}`)
        .digest('hex')
      if (form.get('domain') !== domain || form.get('token') !== expected) return { status: 200, body: errorBody('Invalid token') }
      if (url.pathname === '/estate/group/getComplexes/') {
        return json(
          inventory.projects.map((project) => ({
            complex_id: Number(project.id),
            complex_name: project.name,
            houses: inventory.houses
              .filter((house) => house.projectId === project.id)
              .map((house) => ({ house_id: Number(house.id), name: house.name, public_house_name: house.name })),
          })),
        )
      }
      if (url.pathname === '/estate/get/') {
        const start = Number(form.get('start_from') ?? 0)
        const limit = Math.min(1000, Number(form.get('limit') ?? 100))
        return json(inventory.units.slice(start, start + limit).map(estate))
      }
      return { status: 200, body: errorBody('Unknown method') }
    },
    { errorBody },
  )
  return { ...server, domain, appSecret, replace: (next) => void (inventory = next) }
}
