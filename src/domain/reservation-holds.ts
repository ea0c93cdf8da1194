import type { EstateCategoryCode } from './estate-categories'
import type { StoreEstate } from './inventory-plan'
import type { InventorySnapshot } from './inventory-snapshot'

/**
 * Online reservation holds (issue 33, item 3): a visitor's "Забронировать" keeps a free unit reserved for
 * RESERVATION_HOLD_HOURS while the sales team calls back. The rules here are pure; the store's side is
 * src/services/reservation-holds.ts.
 */

/** A hold's life: placed (`active`), kept by a manager (`confirmed`), or ended one of three ways. */
export const HOLD_STATES = ['active', 'confirmed', 'released', 'expired', 'sold'] as const
export type HoldState = (typeof HOLD_STATES)[number]

/** The states in which a hold keeps its unit reserved: at most one such hold per unit (a unique index). */
export const HELD_STATES = ['active', 'confirmed'] as const satisfies readonly HoldState[]
export const isHeld = (state: string): boolean => (HELD_STATES as readonly string[]).includes(state)

/** A free unit like the one that could not be held (the 409's `similar`, each with its page's `path`). */
export type SimilarUnit = {
  id: number
  category: EstateCategoryCode
  number: string
  rooms: number | null
  area: number
  floor: number | null
  price: number
  path: string
}

/** The hold as the reservation's 201 answers it (`data.hold`). */
export type HoldAnswer = { id: number; ends_at: string; payment_url: string | null }

/** The hold in a reservation's answer (its `data`), or null for any other answer. */
export function holdAnswerOf(data: Record<string, unknown>): HoldAnswer | null {
  const hold = data.hold as Partial<HoldAnswer> | undefined
  return hold && typeof hold.id === 'number' && typeof hold.ends_at === 'string' ? { id: hold.id, ends_at: hold.ends_at, payment_url: hold.payment_url ?? null } : null
}

/** At most this many units held at once per phone and per client address. */
export const MAX_HOLDS_PER_VISITOR = 2

export const holdEndsAt = (placedAt: number, hours: number): Date => new Date(placedAt + Math.round(hours * 3_600_000))

/** An active hold ends by itself when its time has come; a confirmed one stays until a manager ends it. */
export const isDue = (hold: { state: string; ends_at: string }, now: number): boolean => hold.state === 'active' && Date.parse(hold.ends_at) <= now

/**
 * The prepayment page's address from RESERVATION_PAYMENT_URL: `{estate_id}`, `{amount}` and `{hold_id}`
 * replaced (URL-encoded). Null without a template, or when the result is not an http(s) address.
 */
export function paymentLink(template: string | undefined, values: { estate_id: number; amount: number; hold_id: number }): string | null {
  if (!template) return null
  const filled = template.replace(/\{(estate_id|amount|hold_id)\}/g, (_, name: keyof typeof values) => encodeURIComponent(String(values[name])))
  try {
    const url = new URL(filled)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null
  } catch {
    return null
  }
}

/**
 * The CRM's status of a unit the site holds: a CRM that still says "free" must not undo the hold (the
 * sales team sees the hold as a lead, not in the CRM), anything else is the CRM's word.
 */
export const statusUnderHold = <S extends string>(crmStatus: S, held: boolean): S | 'reserved' => (held && crmStatus === 'free' ? 'reserved' : crmStatus)

/**
 * The CRM's snapshot as the sync plans with it: the units linked to estates a hold keeps reserved say
 * `reserved` where the CRM says `free` (statusUnderHold), so that a sync run never undoes a hold.
 */
export function withHeldUnitsReserved(snapshot: InventorySnapshot, estates: readonly StoreEstate[], held: ReadonlySet<number>): InventorySnapshot {
  if (!held.size) return snapshot
  const heldCrmIds = new Set(estates.flatMap((estate) => (held.has(estate.id) && estate.crmId?.trim() ? [estate.crmId.trim()] : [])))
  return { ...snapshot, units: snapshot.units.map((unit) => ({ ...unit, status: statusUnderHold(unit.status, heldCrmIds.has(unit.id)) })) }
}
