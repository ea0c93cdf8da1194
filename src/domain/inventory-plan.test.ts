import { describe, expect, it } from 'vitest'

import { describeInventoryProblem, isEmptyPlan, planInventorySync, type InventoryPlan, type StoreEstate, type StoreQueue } from './inventory-plan'
import type { CrmUnit, InventorySnapshot } from './inventory-snapshot'

const unit = (id: string, number: string, extra: Partial<CrmUnit> = {}): CrmUnit => ({
  id,
  houseId: 'H1',
  projectId: 'P1',
  number,
  category: 'flat',
  rooms: 2,
  area: 52.2,
  floor: 3,
  section: 1,
  price: 30_000_000,
  status: 'free',
  ...extra,
})
const estate = (id: number, number: string, extra: Partial<StoreEstate> = {}): StoreEstate => ({
  id,
  crmId: null,
  queueId: 10,
  number,
  category: 'flat',
  rooms: 2,
  area: 52.2,
  floor: 3,
  section: 1,
  price: 30_000_000,
  status: 'free',
  onSite: true,
  ...extra,
})
const snapshot = (units: CrmUnit[], extra: Partial<InventorySnapshot> = {}): InventorySnapshot => ({
  source: 'profitbase',
  projects: [{ id: 'P1', name: 'Алатау' }],
  houses: [{ id: 'H1', projectId: 'P1', name: '1 очередь' }],
  units,
  skipped: [],
  ...extra,
})
const queues: StoreQueue[] = [{ id: 10, crmId: 'H1', projectId: 1, name: '1 очередь' }]

/** The store after the plan is applied, as the sync service would write it. */
function apply(plan: InventoryPlan, estates: StoreEstate[]): StoreEstate[] {
  const next = estates.map((entry) => ({ ...entry }))
  const byId = new Map(next.map((entry) => [entry.id, entry]))
  for (const link of plan.link) byId.get(link.id)!.crmId = link.crmId
  for (const change of plan.changed) {
    const target = byId.get(change.id)!
    for (const [field, [, to]] of Object.entries(change.changes)) {
      if (field === 'published') target.onSite = to as boolean
      else Object.assign(target, { [field]: to })
    }
  }
  for (const off of plan.takenOff) byId.get(off.id)!.onSite = false
  let id = 1000
  for (const entry of plan.create) next.push({ ...entry, id: id++, crmId: entry.crmId, queueId: entry.house, onSite: true })
  return next
}

