import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, PayloadRequest } from 'payload'

import { estateChangeOf, type EstateChange } from '../../domain/price-history'
import { recordEstateChanges, sourceOfContext } from '../../services/price-history'

/**
 * The estates' price history (issue 36, item 2), recorded by the estates' own hooks, so that every writer
 * through Payload (the admin, /cms-api, the price-list import, the bulk change, a scheduled publish, the
 * CRM sync) records each change once, in its save's transaction:
 *
 * - before the save, when it publishes (a draft save leaves the site alone, so it records nothing), the
 *   published row is read as the site shows it (the collection's own table: a draft saved over it lives
 *   in the versions table, so Payload's `originalDoc`, the latest version, may already hold the new price
 *   an autosave wrote) and compared with what the save publishes;
 * - after the save, the change is recorded with the source the writer named in the save's context
 *   (services/price-history.ts, `priceChangeContext`), an editor's by default, and the signed-in name
 *   (for an editor's change published by nobody signed in, a scheduled publish: the version's editor).
 *
 * A first publish (nothing was on the site) is no change; neither is an unpublish.
 */

/** The changes a save will publish, by request and estate, between the two hooks. */
const pending = new WeakMap<PayloadRequest, Map<number | string, { change: EstateChange; by: string | null }>>()

type Sale = { price?: number | null; status?: string | null; _status?: string | null; last_edited_by?: string | null }

export const notePriceChange: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
  const id = (originalDoc as { id?: number } | undefined)?.id
  if (operation !== 'update' || id === undefined) return data
  // A draft save has `_status: 'draft'` here (Payload sets it); a save without one keeps the latest version's.
  const publishes = (data._status ?? (originalDoc as Sale)._status) === 'published'
  if (!publishes) {
    pending.get(req)?.delete(id)
    return data
  }
  const published = (await req.payload.db.findOne({ collection: 'estates', where: { id: { equals: id } }, req })) as Sale | null
  const before = published?._status === 'published' ? { price: published.price ?? undefined, status: published.status ?? undefined } : null
  const after = { price: (data.price ?? (originalDoc as Sale).price) as number | undefined, status: (data.status ?? (originalDoc as Sale).status) as string | undefined }
  const change = estateChangeOf(Number(id), before, after)
  let changes = pending.get(req)
  if (!changes) pending.set(req, (changes = new Map()))
  // Nobody signed in (a scheduled publish): the editor who saved the version it publishes.
  const by = req.user ? null : ((data.last_edited_by ?? (originalDoc as Sale).last_edited_by) as string | null | undefined) || null
  if (change) changes.set(id, { change, by })
  else changes.delete(id)
  return data
}

export const recordPriceChange: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'update') return doc
  const changes = pending.get(req)
  const noted = changes?.get(doc.id)
  if (!noted) return doc
  changes!.delete(doc.id)
  // A restore saved as a draft: the site still shows the old row.
  if (doc._status !== undefined && doc._status !== 'published') return doc
  const source = sourceOfContext(req.context)
  await recordEstateChanges(req.payload, [noted.change], { source, req, by: source === 'editor' ? noted.by : null })
  return doc
}
