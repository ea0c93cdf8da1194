import { figureProblem } from './estate-bounds'
import type { EstateCategoryCode, EstateStatus } from './estate-categories'
import type { CrmCategory, CrmStatus, CrmUnit, InventorySnapshot } from './inventory-snapshot'
import type { ChangedField, PriceListChange, UnlistedEstate } from './price-list'

/**
 * The CRM sync's plan (issue 36): what one complete CRM snapshot would change in the store, decided
 * without I/O; the sync service applies it, the admin shows it as a dry run with the price-list
 * import's table of changes (the same `{id, number, house, changes: {field: [from, to]}}` rows).
 *
 * The rules:
 * - A queue claims a CRM house by its `crm_id`. Only claimed houses are synced; a CRM house no queue
 *   claims is listed as a problem, never created. A house two queues claim is a problem too.
 * - The CRM owns number, category, rooms, area, floor, section, price and status; the site owns texts,
 *   translations, images and layouts (DESIGN.md §9). A figure the CRM leaves empty (rooms of a parking
 *   space) leaves the stored one as it is.
 * - First sync: an estate without a `crm_id` is linked to the unit of its queue with the same number
 *   (case and spaces aside). Afterwards estates are matched by `crm_id` only.
 * - A new unit of a claimed house becomes a new estate, published (the editor claimed the house for
 *   the site; the price-list import publishes new estates the same way); a unit the CRM has taken off
 *   sale (`off`) is not created until it is on sale.
 * - The CRM decides what is on sale: a linked estate whose unit is `off`, or is missing from the
 *   (complete) snapshot, is taken off the site (kept as a draft, never deleted); one whose unit is on
 *   sale again is put back (`published: [false, true]`).
 * - Nothing is guessed: two units with one number in a queue, two estates for one unit, a unit the
 *   adapter could not read, an estate linked to a unit of another queue — each is a problem, and the
 *   estates involved are left as they are (a unreadable unit's estate is not taken off).
 * - Nothing changed: an empty plan (`isEmptyPlan`), no writes.
 */

/** A queue (house) of the store; `crmId`: the CRM house it claims. */
export type StoreQueue = { id: number; crmId: string | null; projectId: number; name: string }

/**
 * An estate of the store. `onSite`: published. `pendingDraft`: published with an editor's newer draft
 * not yet published (saving it would publish that draft: the import refuses it, so does the sync).
 */
/** What the CRM owns of an estate (DESIGN.md §9), as the store keeps it. */
export type CrmOwnedFigures = {
  number: string
  category: EstateCategoryCode
  rooms: number | null
  area: number
  floor: number | null
  section: number | null
  price: number
  status: EstateStatus
}

export type StoreEstate = CrmOwnedFigures & {
  id: number
  crmId: string | null
  queueId: number
  onSite: boolean
  pendingDraft?: boolean
}

export type InventoryField = ChangedField | 'number' | 'category' | 'section'
/** One estate's changes: the import's row (`house` is the queue's id), with the unit's CRM id. */
export type InventoryChange = Omit<PriceListChange, 'line' | 'changes'> & { crmId: string; changes: Partial<Record<InventoryField, [unknown, unknown]>> }
/** An estate to link to its unit (`crm_id` to set). */
export type EstateLink = UnlistedEstate & { crmId: string }
export type NewEstate = CrmOwnedFigures & { crmId: string; house: number }
export type TakenOffEstate = UnlistedEstate & { crmId: string; reason: 'missing' | 'off' }

export type InventoryProblem =
  | { kind: 'unclaimed_house'; crmHouseId: string; name: string; units: number }
  | { kind: 'house_claimed_twice'; crmHouseId: string; queueIds: number[] }
  | { kind: 'unreadable_unit'; crmUnitId: string; crmHouseId: string; number: string; reason: 'unknown_type' | 'unknown_status' | 'invalid'; detail: string }
  | { kind: 'duplicate_number'; house: number; number: string; crmUnitIds: string[] }
  | { kind: 'estate_matched_twice'; house: number; number: string; crmUnitId: string; estateIds: number[] }
  | { kind: 'linked_elsewhere'; crmUnitId: string; estateId: number; number: string; house: number; crmHouseId: string }
  | { kind: 'pending_draft'; estateId: number; number: string; house: number }