describe('planInventorySync', () => {
  it('links estates of a claimed queue to their units by number on the first sync', () => {
    const plan = planInventorySync(snapshot([unit('u1', '101'), unit('u2', 'AK-2-117', { price: 31_500_000 })]), { queues, estates: [estate(1, '101'), estate(2, 'ak-2-117 ')] })
    expect(plan.link).toEqual([
      { id: 1, number: '101', house: 10, crmId: 'u1' },
      { id: 2, number: 'ak-2-117 ', house: 10, crmId: 'u2' },
    ])
    expect(plan.changed).toEqual([{ id: 2, number: 'ak-2-117 ', house: 10, crmId: 'u2', changes: { number: ['ak-2-117 ', 'AK-2-117'], price: [30_000_000, 31_500_000] } }])
    expect(plan.counts).toMatchObject({ linked: 2, priceChanged: 1, otherChanged: 1, new: 0, takenOff: 0, problems: 0 })
  })

  it('changes status and price of linked estates, and leaves figures the CRM does not give', () => {
    const estates = [estate(1, '101', { crmId: 'u1' }), estate(2, '102', { crmId: 'u2' }), estate(3, 'P№1', { crmId: 'u3', category: 'garage', rooms: null, area: 14 })]
    const units = [unit('u1', '101', { status: 'sold' }), unit('u2', '102', { price: 29_000_000, rooms: null }), unit('u3', 'P№1', { category: 'parking', rooms: null, area: 14 })]
    const plan = planInventorySync(snapshot(units), { queues, estates })
    expect(plan.changed).toEqual([
      { id: 1, number: '101', house: 10, crmId: 'u1', changes: { status: ['free', 'sold'] } },
      { id: 2, number: '102', house: 10, crmId: 'u2', changes: { price: [30_000_000, 29_000_000] } },
    ])
    expect(plan.counts).toMatchObject({ statusChanged: 1, priceChanged: 1, unchanged: 1, linked: 0 })
  })

  it('takes off the site an estate whose unit is gone or taken off sale, and puts it back when on sale again', () => {
    const estates = [estate(1, '101', { crmId: 'u1' }), estate(2, '102', { crmId: 'u2' }), estate(3, '103', { crmId: 'u3', onSite: false })]
    const plan = planInventorySync(snapshot([unit('u2', '102', { status: 'off' }), unit('u3', '103')]), { queues, estates })
    expect(plan.takenOff).toEqual([
      { id: 2, number: '102', house: 10, crmId: 'u2', reason: 'off' },
      { id: 1, number: '101', house: 10, crmId: 'u1', reason: 'missing' },
    ])
    expect(plan.changed).toEqual([{ id: 3, number: '103', house: 10, crmId: 'u3', changes: { published: [false, true] } }])
  })

  it('creates the new units of claimed houses (not those off sale) and lists unclaimed houses as problems', () => {
    const units = [unit('u1', '101', { section: null }), unit('u2', '102', { status: 'off' }), unit('u9', '1', { houseId: 'H2' })]
    const plan = planInventorySync(
      snapshot(units, {
        houses: [
          { id: 'H1', projectId: 'P1', name: '1 очередь' },
          { id: 'H2', projectId: 'P1', name: '2 очередь' },
        ],
      }),
      { queues, estates: [] },
    )
    expect(plan.create).toEqual([{ crmId: 'u1', house: 10, number: '101', category: 'flat', rooms: 2, area: 52.2, floor: 3, section: null, price: 30_000_000, status: 'free' }])
    expect(plan.problems).toEqual([{ kind: 'unclaimed_house', crmHouseId: 'H2', name: '2 очередь', units: 1 }])
    expect(describeInventoryProblem(plan.problems[0], 'en')).toBe('CRM house "2 очередь" (id H2, 1 units) is claimed by no queue: not synced')
  })

  it('reports conflicts and leaves the estates involved as they are', () => {
    const estates = [estate(1, '101', { crmId: 'u1' }), estate(2, '101b', { crmId: 'u1' }), estate(3, '103', { crmId: 'u3' }), estate(4, '104', { crmId: 'u4' })]
    const units = [unit('u1', '101', { price: 31_000_000 }), unit('u5', '105'), unit('u6', '105'), unit('u4', '104', { price: 32_000_000 })]
    const skipped = [{ id: 'u3', houseId: 'H1', number: '103', reason: 'unknown_type' as const, detail: 'townhouse' }]
    const plan = planInventorySync(snapshot(units, { skipped }), { queues, estates: estates.map((entry) => (entry.id === 4 ? { ...entry, pendingDraft: true } : entry)) })
    expect(plan.problems.map((entry) => entry.kind).sort()).toEqual(['duplicate_number', 'estate_matched_twice', 'pending_draft', 'unreadable_unit'])
    expect(isEmptyPlan(plan)).toBe(true)
  })

  it('leaves a unit with figures an editor could not save as it is, and says why', () => {
    const estates = [estate(1, '101', { crmId: 'u1' }), estate(2, '102', { crmId: 'u2' })]
    const units = [unit('u1', '101', { price: 5, status: 'sold' }), unit('u2', '102', { floor: 2.5 }), unit('u3', '103', { area: 0 })]
    const plan = planInventorySync(snapshot(units), { queues, estates })
    expect(plan.problems.map((entry) => (entry.kind === 'unreadable_unit' ? [entry.crmUnitId, entry.reason] : entry.kind))).toEqual([
      ['u1', 'invalid'],
      ['u2', 'invalid'],
      ['u3', 'invalid'],
    ])
    expect(plan.problems[0]).toMatchObject({ detail: expect.stringContaining('Price must be between') })
    // Neither changed, nor taken off the site, nor created.
    expect(isEmptyPlan(plan)).toBe(true)
  })

  it('reports a house two queues claim', () => {
    const plan = planInventorySync(snapshot([unit('u1', '101')]), { queues: [...queues, { id: 11, crmId: 'H1', projectId: 1, name: 'copy' }], estates: [] })
    expect(plan.problems).toEqual([{ kind: 'house_claimed_twice', crmHouseId: 'H1', queueIds: [10, 11] }])
    expect(isEmptyPlan(plan)).toBe(true)
  })

  it('plans nothing on a second run when nothing changed', () => {
    const units = [unit('u1', '101', { status: 'sold' }), unit('u2', '102', { price: 28_000_000 }), unit('u3', '103'), unit('u4', '104', { status: 'off' })]
    let estates = [estate(1, '101'), estate(2, '102'), estate(3, '999', { crmId: 'gone' }), estate(4, '104'), estate(5, 'site-only')]
    const first = planInventorySync(snapshot(units), { queues, estates })
    expect(first.counts).toMatchObject({ new: 1, linked: 3, statusChanged: 1, priceChanged: 1, takenOff: 2 })
    expect(first.kept).toEqual([{ id: 5, number: 'site-only', house: 10 }])
    estates = apply(first, estates)
    const second = planInventorySync(snapshot(units), { queues, estates })
    expect(isEmptyPlan(second)).toBe(true)
    expect(second.counts).toEqual({ new: 0, linked: 0, priceChanged: 0, statusChanged: 0, otherChanged: 0, takenOff: 0, problems: 0, unchanged: 4 })
  })
})
