import type { Payload, PayloadRequest, RequestContext } from 'payload'

import { isPriceChangeSource, type EstateChange, type PriceChangeSource } from '../domain/price-history'
import { staffName } from '../domain/staff-names'

/**
 * The estates' price history (issue 36, item 2): one row of `estate-price-changes` for every change of an
 * estate's price or sale status that reached the site.
 *
 * Writes through Payload (an editor's publish, the price-list import, the bulk change, the CRM sync when it
 * saves through Payload) are recorded by the estates' own hooks (content/hooks/price-history.ts), which
 * compare the published row before the save with what the save publishes and call `recordEstateChanges`,
 * once per change, in the save's transaction. Such a writer names itself with `priceChangeContext(source)`
 * in the save's `context` (an editor by default). A writer that changes estates without Payload's hooks
 * (a direct SQL update) calls `recordEstateChanges` itself, with the same `req` as its writes so that the
 * history shares their transaction, and expires the `estates` tag as any estates writer does.
 */

/** Where the source of a save travels from its writer to the estates' hooks: Payload's `context`. */
const SOURCE_KEY = 'priceChangeSource'

/** The `context` of a save made by `source` (import, bulk, sync): its price changes are recorded as that source's. */
export const priceChangeContext = (source: PriceChangeSource): RequestContext => ({ [SOURCE_KEY]: source })

/** The source a save's context names; an editor's when it names none (the admin, /cms-api, a scheduled publish). */
export const sourceOfContext = (context: RequestContext | undefined): PriceChangeSource => {
  const source = context?.[SOURCE_KEY]
  return isPriceChangeSource(source) ? source : 'editor'
}

export type RecordOptions = {
  source: PriceChangeSource
  /** The request the changes were made in: its transaction, and its signed-in staff member as `changed_by`. */
  req?: PayloadRequest
  /** Who made them when no one is signed in (a CRM manager's name the sync knows); the signed-in staff member otherwise. */
  by?: string | null
}

/** Records the changes (one row each) and answers how many. Changes whose price and status are the old ones are skipped. */
export async function recordEstateChanges(payload: Payload, changes: readonly EstateChange[], { source, req, by }: RecordOptions): Promise<number> {
  const who = by?.trim() || (req?.user ? staffName(req.user as { name?: string; email?: string }) : '') || null
  let recorded = 0
  for (const change of changes) {
    if (change.price === change.previous_price && change.status === change.previous_status) continue
    await payload.create({
      collection: 'estate-price-changes',
      data: {
        estate: change.estate,
        previous_price: change.previous_price,
        price: change.price,
        previous_status: change.previous_status,
        status: change.status,
        changed_at: change.date ?? new Date().toISOString(),
        source,
        changed_by: who,
      },
      depth: 0,
      select: { changed_at: true },
      overrideAccess: true,
      // No `context` here: given with `req`, Payload merges it into the request's, and a `skipRevalidate`
      // would stop the estate's own save from expiring the site's caches (the history's one hook, which tells a unit's followers, reads no context).
      ...(req ? { req } : {}),
    })
    recorded++
  }
  return recorded
}
