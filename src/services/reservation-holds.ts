import { and, eq, sql } from '@payloadcms/db-sqlite/drizzle'
import type { JobsConfig, Payload, PayloadRequest, TaskConfig, Where } from 'payload'

import { reservationConfig } from '../lib/config.js'
import { expireTags } from '../lib/cache-tags'
import { rowsOf, storeHandle } from '../lib/store-handle'
import { isEstateCategoryCode } from '../domain/estate-categories'
import { estatePath } from '../domain/site-pages'
import { HELD_STATES, holdEndsAt, isDue, MAX_HOLDS_PER_VISITOR, paymentLink, type HoldState, type SimilarUnit } from '../domain/reservation-holds'
import { recordEstateChanges } from './price-history'
import { withQueue } from '../lib/jobs-queue'

/**
 * Online reservation holds (issue 33, item 3), the store's side; the rules are in domain/reservation-holds.ts
 * and the collection in content/collections/ReservationHolds.ts.
 *
 * Placing a hold: the hold's row first (a partial unique index lets one held row per unit exist, so of
 * visitors pressing at once exactly one gets it), then the unit's status from free to reserved in one
 * conditional UPDATE. The status is written straight into the estate's row and its latest version, as the
 * CRM sync writes it (services/inventory-sync.ts): a Payload save would publish an editor's pending draft
 * of the unit along with it. The price history records the change (source `hold`) and the site's caches
 * expire at once, on every instance (lib/cache-tags.ts), as for any other status change.
 */

export type PlacedHold = { id: number; estate: number; ends_at: string; price: number; payment_url: string | null }

/**
 * Why a hold was not placed: no such unit on the site, the unit is not free, or the visitor holds enough
 * already (`by` the phone or the client address).
 */
export class HoldRefused extends Error {
  constructor(
    readonly reason: 'missing' | 'unavailable' | 'limit',
    readonly by?: 'phone' | 'address',
  ) {
    super(`hold refused: ${reason}${by ? ` (${by})` : ''}`)
  }
}

type HoldRow = { id: number; estate: number | { id: number }; state: HoldState; ends_at: string; phone: string; price?: number | null }

const HOLDS = 'reservation-holds'
const held: Where = { state: { in: [...HELD_STATES] } }
const idOf = (value: number | { id: number }) => (typeof value === 'object' ? value.id : value)

const placed = (hold: HoldRow): PlacedHold => {
  const price = hold.price ?? 0
  return {
    id: hold.id,
    estate: idOf(hold.estate),
    ends_at: hold.ends_at,
    price,
    payment_url: paymentLink(reservationConfig.paymentUrl(), { estate_id: idOf(hold.estate), amount: price, hold_id: hold.id }),
  }
}

async function heldRows(payload: Payload, where: Where, limit = 10): Promise<HoldRow[]> {
  const { docs } = await payload.find({ collection: HOLDS, where: { and: [held, where] }, depth: 0, limit, pagination: false, overrideAccess: true })
  return docs as unknown as HoldRow[]
}

/** A published estate's status and price as the site shows them (its own row), or null. */
async function siteEstate(payload: Payload, estateId: number): Promise<{ status: string; price: number } | null> {
  const { drizzle } = storeHandle(payload)
  const [row] = await rowsOf<{ status: string; price: number | string; published: string | null }>(
    drizzle,
    sql`SELECT status, price, _status AS published FROM estates WHERE id = ${estateId}`,
  )
  return row && row.published === 'published' ? { status: row.status, price: Number(row.price) } : null
}

/** Sets the estate's status from `from` to `to` in its row and its latest version; false when it was not `from`. */
async function switchStatus(payload: Payload, estateId: number, from: string, to: string): Promise<boolean> {
  const { drizzle, tables } = storeHandle(payload)
  const now = new Date().toISOString()
  const changed = await rowsOf<{ id: number }>(drizzle, sql`UPDATE estates SET status = ${to}, updated_at = ${now} WHERE id = ${estateId} AND status = ${from} RETURNING id`)
  if (!changed.length) return false
  // The admin lists estates from their latest versions (an editor's pending draft keeps its other fields).
  await drizzle
    .update(tables._estates_v)
    .set({ version_status: to })
    .where(and(eq(tables._estates_v.parent as never, estateId), eq(tables._estates_v.latest as never, true)))
  return true
}

