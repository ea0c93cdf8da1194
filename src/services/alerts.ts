import crypto from 'node:crypto'

import type { Payload, Where } from 'payload'

import {
  confirmationDue,
  MAX_ALERTS_PER_ADDRESS,
  MAX_UNCONFIRMED_PER_ADDRESS,
  searchNews,
  UNCONFIRMED_TTL_MS,
  type AlertKind,
  type AlertRequest,
  type SavedSearch,
  type SeenUnits,
} from '../domain/alerts'
import { isEstateCategoryCode, type EstateCategoryCode } from '../domain/estate-categories'
import { ROOMS_PLUS } from '../domain/estate-filters'
import { parseListingQuery } from '../domain/estates-query'
import type { Locale } from '../domain/locales'
import { readRestorationAliases } from './restoration-aliases'

/**
 * Price and status alerts and saved searches (issue 34, item 1), the store's side: subscribing (nothing is
 * sent but the confirmation before its link is followed), confirming, an address's list and its
 * deletion, and the units a saved search matches. The e-mails go through the jobs queue
 * (services/alert-jobs.ts). Loaded by the jobs, so without Next (no `server-only`, no Next cache).
 */

export const ALERTS = 'alert-subscriptions'

export type AlertRow = {
  id: number
  email: string
  kind: AlertKind
  locale: Locale
  estate: number | null
  search_category: string | null
  search_query: string | null
  confirmed_at: string | null
  last_change: number | null
  seen: SeenUnits | null
  digest_at: string | null
  createdAt: string
  updatedAt: string
}

/** Why a subscription was refused: the unit it names is not on the site. */
export class AlertRefused extends Error {
  constructor(readonly field: 'estate_id') {
    super(`alert refused: ${field}`)
  }
}

const idOf = (value: unknown): number | null => (typeof value === 'number' ? value : value && typeof value === 'object' ? Number((value as { id: number }).id) : null)

const toRow = (doc: Record<string, unknown>): AlertRow => ({ ...(doc as unknown as AlertRow), estate: idOf(doc.estate) })

/** Rows of the alerts, the address included (the jobs and the endpoints read as the system, never as staff). */
export async function findAlerts(payload: Payload, where: Where, limit = MAX_ALERTS_PER_ADDRESS * 5): Promise<AlertRow[]> {
  const { docs } = await payload.find({ collection: ALERTS, where, depth: 0, limit, pagination: false, sort: 'createdAt', overrideAccess: true, showHiddenFields: true })
  return docs.map((doc) => toRow(doc as unknown as Record<string, unknown>))
}

const newToken = (): string => crypto.randomBytes(24).toString('base64url')

/** The subscription a token opens, with the address it belongs to; null for an unknown token. */
async function rowOfToken(payload: Payload, token: string): Promise<(AlertRow & { token: string }) | null> {
  const [row] = await findAlerts(payload, { token: { equals: token } }, 1)
  return row ? { ...row, token } : null
}

/** The token of a row (the e-mails' links); only the jobs read it. */
export async function tokenOf(payload: Payload, id: number): Promise<string | null> {
  const doc = await payload.findByID({ collection: ALERTS, id, depth: 0, overrideAccess: true, showHiddenFields: true, disableErrors: true, select: { token: true } })
  return (doc as { token?: string } | null)?.token ?? null
}

/** Deletes subscriptions nobody confirmed within UNCONFIRMED_TTL_MS (the data is kept only while subscribed). */
async function dropUnconfirmed(payload: Payload): Promise<void> {
  const before = new Date(Date.now() - UNCONFIRMED_TTL_MS).toISOString()
  await payload.delete({ collection: ALERTS, where: { and: [{ confirmed_at: { exists: false } }, { createdAt: { less_than: before } }] }, overrideAccess: true, depth: 0 })
}

