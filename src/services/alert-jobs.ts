import type { JobsConfig, Payload, PayloadRequest, TaskConfig } from 'payload'

import { confirmationEmail, digestEmail, searchLabel, unitChangeEmail, unitTitle, type AlertLinks, type SearchDigest, type UnitLine } from '../domain/alert-emails'
import { digestDue, searchNews, unitAlertReason } from '../domain/alerts'
import { displayedEstateNumber, isEstateCategoryCode, type EstateCategoryCode } from '../domain/estate-categories'
import type { Locale } from '../domain/locales'
import { localizedPath } from '../domain/routing-rules'
import { estatePath, propertiesPath } from '../domain/site-pages'
import { alertsConfig } from '../lib/config.js'
import { siteOrigin } from '../lib/site-origin'
import { ALERTS, findAlerts, matchingUnits, tokenOf, type AlertRow } from './alerts'
import { similarFreeUnits } from './reservation-holds'
import { withQueue } from '../lib/jobs-queue'

/**
 * The alerts' e-mails as jobs of Payload's queue (issue 34, item 1), run by the server's autoRun every
 * second on the delivery leader (leads/jobs.ts), retried with backoff when the mail server fails:
 *
 * - `alert-confirmation`: the first e-mail of a subscription, with its link; nothing else before it;
 * - `alert-unit-change`: queued by the price history's hook when a recorded change of a followed unit is
 *   news (a lower price, a new status), in the transaction of the change; each follower's row remembers
 *   the last change told (`last_change`), set right after its e-mail, so a retry never sends it twice;
 * - `alert-digest`: one job per address with saved searches, waiting until its digest is due (a day,
 *   ALERT_DIGEST_INTERVAL_S): the news of all its searches in one e-mail, then the next one queued.
 */

export const ALERTS_QUEUE = 'alerts'
const CONFIRMATION_TASK = 'alert-confirmation'
const UNIT_CHANGE_TASK = 'alert-unit-change'
const DIGEST_TASK = 'alert-digest'

const RETRIES = { attempts: 8, backoff: { type: 'exponential' as const, delay: 5000 } }

const absolute = (locale: Locale, path: string): string => `${siteOrigin()}${localizedPath(locale, path)}`

/** The manage page and the one-click stop of a row (the page's form, and the mail client's RFC 8058 POST to the API). */
function linksOf(locale: Locale, token: string): AlertLinks & { oneClick: string } {
  const manage = `${absolute(locale, '/alerts')}?token=${token}`
  return { manage, unsubscribe: `${manage}&stop=1`, oneClick: `${siteOrigin()}/api/alerts/unsubscribe?token=${token}` }
}

async function send(payload: Payload, to: string, email: { subject: string; text: string }, messageId: string, oneClick?: string): Promise<void> {
  await payload.sendEmail({
    to,
    subject: email.subject,
    text: email.text,
    messageId: `<${messageId}@alerts.qazaq-stroy>`,
    ...(oneClick ? { headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } } : {}),
  })
}

/** A unit as the e-mails of one language name it, or null when it is not on the site. */
async function unitLine(payload: Payload, id: number, locale: Locale): Promise<(UnitLine & { category: EstateCategoryCode }) | null> {
  const estate = await payload.findByID({
    collection: 'estates',
    id,
    locale,
    depth: 2,
    overrideAccess: true,
    disableErrors: true,
    select: { category: true, geo_flatnum: true, slug: true, price: true, house: true },
  })
  if (!estate || !isEstateCategoryCode(estate.category) || !estate.slug) return null
  const house = typeof estate.house === 'object' ? estate.house : null
  const project = house && typeof house.complex === 'object' && house.complex ? house.complex.name : ''
  return {
    category: estate.category,
    title: unitTitle(locale, estate.category, displayedEstateNumber(estate.category, estate.geo_flatnum), project ?? ''),
    price: estate.price,
    url: absolute(locale, estatePath(estate.category, estate.slug)),
  }
}

// ---------------------------------------------------------------------------------------------------
// The confirmation

type ConfirmationIO = { input: { subscription: number }; output: { result: string } }

export async function queueConfirmation(payload: Payload, subscription: number): Promise<void> {
  await payload.jobs.queue({ task: CONFIRMATION_TASK, queue: ALERTS_QUEUE, input: { subscription } })
}

async function whatOf(payload: Payload, row: AlertRow): Promise<string> {
  if (row.kind === 'unit') return row.estate === null ? '' : ((await unitLine(payload, row.estate, row.locale))?.title ?? '')
  return isEstateCategoryCode(row.search_category) ? searchLabel(row.locale, row.search_category, row.search_query ?? '') : ''
}