async function recordStatusChange(payload: Payload, estateId: number, price: number, from: 'free' | 'reserved', to: 'free' | 'reserved', req?: PayloadRequest) {
  await recordEstateChanges(payload, [{ estate: estateId, previous_price: price, price, previous_status: from, status: to }], { source: 'hold', req })
  await expireTags(['estates', 'complexes', 'houses'])
}

/**
 * Holds a free unit for the visitor (phone, client address) for RESERVATION_HOLD_HOURS. The same phone
 * asking again for a unit it holds gets its hold back (a form sent twice). Throws HoldRefused.
 */
export async function placeHold(payload: Payload, { estateId, phone, clientAddress }: { estateId: number; phone: string; clientAddress: string | null }): Promise<PlacedHold> {
  const [own] = await heldRows(payload, { and: [{ estate: { equals: estateId } }, { phone: { equals: phone } }] }, 1)
  if (own) return placed(own)
  if ((await heldRows(payload, { phone: { equals: phone } }, MAX_HOLDS_PER_VISITOR)).length >= MAX_HOLDS_PER_VISITOR) throw new HoldRefused('limit', 'phone')
  if (clientAddress && (await heldRows(payload, { client_address: { equals: clientAddress } }, MAX_HOLDS_PER_VISITOR)).length >= MAX_HOLDS_PER_VISITOR)
    throw new HoldRefused('limit', 'address')

  const estate = await siteEstate(payload, estateId)
  if (!estate) throw new HoldRefused('missing')
  if (estate.status !== 'free') throw new HoldRefused('unavailable')
  let hold: HoldRow
  try {
    hold = (await payload.create({
      collection: HOLDS,
      data: {
        estate: estateId,
        state: 'active',
        ends_at: holdEndsAt(Date.now(), reservationConfig.holdHours()).toISOString(),
        price: estate.price,
        phone,
        client_address: clientAddress,
      },
      depth: 0,
      overrideAccess: true,
      disableTransaction: true,
    })) as unknown as HoldRow
  } catch (error) {
    // Another visitor's hold of the unit won the race (the unique index); anything else is the store's failure.
    if ((await heldRows(payload, { estate: { equals: estateId } }, 1)).length) throw new HoldRefused('unavailable')
    throw error
  }
  if (!(await switchStatus(payload, estateId, 'free', 'reserved'))) {
    // The unit stopped being free between the read and the hold (the CRM, an editor): no hold then. Deleted,
    // not released: a release would free the unit that someone else has just reserved.
    await payload.delete({ collection: HOLDS, id: hold.id, depth: 0, overrideAccess: true })
    throw new HoldRefused('unavailable')
  }
  await recordStatusChange(payload, estateId, estate.price, 'free', 'reserved')
  return placed(hold)
}

/**
 * Up to `limit` free units on the site like the estate: the same category in the same queue, the same
 * number of rooms first, then the nearest in price.
 */
export async function similarFreeUnits(payload: Payload, estateId: number, limit = 3): Promise<SimilarUnit[]> {
  const estate = await payload.findByID({
    collection: 'estates',
    id: estateId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    select: { house: true, category: true, rooms: true, price: true },
  })
  if (!estate) return []
  const house = typeof estate.house === 'object' && estate.house ? estate.house.id : estate.house
  const { docs } = await payload.find({
    collection: 'estates',
    where: {
      and: [
        { house: { equals: house } },
        { category: { equals: estate.category } },
        { status: { equals: 'free' } },
        { _status: { equals: 'published' } },
        { id: { not_equals: estateId } },
      ],
    },
    depth: 0,
    limit: 200,
    pagination: false,
    overrideAccess: true,
    select: { slug: true, category: true, geo_flatnum: true, rooms: true, area: true, floor: true, price: true },
  })
  const distance = (unit: (typeof docs)[number]) => [unit.rooms === estate.rooms ? 0 : 1, Math.abs(unit.price - estate.price)]
  return docs
    .sort((a, b) => {
      const [ra, pa] = distance(a)
      const [rb, pb] = distance(b)
      return ra - rb || pa - pb
    })
    .flatMap((unit): SimilarUnit[] =>
      unit.slug && isEstateCategoryCode(unit.category)
        ? [
            {
              id: unit.id,
              category: unit.category,
              number: unit.geo_flatnum,
              rooms: unit.rooms ?? null,
              area: unit.area,
              floor: unit.floor ?? null,
              price: unit.price,
              path: estatePath(unit.category, unit.slug),
            },
          ]
        : [],
    )
    .slice(0, limit)
}