/**
 * A visitor's request to follow a unit or a search. A new one is stored unconfirmed and answered with the
 * id of a row whose confirmation e-mail should go (null: nothing to send: it is confirmed already, or the
 * address follows MAX_ALERTS_PER_ADDRESS things or has MAX_UNCONFIRMED_PER_ADDRESS waiting). The same
 * request again sends the confirmation again, once CONFIRMATION_RESEND_MS have passed since the last one,
 * so a lost e-mail can be asked for once more but a form posted in a loop cannot flood an inbox.
 */
export async function subscribeAlert(payload: Payload, request: Omit<AlertRequest, 'search'> & { search?: SavedSearch }, locale: Locale): Promise<number | null> {
  await dropUnconfirmed(payload)
  const email = request.email
  let what: Where
  let data: Record<string, unknown>
  if (request.estate_id !== undefined) {
    const { totalDocs } = await payload.count({
      collection: 'estates',
      where: { and: [{ id: { equals: request.estate_id } }, { _status: { equals: 'published' } }] },
      overrideAccess: true,
    })
    if (!totalDocs) throw new AlertRefused('estate_id')
    what = { and: [{ kind: { equals: 'unit' } }, { estate: { equals: request.estate_id } }] }
    data = { kind: 'unit', estate: request.estate_id }
  } else {
    const search = request.search!
    what = { and: [{ kind: { equals: 'search' } }, { search_category: { equals: search.category } }, { search_query: { equals: search.query } }] }
    data = { kind: 'search', search_category: search.category, search_query: search.query }
  }
  const [same] = await findAlerts(payload, { and: [{ email: { equals: email } }, what] }, 1)
  if (same) {
    if (!confirmationDue(same, Date.now())) return null
    // Saved again (its language too): the time of this confirmation is the row's updatedAt.
    await payload.update({ collection: ALERTS, id: same.id, data: { locale }, depth: 0, overrideAccess: true, select: { kind: true } })
    return same.id
  }
  const { docs: rows, totalDocs: followed } = await payload.find({
    collection: ALERTS,
    where: { email: { equals: email } },
    limit: MAX_ALERTS_PER_ADDRESS,
    depth: 0,
    overrideAccess: true,
    select: { confirmed_at: true },
  })
  if (followed >= MAX_ALERTS_PER_ADDRESS || rows.filter((row) => !row.confirmed_at).length >= MAX_UNCONFIRMED_PER_ADDRESS) return null
  const created = await payload.create({ collection: ALERTS, data: { ...data, email, locale, token: newToken() } as never, depth: 0, overrideAccess: true, select: { kind: true } })
  return created.id
}

/** The estates' newest recorded change: a new follower hears of changes after this one only. */
async function latestChangeOf(payload: Payload, estate: number): Promise<number> {
  const { docs } = await payload.find({
    collection: 'estate-price-changes',
    where: { estate: { equals: estate } },
    sort: '-id',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    select: {},
  })
  return docs[0]?.id ?? 0
}

/**
 * Confirms the subscription of a token (its address's link was followed) and takes its starting point:
 * a unit's newest change, a search's matching units now. Answers the row (confirmed before or now), or
 * null for an unknown token.
 */
export async function confirmAlert(payload: Payload, token: string): Promise<{ row: AlertRow; confirmedNow: boolean } | null> {
  const row = await rowOfToken(payload, token)
  if (!row) return null
  if (row.confirmed_at) return { row, confirmedNow: false }
  const start: Record<string, unknown> =
    row.kind === 'unit' && row.estate !== null ? { last_change: await latestChangeOf(payload, row.estate) } : { seen: searchNews(null, await matchingUnits(payload, row)).seen }
  const confirmed_at = new Date().toISOString()
  await payload.update({ collection: ALERTS, id: row.id, data: { ...start, confirmed_at } as never, depth: 0, overrideAccess: true })
  return { row: { ...row, ...start, confirmed_at }, confirmedNow: true }
}