const confirmationTask: TaskConfig<ConfirmationIO> = {
  slug: CONFIRMATION_TASK,
  label: 'Send an alert subscription its confirmation',
  inputSchema: [{ name: 'subscription', type: 'number', required: true }],
  outputSchema: [{ name: 'result', type: 'text' }],
  retries: RETRIES,
  handler: async ({ input, job, req }) => {
    const { payload } = req
    const [row] = await findAlerts(payload, { id: { equals: input.subscription } }, 1)
    const token = row && !row.confirmed_at ? await tokenOf(payload, row.id) : null
    if (!row || !token) return { output: { result: 'nothing to confirm' } }
    const email = confirmationEmail(row.locale, row.kind, await whatOf(payload, row), linksOf(row.locale, token).manage)
    await send(payload, row.email, email, `alert-confirm-${row.id}-${job.id}`)
    return { output: { result: 'sent' } }
  },
}

// ---------------------------------------------------------------------------------------------------
// A followed unit's change

type UnitChangeIO = { input: { change: number }; output: { result: string } }

type ChangeRow = { id: number; estate: number | { id: number }; previous_price: number; price: number; previous_status: string; status: string }

/**
 * Queues a recorded change's e-mails when it is news to a confirmed follower, in the change's transaction
 * (the price history's hook). The hook's document holds only what its writer selected, so the change is
 * read whole when it lacks its figures.
 */
export async function queueUnitAlerts(req: PayloadRequest, doc: Partial<ChangeRow> & { id: number }): Promise<void> {
  const change =
    typeof doc.price === 'number' && doc.status !== undefined
      ? (doc as ChangeRow)
      : ((await req.payload.findByID({ collection: 'estate-price-changes', id: doc.id, depth: 0, overrideAccess: true, disableErrors: true, req })) as ChangeRow | null)
  if (!change || !unitAlertReason(change)) return
  const estate = typeof change.estate === 'object' ? change.estate.id : change.estate
  const { totalDocs } = await req.payload.count({
    collection: ALERTS,
    where: { and: [{ estate: { equals: estate } }, { confirmed_at: { exists: true } }] },
    overrideAccess: true,
    req,
  })
  if (totalDocs) await req.payload.jobs.queue({ task: UNIT_CHANGE_TASK, queue: ALERTS_QUEUE, input: { change: change.id }, req })
}

const unitChangeTask: TaskConfig<UnitChangeIO> = {
  slug: UNIT_CHANGE_TASK,
  label: "Tell a unit's followers of its change",
  inputSchema: [{ name: 'change', type: 'number', required: true }],
  outputSchema: [{ name: 'result', type: 'text' }],
  retries: RETRIES,
  handler: async ({ input, req }) => {
    const { payload } = req
    const change = (await payload.findByID({ collection: 'estate-price-changes', id: input.change, depth: 0, overrideAccess: true, disableErrors: true })) as ChangeRow | null
    const reason = change && unitAlertReason(change)
    if (!change || !reason) return { output: { result: 'no news' } }
    const estate = typeof change.estate === 'object' ? change.estate.id : change.estate
    const followers = await findAlerts(
      payload,
      { and: [{ estate: { equals: estate } }, { confirmed_at: { exists: true } }, { or: [{ last_change: { exists: false } }, { last_change: { less_than: change.id } }] }] },
      10_000,
    )
    const byLocale = new Map<Locale, Promise<{ unit: UnitLine | null; similar: UnitLine[] }>>()
    const wordsIn = (locale: Locale) => {
      let words = byLocale.get(locale)
      if (!words) {
        words = (async () => {
          const unit = await unitLine(payload, estate, locale)
          const similar = reason === 'sold' ? await similarFreeUnits(payload, estate) : []
          const lines = await Promise.all(similar.map((other) => unitLine(payload, other.id, locale)))
          return { unit, similar: lines.filter((line): line is NonNullable<typeof line> => line !== null) }
        })()
        byLocale.set(locale, words)
      }
      return words
    }
    let sent = 0
    for (const follower of followers) {
      const { unit, similar } = await wordsIn(follower.locale)
      const token = await tokenOf(payload, follower.id)
      if (unit && token) {
        const links = linksOf(follower.locale, token)
        const email = unitChangeEmail(follower.locale, { reason, unit: { ...unit, price: change.price }, previous_price: change.previous_price, similar }, links)
        await send(payload, follower.email, email, `alert-change-${change.id}-${follower.id}`, links.oneClick)
        sent++
      }
      // Right after its e-mail: a retry of this job skips whoever got it.
      await payload.update({ collection: ALERTS, id: follower.id, data: { last_change: change.id }, depth: 0, overrideAccess: true })
    }
    return { output: { result: `sent ${sent}` } }
  },
}

// ---------------------------------------------------------------------------------------------------
// Saved searches: the daily digest of an address

type DigestIO = { input: { email: string }; output: { result: string } }

const intervalMs = () => alertsConfig.digestIntervalSeconds() * 1000
/** A digest the mail server refused is tried again this much later (the job itself is never retried: see below). */
const DIGEST_RETRY_MS = 5 * 60_000

const queueDigest = (payload: Payload, email: string, afterMs: number) =>
  payload.jobs.queue({ task: DIGEST_TASK, queue: ALERTS_QUEUE, input: { email }, waitUntil: new Date(Date.now() + afterMs) })