export type InventoryPlanCounts = {
  new: number
  linked: number
  priceChanged: number
  statusChanged: number
  otherChanged: number
  takenOff: number
  problems: number
  unchanged: number
}

export type InventoryPlan = {
  create: NewEstate[]
  link: EstateLink[]
  changed: InventoryChange[]
  takenOff: TakenOffEstate[]
  /** Estates of a claimed queue with no `crm_id` and no unit of their number: left as they are. */
  kept: UnlistedEstate[]
  problems: InventoryProblem[]
  /** Linked estates that already agree with their unit. */
  unchanged: number
  counts: InventoryPlanCounts
}

const CATEGORY: Record<CrmCategory, EstateCategoryCode> = { flat: 'flat', commercial: 'comm', parking: 'garage', storeroom: 'storageroom' }
const STATUS: Record<Exclude<CrmStatus, 'off'>, EstateStatus> = { free: 'free', reserved: 'reserved', sold: 'sold' }

/** A number as matched: case, outer and repeated spaces aside ("AK-2-117", "ak-2-117 "). */
const numberKey = (number: string) => number.trim().replace(/\s+/g, ' ').toLowerCase()
/** Areas and prices compared to the hundredth (a CRM's "52.20" and the store's 52.2). */
const sameFigure = (a: number, b: number) => Math.round(a * 100) === Math.round(b * 100)

function groupBy<T, K>(items: Iterable<T>, key: (item: T) => K | undefined): Map<K, T[]> {
  const groups = new Map<K, T[]>()
  for (const item of items) {
    const k = key(item)
    if (k === undefined) continue
    const group = groups.get(k)
    if (group) group.push(item)
    else groups.set(k, [item])
  }
  return groups
}

/** What the unit would change in its estate (the CRM-owned fields, and whether it is on the site). */
function changesOf(unit: CrmUnit, estate: StoreEstate): InventoryChange['changes'] {
  const changes: InventoryChange['changes'] = {}
  if (unit.number.trim() !== estate.number.trim()) changes.number = [estate.number, unit.number.trim()]
  if (CATEGORY[unit.category] !== estate.category) changes.category = [estate.category, CATEGORY[unit.category]]
  for (const field of ['rooms', 'floor', 'section'] as const) {
    if (unit[field] !== null && unit[field] !== estate[field]) changes[field] = [estate[field], unit[field]]
  }
  for (const field of ['area', 'price'] as const) {
    if (!sameFigure(unit[field], estate[field])) changes[field] = [estate[field], unit[field]]
  }
  if (unit.status !== 'off') {
    if (STATUS[unit.status] !== estate.status) changes.status = [estate.status, STATUS[unit.status]]
    if (!estate.onSite) changes.published = [false, true]
  }
  return changes
}

/**
 * The snapshot with every unit whose figures the site would refuse from an editor (domain/estate-bounds.ts:
 * an area of 0, a price of 5 ₸, a fractional floor) moved to `skipped` as `invalid`: the sync writes
 * straight into the store, so it checks what the admin's validation would.
 */
export function screenUnits(snapshot: InventorySnapshot): InventorySnapshot {
  const units: CrmUnit[] = []
  const skipped = [...snapshot.skipped]
  for (const unit of snapshot.units) {
    const detail = (['area', 'price', 'rooms', 'floor'] as const).map((field) => figureProblem(field, unit[field], 'en')).find(Boolean)
    if (detail) skipped.push({ id: unit.id, houseId: unit.houseId, number: unit.number, reason: 'invalid', detail })
    else units.push(unit)
  }
  return { ...snapshot, units, skipped }
}

