import { and, eq, inArray, sql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import { expireTags } from '../lib/cache-tags'
import { configuredInventorySource, type InventorySource } from '../crm/inventory/source'
import { pricePerSquareMetre } from '../domain/money'
import {
  describeInventoryProblem,
  isEmptyPlan,
  planInventorySync,
  type InventoryChange,
  type InventoryPlan,
  type InventoryPlanCounts,
  type NewEstate,
  type StoreEstate,
} from '../domain/inventory-plan'
import type { EstateStatus } from '../domain/estate-categories'
import { withHeldUnitsReserved } from '../domain/reservation-holds'
import { MAX_SLUG_LENGTH, numberedSlug, slugFromName } from '../domain/slugs'
import { addMissingLatestVersions, readStoreSchema } from '../migrations/data/latest-versions'
import { rowsOf, storeHandle, type Statement } from '../lib/store-handle'
import { estateSlugs, insertStatement, loadSyncStore, runnerOf, writeInOneTransaction, type SyncQueue, type SyncStore } from './inventory-sync-store'
import { withSyncLock } from './inventory-sync-lock'
import { endHoldsOfSoldUnits, heldEstateIds } from './reservation-holds'

/**
 * The CRM inventory sync (issue 36, item 1): the configured CRM's whole inventory is read
 * (crm/inventory), compared with the store (domain/inventory-plan.ts) and the differences written, with
 * their price history, then the site's caches are expired once (every instance within 2 s, as a save).
 *
 * - One run at a time across instances and processes (inventory-sync-lock.ts); a run that finds another
 *   one going answers `busy` and changes nothing.
 * - A fetch that fails changes nothing: the run is logged `failed` with the (secret-free) error.
 * - The dry run (`dryRun`) reads and plans only: the admin's «Проверить» shows its rows.
 * - Writes go in batches of at most BATCH estates, each one transaction with its history and versions of
 *   those estates only, and after each batch the run rests as long as the batch took (REST_PER_WORK): a
 *   visitor's page or an editor's save waits for one small batch at most, not for the run, and the run takes
 *   at most half of the server's thread and of the database meanwhile (`npm run bench:sync`). Plans are
 *   idempotent: if a batch fails, the run is logged `failed` with what was applied, and the next run
 *   finishes the job.
 * - Every run that is not a dry run is logged in `crm-sync-runs`: start, end, source, counts, problems.
 */

const BATCH = 100
/** Rest after each batch, per unit of the batch's own time: 1 leaves visitors half the time, and a first sync of 60,000 estates still takes well under a minute. */
const REST_PER_WORK = 1
/** The problem rows a log entry keeps (the counts keep the total). */
const LOGGED_PROBLEMS = 200
/** Change rows a dry run answers (the counts say how many in all). */
const DRY_RUN_ROWS = 500

export type SyncTrigger = 'schedule' | 'manual'
export type SyncCounts = InventoryPlanCounts

export type SyncOutcome =
  | { status: 'busy' }
  | { status: 'not_configured' }
  | { status: 'failed'; runId: number | null; error: string; counts: SyncCounts | null }
  | { status: 'done'; runId: number; counts: SyncCounts; problems: string[]; durationMs: number }
  | { status: 'dry'; counts: SyncCounts; problems: string[]; changes: DryRunRow[] }

/** One row of the dry run's table: the price-list import's `{id, number, house, changes}` shape. */
export type DryRunRow = { kind: 'new' | 'changed' | 'link' | 'off'; id: number | null; number: string; house: number; crmId: string; changes: InventoryChange['changes'] }

export type SyncOptions = {
  trigger: SyncTrigger
  dryRun?: boolean
  /** The source to read (tests, the benchmark); the configured one by default. */
  source?: InventorySource
  language?: 'ru' | 'en'
  log?: (message: string) => void
}

const emptyCounts = (): SyncCounts => ({ new: 0, linked: 0, priceChanged: 0, statusChanged: 0, otherChanged: 0, takenOff: 0, problems: 0, unchanged: 0 })

/** A run of the sync: see the module comment. Never throws for a CRM's or the store's failure: the outcome says it. */
export async function runInventorySync(payload: Payload, options: SyncOptions): Promise<SyncOutcome> {
  const source = options.source ?? configuredInventorySource()
  if (!source) return { status: 'not_configured' }
  const outcome = await withSyncLock(() => (options.dryRun ? dryRun(payload, source, options) : syncRun(payload, source, options)))
  return outcome ?? { status: 'busy' }
}

async function dryRun(payload: Payload, source: InventorySource, options: SyncOptions): Promise<SyncOutcome> {
  try {
    const store = await loadSyncStore(payload)
    const plan = planInventorySync(withHeldUnitsReserved(await source.fetchAll(), store.estates, await heldEstateIds(payload)), store)
    return {
      status: 'dry',
      counts: plan.counts,
      problems: plan.problems.map((entry) => describeInventoryProblem(entry, options.language)),
      changes: dryRunRows(plan).slice(0, DRY_RUN_ROWS),
    }
  } catch (error) {
    return { status: 'failed', runId: null, error: messageOf(error), counts: null }
  }
}

function dryRunRows(plan: InventoryPlan): DryRunRow[] {
  const changed = new Set(plan.changed.map((change) => change.id))
  return [
    ...plan.create.map((entry): DryRunRow => ({ kind: 'new', id: null, number: entry.number, house: entry.house, crmId: entry.crmId, changes: {} })),
    ...plan.changed.map((change): DryRunRow => ({ kind: 'changed', id: change.id, number: change.number, house: change.house, crmId: change.crmId, changes: change.changes })),
    ...plan.link
      .filter((link) => !changed.has(link.id))
      .map((link): DryRunRow => ({ kind: 'link', id: link.id, number: link.number, house: link.house, crmId: link.crmId, changes: {} })),
    ...plan.takenOff.map((off): DryRunRow => ({ kind: 'off', id: off.id, number: off.number, house: off.house, crmId: off.crmId, changes: { published: [true, false] } })),
  ]
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2000)

async function syncRun(payload: Payload, source: InventorySource, options: SyncOptions): Promise<SyncOutcome> {
  const started = Date.now()
  await closeInterruptedRuns(payload)
  const run = await payload.create({
    collection: 'crm-sync-runs',
    data: { started_at: new Date(started).toISOString(), source: source.name, trigger: options.trigger, status: 'running' },
    overrideAccess: true,
    depth: 0,
  })
  const finish = async (data: Record<string, unknown>) => {
    await payload.update({ collection: 'crm-sync-runs', id: run.id, data: { ended_at: new Date().toISOString(), ...data }, overrideAccess: true, depth: 0 })
  }
  let plan: InventoryPlan
  let store: SyncStore
  try {
    const snapshot = await source.fetchAll()
    store = await loadSyncStore(payload)
    plan = planInventorySync(withHeldUnitsReserved(snapshot, store.estates, await heldEstateIds(payload)), store)
  } catch (error) {
    const message = messageOf(error)
    await finish({ status: 'failed', error: message, ...countFields(emptyCounts()) })
    return { status: 'failed', runId: run.id, error: message, counts: null }
  }
  const problems = plan.problems.map((entry) => describeInventoryProblem(entry, options.language))
  const logged = { ...countFields(plan.counts), problem_rows: problems.slice(0, LOGGED_PROBLEMS) }
  if (isEmptyPlan(plan)) {
    await endHoldsOfSoldUnits(payload)
    await finish({ status: 'done', ...logged })
    return { status: 'done', runId: run.id, counts: plan.counts, problems, durationMs: Date.now() - started }
  }
  let applied = 0
  try {
    applied = await applyPlan(payload, plan, store, (count) => options.log?.(`[crm-sync] ${count} estates written`))
  } catch (error) {
    const message = `${messageOf(error)} (${applied} of ${plan.create.length + plan.changed.length + plan.link.length + plan.takenOff.length} writes applied before the failure; the next run completes them)`
    await finish({ status: 'failed', error: message, ...logged })
    await expireTags(['estates', 'complexes', 'houses'])
    return { status: 'failed', runId: run.id, error: message, counts: plan.counts }
  }
  await expireTags(['estates', 'complexes', 'houses'])
  // A unit the CRM sold ends its hold at once (the hold's lead stays with the sales team).
  await endHoldsOfSoldUnits(payload)
  await finish({ status: 'done', ...logged })
  return { status: 'done', runId: run.id, counts: plan.counts, problems, durationMs: Date.now() - started }
}

const countFields = (counts: SyncCounts) => ({
  new_count: counts.new,
  linked_count: counts.linked,
  price_changed_count: counts.priceChanged,
  status_changed_count: counts.statusChanged,
  other_changed_count: counts.otherChanged,
  taken_off_count: counts.takenOff,
  problem_count: counts.problems,
})

/** A run whose process died (killed, restarted) stays `running`: the next run, holding the lock, closes it. */
async function closeInterruptedRuns(payload: Payload): Promise<void> {
  await payload.update({
    collection: 'crm-sync-runs',
    where: { status: { equals: 'running' } },
    data: { status: 'failed', error: 'interrupted: the process running it stopped', ended_at: new Date().toISOString() },
    overrideAccess: true,
    depth: 0,
  })
}

/** One estate's write: an update of an existing one (what changes, whether it leaves the site) or a new one. */
type Write =
  | { kind: 'update'; id: number; set: Record<string, unknown>; history?: { previous_price: number; price: number; previous_status: EstateStatus; status: EstateStatus } }
  | { kind: 'create'; estate: NewEstate }

/** The plan as writes, one per estate (a link, its changes and its taking off merged). */
function writesOf(plan: InventoryPlan, store: Map<number, StoreEstate>): Write[] {
  const updates = new Map<number, Extract<Write, { kind: 'update' }>>()
  const updateOf = (id: number) => {
    let write = updates.get(id)
    if (!write) updates.set(id, (write = { kind: 'update', id, set: {} }))
    return write
  }
  for (const link of plan.link) updateOf(link.id).set.crm_id = link.crmId
  for (const change of plan.changed) {
    const write = updateOf(change.id)
    for (const [field, [, to]] of Object.entries(change.changes)) {
      if (field === 'published') write.set._status = to ? 'published' : 'draft'
      else write.set[field === 'number' ? 'geo_flatnum' : field] = to
    }
    const before = store.get(change.id)!
    if ('price' in write.set || 'area' in write.set)
      write.set.price_per_m2 = pricePerSquareMetre((write.set.price as number | undefined) ?? before.price, (write.set.area as number | undefined) ?? before.area)
  }
  for (const off of plan.takenOff) updateOf(off.id).set._status = 'draft'
  // The history records what visitors saw change (as the estates' hooks do): not a first publish, not a taking off.
  for (const write of updates.values()) {
    const before = store.get(write.id)!
    const price = (write.set.price as number | undefined) ?? before.price
    const status = (write.set.status as EstateStatus | undefined) ?? before.status
    const onSite = write.set._status === undefined ? before.onSite : write.set._status === 'published'
    if (before.onSite && onSite && (price !== before.price || status !== before.status))
      write.history = { previous_price: before.price, price, previous_status: before.status, status }
  }
  return [...updates.values(), ...plan.create.map((estate): Write => ({ kind: 'create', estate }))]
}

/** Applies the plan in batches (see the module comment); answers how many estates were written. */
async function applyPlan(payload: Payload, plan: InventoryPlan, store: SyncStore, progress: (count: number) => void): Promise<number> {
  const before = new Map(store.estates.map((estate) => [estate.id, estate]))
  const queues = new Map(store.queues.map((queue) => [queue.id, queue]))
  const writes = writesOf(plan, before)
  const slugs = await estateSlugs(payload)
  const { drizzle, tables } = storeHandle(payload)
  const schema = await readStoreSchema(runnerOf(payload))
  let applied = 0
  for (let start = 0; start < writes.length; start += BATCH) {
    const batch = writes.slice(start, start + BATCH)
    const batchStarted = performance.now()
    const now = new Date().toISOString()
    const [{ above }] = await rowsOf<{ above: number | string | null }>(drizzle, sql`SELECT max(id) AS above FROM estates`)
    const statements: Statement[] = []
    const touched: number[] = []
    const history: Record<string, unknown>[] = []
    const created: Record<string, unknown>[] = []
    for (const write of batch) {
      if (write.kind === 'update') {
        statements.push(
          drizzle
            .update(tables.estates)
            .set({ ...write.set, updatedAt: now })
            .where(eq(tables.estates.id as never, write.id))
            .toSQL(),
        )
        touched.push(write.id)
        if (write.history) history.push({ estate_id: write.id, ...write.history, changed_at: now, source: 'sync', changed_by: null, created_at: now, updated_at: now })
      } else created.push(newEstateRow(write.estate, queues.get(write.estate.house)!, slugs, now))
    }
    if (created.length) statements.push(insertStatement(payload, 'estates', created))
    if (history.length) statements.push(insertStatement(payload, 'estate_price_changes', history))
    // Each written estate gets a new latest version, as a Payload save writes one (the admin lists estates
    // from their latest versions); the new estates (ids above `above`) get their first.
    if (touched.length)
      statements.push(
        drizzle
          .update(tables._estates_v)
          .set({ latest: false })
          .where(and(inArray(tables._estates_v.parent as never, touched), eq(tables._estates_v.latest as never, true)))
          .toSQL(),
      )
    await addMissingLatestVersions(runnerOf(payload, statements), ['estates'], { schema, ids: touched, above: Number(above ?? 0) })
    await writeInOneTransaction(payload, statements)
    applied += batch.length
    progress(applied)
    if (applied < writes.length) await new Promise((resolve) => setTimeout(resolve, (performance.now() - batchStarted) * REST_PER_WORK))
  }
  return applied
}

/** A new estate's row: its slug from the queue's and the number (numbered when taken), its project from the queue. */
function newEstateRow(estate: NewEstate, queue: SyncQueue, slugs: Set<string>, now: string): Record<string, unknown> {
  // Most numbers are plain ("117", "C-4"): lower-cased as they are; slugify (a few dozen µs a call, on the
  // server's thread, 60,000 times in a first sync) only for the others ("P№45", «К-3»).
  const plain = /^[a-z0-9]+(?:-[a-z0-9]+)*$/i.test(estate.number)
  const base =
    (plain ? `${queue.slug}-${estate.number.toLowerCase()}`.slice(0, MAX_SLUG_LENGTH).replace(/-+$/, '') : slugFromName(`${queue.slug} ${estate.number}`)) ||
    `estate-${estate.crmId}`
  let slug = base
  for (let n = 2; slugs.has(slug); n++) slug = numberedSlug(base, n)
  slugs.add(slug)
  // The table's column names (insertStatement).
  return {
    slug,
    crm_id: estate.crmId,
    geo_flatnum: estate.number,
    category: estate.category,
    house_id: estate.house,
    complex_id: queue.projectId,
    status: estate.status,
    rooms: estate.rooms,
    area: estate.area,
    floor: estate.floor,
    section: estate.section,
    price: estate.price,
    price_per_m2: pricePerSquareMetre(estate.price, estate.area),
    _status: 'published',
    created_at: now,
    updated_at: now,
  }
}