/**
 * A confirmed search starts its address's chain of digests (one waiting job per address), unless the
 * address had a confirmed search already: its chain is waiting.
 */
export async function startDigests(payload: Payload, row: AlertRow): Promise<void> {
  if (row.kind !== 'search') return
  const others = await payload.count({
    collection: ALERTS,
    where: { and: [{ email: { equals: row.email } }, { kind: { equals: 'search' } }, { confirmed_at: { exists: true } }, { id: { not_equals: row.id } }] },
    overrideAccess: true,
  })
  if (!others.totalDocs) await queueDigest(payload, row.email, intervalMs())
}

type DigestOutcome = { result: string; nextInMs: number | null }

async function sendDigest(payload: Payload, email: string): Promise<DigestOutcome> {
  const searches = await findAlerts(payload, { and: [{ email: { equals: email } }, { kind: { equals: 'search' } }, { confirmed_at: { exists: true } }] })
  if (!searches.length) return { result: 'no searches', nextInMs: null }
  const lastSent =
    searches
      .map((row) => row.digest_at ?? '')
      .sort()
      .at(-1) || null
  if (!digestDue(lastSent, Date.now(), intervalMs())) return { result: 'not due', nextInMs: Date.parse(lastSent!) + intervalMs() - Date.now() }
  // The language the visitor used last.
  const locale = searches.at(-1)!.locale
  const line = (id: number) => unitLine(payload, id, locale)
  const digests: SearchDigest[] = []
  const seen = new Map<number, object>()
  // Each row's token read once (a search with news, and the first search for the one-click stop).
  const tokens = new Map<number, Promise<string | null>>()
  const token = (id: number): Promise<string | null> => {
    if (!tokens.has(id)) tokens.set(id, tokenOf(payload, id))
    return tokens.get(id)!
  }
  for (const row of searches) {
    if (!isEstateCategoryCode(row.search_category)) continue
    const news = searchNews(row.seen, await matchingUnits(payload, row))
    seen.set(row.id, news.seen)
    if (!news.added.length && !news.cheaper.length) continue
    const rowToken = await token(row.id)
    if (!rowToken) continue
    const added = (await Promise.all(news.added.slice(0, 10).map(line))).filter((unit) => unit !== null)
    const cheaper = (await Promise.all(news.cheaper.slice(0, 10).map(async (unit) => ({ line: await line(unit.id), from: unit.from })))).flatMap((unit) =>
      unit.line ? [{ ...unit.line, from: unit.from }] : [],
    )
    const listing = `${absolute(locale, propertiesPath(row.search_category))}${row.search_query ? `?${row.search_query}` : ''}`
    digests.push({ label: searchLabel(locale, row.search_category, row.search_query ?? ''), url: listing, added, cheaper, links: linksOf(locale, rowToken) })
  }
  const now = new Date().toISOString()
  if (digests.length) {
    // The mail client's one click stops every saved search of the address (the digest is theirs).
    const first = (await token(searches[0].id))!
    await send(payload, email, digestEmail(locale, digests), `alert-digest-${searches[0].id}-${Date.parse(now)}`, `${linksOf(locale, first).oneClick}&scope=searches`)
  }
  // What was seen now is the next look's starting point; `digest_at` moves only when a digest went.
  for (const [id, units] of seen)
    await payload.update({ collection: ALERTS, id, data: { seen: units, ...(digests.length ? { digest_at: now } : {}) } as never, depth: 0, overrideAccess: true })
  return { result: digests.length ? `sent ${digests.length} searches` : 'no news', nextInMs: intervalMs() }
}

/**
 * Not retried by the queue: the job queues the address's next one itself (after the interval, or a few
 * minutes after a failure), so each address keeps exactly one waiting digest whatever happens.
 */
const digestTask: TaskConfig<DigestIO> = {
  slug: DIGEST_TASK,
  label: "Send an address its saved searches' digest",
  inputSchema: [{ name: 'email', type: 'text', required: true }],
  outputSchema: [{ name: 'result', type: 'text' }],
  retries: 0,
  handler: async ({ input, req }) => {
    let outcome: DigestOutcome
    try {
      outcome = await sendDigest(req.payload, input.email)
    } catch (error) {
      req.payload.logger.warn(`[alerts] digest failed, tried again in ${DIGEST_RETRY_MS / 60_000} min: ${(error as Error).message}`)
      outcome = { result: 'failed', nextInMs: DIGEST_RETRY_MS }
    }
    if (outcome.nextInMs !== null) await queueDigest(req.payload, input.email, Math.max(outcome.nextInMs, 1000))
    return { output: { result: outcome.result } }
  },
}

/** Adds the alerts' tasks and their queue's autoRun (every second: news leaves within a second of its job). */
export const withAlerts = (jobs: JobsConfig): JobsConfig => withQueue(jobs, ALERTS_QUEUE, 20, [confirmationTask, unitChangeTask, digestTask])