export function planInventorySync(read: InventorySnapshot, store: { queues: StoreQueue[]; estates: StoreEstate[] }): InventoryPlan {
  const snapshot = screenUnits(read)
  const plan: InventoryPlan = { create: [], link: [], changed: [], takenOff: [], kept: [], problems: [], unchanged: 0, counts: {} as InventoryPlanCounts }
  const problem = (entry: InventoryProblem) => plan.problems.push(entry)

  // The houses queues claim: exactly one queue each, or a problem.
  const claimed = new Map<string, StoreQueue>()
  const claimedTwice = new Set<string>()
  for (const [crmHouseId, queues] of groupBy(store.queues, (queue) => queue.crmId?.trim() || undefined)) {
    if (queues.length === 1) claimed.set(crmHouseId, queues[0])
    else {
      claimedTwice.add(crmHouseId)
      problem({ kind: 'house_claimed_twice', crmHouseId, queueIds: queues.map((queue) => queue.id) })
    }
  }
  const syncedQueues = new Set([...claimed.values()].map((queue) => queue.id))

  const unitsByHouse = groupBy(snapshot.units, (unit) => unit.houseId)
  const houseNames = new Map(snapshot.houses.map((house) => [house.id, house.name]))
  for (const houseId of new Set([...houseNames.keys(), ...unitsByHouse.keys()])) {
    if (!claimed.has(houseId) && !claimedTwice.has(houseId)) {
      problem({ kind: 'unclaimed_house', crmHouseId: houseId, name: houseNames.get(houseId) ?? houseId, units: unitsByHouse.get(houseId)?.length ?? 0 })
    }
  }

  // Units whose estates stay as they are: unreadable, or in a conflict.
  const untouchable = new Set<string>()
  for (const unit of snapshot.skipped) {
    untouchable.add(unit.id)
    if (claimed.has(unit.houseId)) problem({ kind: 'unreadable_unit', crmUnitId: unit.id, crmHouseId: unit.houseId, number: unit.number, reason: unit.reason, detail: unit.detail })
  }

  const estatesByCrmId = groupBy(store.estates, (estate) => estate.crmId?.trim() || undefined)
  const unlinkedByNumber = groupBy(store.estates, (estate) =>
    estate.crmId?.trim() || !syncedQueues.has(estate.queueId) ? undefined : `${estate.queueId}|${numberKey(estate.number)}`,
  )
  const handled = new Set<number>()

  for (const [houseId, queue] of claimed) {
    for (const [key, units] of groupBy(unitsByHouse.get(houseId) ?? [], (unit) => numberKey(unit.number))) {
      if (units.length > 1) {
        units.forEach((unit) => untouchable.add(unit.id))
        problem({ kind: 'duplicate_number', house: queue.id, number: units[0].number, crmUnitIds: units.map((unit) => unit.id) })
        continue
      }
      const [unit] = units
      const linked = estatesByCrmId.get(unit.id) ?? []
      const byNumber = linked.length ? [] : (unlinkedByNumber.get(`${queue.id}|${key}`) ?? [])
      const candidates = linked.length ? linked : byNumber
      if (candidates.length > 1) {
        untouchable.add(unit.id)
        candidates.forEach((estate) => handled.add(estate.id))
        problem({ kind: 'estate_matched_twice', house: queue.id, number: unit.number, crmUnitId: unit.id, estateIds: candidates.map((estate) => estate.id) })
        continue
      }
      const [estate] = candidates
      if (!estate) {
        if (unit.status !== 'off') {
          const { id: crmId, number, category, rooms, area, floor, section, price, status } = unit
          plan.create.push({
            crmId,
            house: queue.id,
            number: number.trim(),
            category: CATEGORY[category],
            rooms,
            area,
            floor,
            section,
            price,
            status: STATUS[status as Exclude<CrmStatus, 'off'>],
          })
        }
        continue
      }
      handled.add(estate.id)
      if (estate.queueId !== queue.id) {
        problem({ kind: 'linked_elsewhere', crmUnitId: unit.id, estateId: estate.id, number: estate.number, house: estate.queueId, crmHouseId: houseId })
        continue
      }
      const isNewLink = !linked.length
      if (isNewLink) plan.link.push({ id: estate.id, number: estate.number, house: queue.id, crmId: unit.id })
      const changes = changesOf(unit, estate)
      const takeOff = unit.status === 'off' && estate.onSite
      const writes = Object.keys(changes).length > 0 || takeOff
      if (writes && estate.pendingDraft) problem({ kind: 'pending_draft', estateId: estate.id, number: estate.number, house: queue.id })
      else if (writes) {
        if (Object.keys(changes).length) plan.changed.push({ id: estate.id, number: estate.number, house: queue.id, crmId: unit.id, changes })
        if (takeOff) plan.takenOff.push({ id: estate.id, number: estate.number, house: queue.id, crmId: unit.id, reason: 'off' })
      } else if (!isNewLink) plan.unchanged++
    }
  }

  // Linked estates of synced queues whose unit the complete snapshot no longer holds: off the site.
  const fetched = new Set(snapshot.units.map((unit) => unit.id))
  for (const estate of store.estates) {
    if (handled.has(estate.id) || !syncedQueues.has(estate.queueId)) continue
    const crmId = estate.crmId?.trim()
    if (!crmId) {
      if (estate.onSite) plan.kept.push({ id: estate.id, number: estate.number, house: estate.queueId })
    } else if (!fetched.has(crmId) && !untouchable.has(crmId) && estate.onSite) {
      if (estate.pendingDraft) problem({ kind: 'pending_draft', estateId: estate.id, number: estate.number, house: estate.queueId })
      else plan.takenOff.push({ id: estate.id, number: estate.number, house: estate.queueId, crmId, reason: 'missing' })
    }
  }

  const changed = (field: InventoryField) => plan.changed.filter((change) => field in change.changes).length
  plan.counts = {
    new: plan.create.length,
    linked: plan.link.length,
    priceChanged: changed('price'),
    statusChanged: changed('status'),
    otherChanged: plan.changed.filter((change) => Object.keys(change.changes).some((field) => field !== 'price' && field !== 'status')).length,
    takenOff: plan.takenOff.length,
    problems: plan.problems.length,
    unchanged: plan.unchanged,
  }
  return plan
}