/** What the address of a token follows (its manage page), or null for an unknown token. */
export async function alertsOfToken(payload: Payload, token: string): Promise<{ current: AlertRow; rows: AlertRow[] } | null> {
  const current = await rowOfToken(payload, token)
  if (!current) return null
  return { current, rows: await findAlerts(payload, { email: { equals: current.email } }) }
}

/** Which of an address's subscriptions a stop deletes: the token's own, its saved searches (a digest's), all, or one by id. */
export type AlertsToStop = 'this' | 'searches' | 'all' | number

/**
 * Stops alerts with a token: its own subscription (an alert's one-click unsubscribe), the address's saved
 * searches (a digest's), another one of the address (by id, from the manage page), or all of them. The
 * rows are deleted. Answers how many.
 */
export async function stopAlerts(payload: Payload, token: string, which: AlertsToStop): Promise<number> {
  const current = await rowOfToken(payload, token)
  if (!current) return 0
  const address: Where = { email: { equals: current.email } }
  const where: Where =
    which === 'this'
      ? { id: { equals: current.id } }
      : which === 'all'
        ? address
        : which === 'searches'
          ? { and: [address, { kind: { equals: 'search' } }] }
          : { and: [address, { id: { equals: which } }] }
  const { docs } = await payload.delete({ collection: ALERTS, where, depth: 0, overrideAccess: true, select: { kind: true } })
  return docs.length
}

// ---------------------------------------------------------------------------------------------------
// A saved search's units

/**
 * The free units a saved search matches, cheapest first: the listing's own filters (domain/estates-query)
 * as a Payload query, with the listing's visibility (the unit, its queue and its project published).
 */
export async function matchingUnits(payload: Payload, search: Pick<AlertRow, 'search_category' | 'search_query'>, limit = 300): Promise<Array<{ id: number; price: number }>> {
  if (!isEstateCategoryCode(search.search_category)) return []
  const where = await savedSearchWhere(payload, search.search_category, search.search_query ?? '')
  const { docs } = await payload.find({ collection: 'estates', where, sort: ['price', 'id'], limit, pagination: false, depth: 0, overrideAccess: true, select: { price: true } })
  return docs.map((doc) => ({ id: doc.id, price: doc.price }))
}

async function savedSearchWhere(payload: Payload, category: EstateCategoryCode, search: string): Promise<Where> {
  const { query } = parseListingQuery(search)
  const and: Where[] = [
    { category: { equals: category } },
    { status: { equals: 'free' } },
    { _status: { equals: 'published' } },
    { 'house._status': { equals: 'published' } },
    { 'house.complex._status': { equals: 'published' } },
  ]
  if (query.rooms.length) {
    const exact = query.rooms.filter((rooms) => rooms < ROOMS_PLUS)
    const or: Where[] = []
    if (exact.length) or.push({ rooms: { in: exact } })
    if (query.rooms.includes(ROOMS_PLUS)) or.push({ rooms: { greater_than_equal: ROOMS_PLUS } })
    and.push({ or })
  }
  for (const field of ['price', 'area', 'floor'] as const) {
    const [low, high] = [query[`${field}_from`], query[`${field}_to`]]
    if (low !== undefined) and.push({ [field]: { greater_than_equal: low } })
    if (high !== undefined) and.push({ [field]: { less_than_equal: high } })
  }
  if (query.restorations.length) {
    const aliases = new Map(await readRestorationAliases(payload))
    // A finishing type that no longer exists matches nothing, as on the listing (it drops the filter there
    // and redirects; a saved search keeps what the visitor chose).
    and.push({ restoration: { in: query.restorations.map((token) => aliases.get(token.toLowerCase()) ?? -1) } })
  }
  if (query.house_id.length) and.push({ house: { in: query.house_id } })
  if (query.complex_id.length) and.push({ 'house.complex': { in: query.complex_id } })
  if (query.completion.length) and.push({ 'house.completion_year': { in: query.completion } })
  return { and }
}
