/**
 * Price and status alerts (issue 34, item 1): what a visitor may follow, what a change of a followed unit
 * says, and what is news for a saved search. No accounts: an e-mail address, confirmed by a click in the
 * first e-mail (double opt-in), and a secret token per subscription for its links. Pure functions,
 * unit-tested (alerts.test.ts); the store's side is services/alerts.ts.
 */

import { z } from 'zod'

import { categoryFromPath, type EstateCategoryCode, type EstateStatus } from './estate-categories'
import { DEFAULT_ESTATE_SORT } from './estate-filters'
import { emailField, idField, LEAD_LIMITS } from './lead-forms'
import { listingSearchParams, parseListingQuery, type ListingQuery } from './estates-query'
import { PAGES } from './site-pages'

export const ALERT_KINDS = ['unit', 'search'] as const
export type AlertKind = (typeof ALERT_KINDS)[number]

/** An address follows at most this many units and searches: a form posted in a loop cannot grow a list without end. */
export const MAX_ALERTS_PER_ADDRESS = 20
/**
 * What one address receives before it confirms anything, whoever posts the forms: at most this many
 * subscriptions wait for its click, and a repeated request sends a waiting one's confirmation again only
 * after CONFIRMATION_RESEND_MS (so a lost e-mail can be asked for again): at most 20 confirmation e-mails an
 * hour to an address that never asked for them, and none after a week.
 */
export const MAX_UNCONFIRMED_PER_ADDRESS = 5
export const CONFIRMATION_RESEND_MS = 15 * 60_000
/** Whether a repeated request sends a subscription's confirmation again: it waits, and its last one is old enough. */
export const confirmationDue = (row: { confirmed_at: string | null; updatedAt: string }, now: number): boolean =>
  !row.confirmed_at && now - Date.parse(row.updatedAt) >= CONFIRMATION_RESEND_MS

/** A subscription nobody confirmed is deleted after this (the data is kept only while subscribed). */
export const UNCONFIRMED_TTL_MS = 7 * 24 * 60 * 60_000
/** A saved search remembers at most this many matching units (the cheapest), enough for a digest's news. */
export const SEEN_UNITS_LIMIT = 300

/** A saved search: the listing's category and its filters, as the listing's own URL says them (no page). */
export type SavedSearch = { category: EstateCategoryCode; query: string }

/**
 * A listing's path and query (`/properties/apartments?rooms=2&price_to=40000000`, with or without the
 * language prefix) as a saved search: its category and its filters in canonical order, the page and
 * anything the listing would drop left out. Null for anything but a listing.
 */
export function savedSearchOf(listingUrl: string): SavedSearch | null {
  let url: URL
  try {
    url = new URL(listingUrl, 'http://site')
  } catch {
    return null
  }
  const segments = url.pathname.split('/').filter(Boolean)
  if (segments[0] === 'kk' || segments[0] === 'en') segments.shift()
  if (segments.length !== 2 || `/${segments[0]}` !== PAGES.properties) return null
  const category = categoryFromPath(segments[1])
  if (!category) return null
  const { query } = parseListingQuery(url.searchParams)
  return { category, query: canonicalSearch(query) }
}

/** The filters alone: the page and the sort order say nothing of what is looked for. */
const canonicalSearch = (query: ListingQuery): string => listingSearchParams({ ...query, page: 1, sort: DEFAULT_ESTATE_SORT }).toString()

/** The body of POST /api/alerts: an address and either a unit (`estate_id`) or a listing (`search`, its path and query). */
export const alertRequestSchema = z
  .object({
    email: emailField,
    estate_id: idField.optional(),
    search: z.string().trim().max(LEAD_LIMITS.page, 'validation_max').optional(),
  })
  .superRefine((value, ctx) => {
    if ((value.estate_id === undefined) === (value.search === undefined)) ctx.addIssue({ code: 'custom', path: ['estate_id'], message: 'validation_required' })
    else if (value.search !== undefined && !savedSearchOf(value.search)) ctx.addIssue({ code: 'custom', path: ['search'], message: 'validation_search' })
  })

export type AlertRequest = z.infer<typeof alertRequestSchema>

/** Why a followed unit's follower hears of a change: its price went down, or its sale status changed. */
export type UnitAlertReason = 'lowered' | EstateStatus

/**
 * What a recorded change of a unit tells its followers: a new status (sold, reserved, free again) first,
 * else a lower price; a higher price alone tells nothing (nobody asked to hear of it).
 */
export function unitAlertReason(change: { previous_price: number; price: number; previous_status: string; status: string }): UnitAlertReason | null {
  if (change.status !== change.previous_status) return change.status as EstateStatus
  return change.price < change.previous_price ? 'lowered' : null
}

/** A saved search's units at its last digest: id → price. */
export type SeenUnits = Record<string, number>

export type SearchNews = {
  /** Units that match now and did not at the last look. */
  added: number[]
  /** Units that matched then and are cheaper now. */
  cheaper: Array<{ id: number; from: number; to: number }>
  /** What to remember for the next look. */
  seen: SeenUnits
}

/** The news of a saved search between its last look (`seen`) and now (`current`, the matching units, cheapest first). */
export function searchNews(seen: SeenUnits | null | undefined, current: ReadonlyArray<{ id: number; price: number }>): SearchNews {
  const before = seen ?? {}
  const kept = current.slice(0, SEEN_UNITS_LIMIT)
  const added: number[] = []
  const cheaper: SearchNews['cheaper'] = []
  for (const unit of kept) {
    const was = before[String(unit.id)]
    if (was === undefined) added.push(unit.id)
    else if (unit.price < was) cheaper.push({ id: unit.id, from: was, to: unit.price })
  }
  return { added, cheaper, seen: Object.fromEntries(kept.map((unit) => [String(unit.id), unit.price])) }
}

/** Whether an address's digest may go: never sent, or sent at least `intervalMs` ago (one a day by default). */
export const digestDue = (lastSentAt: string | null | undefined, now: number, intervalMs: number): boolean => !lastSentAt || now - Date.parse(lastSentAt) >= intervalMs - 1000

/** A subscription's secret token: what its links carry (unguessable, URL-safe). */
export const isAlertToken = (value: unknown): value is string => typeof value === 'string' && /^[A-Za-z0-9_-]{32,64}$/.test(value)