/** Whether applying the plan would write nothing (problems are reports, not writes). */
export const isEmptyPlan = (plan: InventoryPlan): boolean => !plan.create.length && !plan.link.length && !plan.changed.length && !plan.takenOff.length

const say = (language: 'ru' | 'en', ru: string, en: string) => (language === 'ru' ? ru : en)

/** A problem as the admin's dry run shows it. */
export function describeInventoryProblem(entry: InventoryProblem, language: 'ru' | 'en' = 'ru'): string {
  switch (entry.kind) {
    case 'unclaimed_house':
      return say(
        language,
        `Дом CRM «${entry.name}» (id ${entry.crmHouseId}, объектов: ${entry.units}) не привязан ни к одной очереди: не синхронизируется`,
        `CRM house "${entry.name}" (id ${entry.crmHouseId}, ${entry.units} units) is claimed by no queue: not synced`,
      )
    case 'house_claimed_twice':
      return say(
        language,
        `Дом CRM ${entry.crmHouseId} указан у нескольких очередей (${entry.queueIds.join(', ')}): не синхронизируется`,
        `CRM house ${entry.crmHouseId} is claimed by several queues (${entry.queueIds.join(', ')}): not synced`,
      )
    case 'unreadable_unit':
      return say(
        language,
        `Объект CRM ${entry.crmUnitId} (№ ${entry.number}) не прочитан (${entry.reason}: ${entry.detail}): оставлен как есть`,
        `CRM unit ${entry.crmUnitId} (no. ${entry.number}) could not be read (${entry.reason}: ${entry.detail}): left as it is`,
      )
    case 'duplicate_number':
      return say(
        language,
        `№ ${entry.number} встречается в очереди ${entry.house} несколько раз (объекты CRM ${entry.crmUnitIds.join(', ')}): оставлены как есть`,
        `no. ${entry.number} appears several times in queue ${entry.house} (CRM units ${entry.crmUnitIds.join(', ')}): left as they are`,
      )
    case 'estate_matched_twice':
      return say(
        language,
        `Объекту CRM ${entry.crmUnitId} (№ ${entry.number}) соответствуют несколько помещений сайта (${entry.estateIds.join(', ')}): оставлены как есть`,
        `CRM unit ${entry.crmUnitId} (no. ${entry.number}) matches several estates (${entry.estateIds.join(', ')}): left as they are`,
      )
    case 'linked_elsewhere':
      return say(
        language,
        `Помещение ${entry.estateId} (№ ${entry.number}) связано с объектом CRM ${entry.crmUnitId} из дома ${entry.crmHouseId}, но стоит в другой очереди: оставлено как есть`,
        `estate ${entry.estateId} (no. ${entry.number}) is linked to CRM unit ${entry.crmUnitId} of house ${entry.crmHouseId} but belongs to another queue: left as it is`,
      )
    case 'pending_draft':
      return say(
        language,
        `№ ${entry.number}: есть неопубликованные правки; опубликуйте или отмените их, изменения CRM ждут`,
        `no. ${entry.number}: has unpublished changes; publish or discard them, the CRM's changes wait`,
      )
  }
}