/** Links the hold to the lead that carries it to the sales team. */
export async function attachHoldLead(payload: Payload, holdId: number, leadId: number): Promise<void> {
  await payload.update({ collection: HOLDS, id: holdId, data: { lead: leadId }, depth: 0, overrideAccess: true })
}

/** Ends a hold that still holds its unit (its unit is freed by the collection's hook); false when it had ended. */
export async function endHold(payload: Payload, holdId: number, state: Exclude<HoldState, (typeof HELD_STATES)[number]>): Promise<boolean> {
  const hold = (await payload.findByID({ collection: HOLDS, id: holdId, depth: 0, overrideAccess: true, disableErrors: true })) as unknown as HoldRow | null
  if (!hold || !(HELD_STATES as readonly string[]).includes(hold.state)) return false
  await payload.update({ collection: HOLDS, id: holdId, data: { state }, depth: 0, overrideAccess: true })
  return true
}

/**
 * After hold `except` stopped holding: its unit back to free, if it is still reserved and no other hold
 * holds it (a unit the CRM or an editor sold meanwhile stays sold). Called by the collection's hook inside
 * the hold's save (`req`), so the price history shares its transaction.
 */
export async function releaseHeldEstate(payload: Payload, estateId: number, except: number, req?: PayloadRequest): Promise<void> {
  if ((await heldRows(payload, { and: [{ estate: { equals: estateId } }, { id: { not_equals: except } }] }, 1)).length) return
  const estate = await siteEstate(payload, estateId)
  if (!(await switchStatus(payload, estateId, 'reserved', 'free'))) return
  await recordStatusChange(payload, estateId, estate?.price ?? 0, 'reserved', 'free', req)
}

/** Holds of units the CRM or an editor marked sold end at once (the CRM sync calls this after each run). */
export async function endHoldsOfSoldUnits(payload: Payload): Promise<number> {
  const holds = await heldRows(payload, {}, 1000)
  if (!holds.length) return 0
  const { docs } = await payload.find({
    collection: 'estates',
    where: { and: [{ id: { in: holds.map((hold) => idOf(hold.estate)) } }, { status: { equals: 'sold' } }] },
    depth: 0,
    limit: 1000,
    pagination: false,
    select: { status: true },
    overrideAccess: true,
  })
  const sold = new Set(docs.map((estate) => estate.id))
  let ended = 0
  for (const hold of holds) if (sold.has(idOf(hold.estate)) && (await endHold(payload, hold.id, 'sold'))) ended++
  return ended
}

/** The ids of the units a hold keeps reserved (the CRM sync keeps them reserved while the CRM says free). */
export async function heldEstateIds(payload: Payload): Promise<Set<number>> {
  return new Set((await heldRows(payload, {}, 100_000)).map((hold) => idOf(hold.estate)))
}

// ---------------------------------------------------------------------------------------------------
// The end of a hold: a job at its end time

export const RESERVATION_HOLDS_QUEUE = 'reservation-holds'
const END_TASK = 'reservation-hold-end'

type EndIO = { input: { hold: number }; output: { result: string } }

/** Queues the check that ends an active hold at `endsAt` (a moved end queues another; the earlier one finds it not due). */
export async function queueHoldEnd(payload: Payload, holdId: number, endsAt: string): Promise<void> {
  await payload.jobs.queue({ task: END_TASK, queue: RESERVATION_HOLDS_QUEUE, input: { hold: holdId }, waitUntil: new Date(endsAt) })
}

export const holdEndTask: TaskConfig<EndIO> = {
  slug: END_TASK,
  label: 'End a reservation hold at its time',
  inputSchema: [{ name: 'hold', type: 'number', required: true }],
  outputSchema: [{ name: 'result', type: 'text' }],
  retries: 3,
  handler: async ({ input, req }) => {
    const hold = (await req.payload.findByID({ collection: HOLDS, id: input.hold, depth: 0, overrideAccess: true, disableErrors: true })) as unknown as HoldRow | null
    // The job may run up to a second before its time (autoRun ticks); a second's slack.
    if (!hold || !isDue(hold, Date.now() + 1000)) return { output: { result: 'not due' } }
    await endHold(req.payload, hold.id, 'expired')
    return { output: { result: 'expired' } }
  },
}

/** Adds the hold's end task and its queue's autoRun (every second: a hold ends at most a second late). */
export const withReservationHolds = (jobs: JobsConfig): JobsConfig => withQueue(jobs, RESERVATION_HOLDS_QUEUE, 50, [holdEndTask])
