import { createHash } from 'node:crypto'

import { commitTransaction, initTransaction, killTransaction, type Payload, type PayloadRequest, type Where } from 'payload'

import { expireTags } from '../lib/cache-tags'
import { BULK_MAX_ESTATES, changedPrice, newPriceProblem, type BulkChange } from '../domain/bulk-change'
import type { EstateStatus } from '../domain/estate-categories'
import { priceChangeContext } from './price-history'

/**
 * A price or status change of many estates at once (issue 31, item 1): the preview the editor confirms,
 * then the same change applied in one transaction, each estate through Payload's update (its hooks,
 * validation and a new version that names the editor), and the site's caches expired once at the end.
 */

/** The list's selection: ticked rows, or every estate the list's filters and search match. */
export type BulkSelection = { ids: number[] } | { where: Where; search?: string }

type Value = number | string
export type BulkRow = { id: number; number: string; from: Value; to: Value }
export type BulkProblem = BulkRow & { message: string }

export type BulkPreview = {
  /** Estates the change applies to (those it would not change are left out and counted apart). */
  count: number
  /** Selected estates that already have the new value. */
  unchanged: number
  /** The first rows, old → new. */
  rows: BulkRow[]
  /** Every estate the change cannot apply to, with the reason: any blocks the change. */
  problems: BulkProblem[]
  /** Prices only: the sum before and after over the estates changed. */
  totals: { before: number; after: number } | null
  digest: string
}

export const PREVIEW_ROWS = 10

type Estate = { id: number; geo_flatnum: string; price: number; status: string; _status?: string | null }

const PENDING_DRAFT = {
  ru: 'есть неопубликованный черновик: опубликуйте или отмените его, затем повторите',
  en: 'has an unpublished draft: publish or discard it, then try again',
}

/** The estates as the admin's list shows them: each one's latest version (`draft: true`), in the list's id order. */
async function selectedEstates(payload: Payload, selection: BulkSelection, req: PayloadRequest): Promise<{ estates: Estate[]; total: number }> {
  let where: Where
  if ('ids' in selection) where = { id: { in: selection.ids } }
  else {
    // The list's search box asks by number, as `listSearchableFields` says (Estates.ts).
    const search = selection.search?.trim()
    where = search ? { and: [selection.where, { geo_flatnum: { like: search } }] } : selection.where
  }
  const found = await payload.find({
    collection: 'estates',
    where,
    draft: true,
    depth: 0,
    limit: BULK_MAX_ESTATES,
    sort: 'id',
    select: { geo_flatnum: true, price: true, status: true, _status: true },
    overrideAccess: true,
    req,
  })
  return { estates: found.docs as Estate[], total: found.totalDocs }
}

/** Of the estates whose latest version is a draft, those published all the same: saving one would publish its draft. */
async function withPendingDrafts(payload: Payload, estates: Estate[], req: PayloadRequest): Promise<Set<number>> {
  const drafts = estates.filter((estate) => estate._status === 'draft').map((estate) => estate.id)
  if (drafts.length === 0) return new Set()
  const { docs } = await payload.find({
    collection: 'estates',
    where: { and: [{ id: { in: drafts } }, { _status: { equals: 'published' } }] },
    depth: 0,
    pagination: false,
    select: { _status: true },
    overrideAccess: true,
    req,
  })
  return new Set(docs.map((doc) => doc.id))
}

export class TooManyEstates extends Error {
  constructor(readonly total: number) {
    super(`${total} estates selected, at most ${BULK_MAX_ESTATES}`)
  }
}

type Plan = { preview: BulkPreview; changes: Array<{ id: number; to: Value; draft: boolean }> }

async function plan(payload: Payload, selection: BulkSelection, change: BulkChange, language: 'ru' | 'en', req: PayloadRequest): Promise<Plan> {
  const { estates, total } = await selectedEstates(payload, selection, req)
  if (total > BULK_MAX_ESTATES) throw new TooManyEstates(total)
  const pending = await withPendingDrafts(payload, estates, req)
  const rows: BulkRow[] = []
  const problems: BulkProblem[] = []
  const changes: Plan['changes'] = []
  let unchanged = 0
  let before = 0
  let after = 0
  for (const estate of estates) {
    const from = change.kind === 'status' ? estate.status : estate.price
    const to = change.kind === 'status' ? change.status : changedPrice(estate.price, change)
    if (from === to) {
      unchanged++
      continue
    }
    const row = { id: estate.id, number: estate.geo_flatnum, from, to }
    const message = pending.has(estate.id) ? PENDING_DRAFT[language] : typeof to === 'number' ? newPriceProblem(to, language) : null
    if (message) problems.push({ ...row, message })
    rows.push(row)
    changes.push({ id: estate.id, to, draft: estate._status === 'draft' })
    if (typeof from === 'number' && typeof to === 'number') {
      before += from
      after += to
    }
  }
  // The digest identifies this exact change of these estates from these values: what the editor confirmed.
  const digest = createHash('sha256')
    .update(JSON.stringify([change, rows.map((row) => [row.id, row.from, row.to])]))
    .digest('hex')
  const preview = { count: rows.length, unchanged, rows: rows.slice(0, PREVIEW_ROWS), problems, totals: change.kind === 'status' ? null : { before, after }, digest }
  return { preview, changes }
}

/** The dry run: what the change would do, and its digest. Writes nothing. */
export async function previewBulkChange(payload: Payload, selection: BulkSelection, change: BulkChange, language: 'ru' | 'en', req: PayloadRequest): Promise<BulkPreview> {
  return (await plan(payload, selection, change, language, req)).preview
}

export type BulkApplied = { applied: number }

/**
 * Applies the change when the store still gives the confirmed preview (`digest`) and it has no problem;
 * otherwise writes nothing and says why. A published estate is saved published (the site shows the new
 * value), a never-published one stays a draft.
 */
export async function applyBulkChange(
  payload: Payload,
  selection: BulkSelection,
  change: BulkChange,
  digest: string,
  language: 'ru' | 'en',
  req: PayloadRequest,
): Promise<BulkApplied | { refused: 'problems' | 'changed'; preview: BulkPreview }> {
  const { preview, changes } = await plan(payload, selection, change, language, req)
  if (preview.problems.length) return { refused: 'problems', preview }
  if (preview.digest !== digest) return { refused: 'changed', preview }
  const field = change.kind === 'status' ? 'status' : 'price'
  // Caches are expired once, below, instead of by each save's afterChange hook; each published change is
  // recorded in the price history by the estates' hooks as the bulk change's (services/price-history.ts).
  const options = { req, overrideAccess: true, depth: 0, context: { skipRevalidate: true, ...priceChangeContext('bulk') }, select: { updatedAt: true } } as const
  const started = await initTransaction(req)
  try {
    for (const { id, to, draft } of changes)
      await payload.update({
        ...options,
        collection: 'estates',
        id,
        data: (field === 'status' ? { status: to } : { price: to }) as { status?: EstateStatus; price?: number },
        draft,
      })
    if (started) await commitTransaction(req)
  } catch (error) {
    if (started) await killTransaction(req)
    throw error
  }
  // The tags the collection's own afterChange hook expires (contentCollection: estates, alsoExpires complexes).
  await expireTags(['estates', 'complexes'])
  return { applied: changes.length }
}
