import type { JobsConfig, Payload, TaskConfig, Where } from 'payload'

import { crmConfig } from '../lib/config.js'
import { runInventorySync } from './inventory-sync'
import { withQueue } from '../lib/jobs-queue'

/**
 * The scheduled CRM sync (issue 36, item 1) as a Payload job: one `crmInventorySync` job waits in the
 * `crm-sync` queue until its time (`waitUntil`); the server's autoRun picks it up within a second (one
 * instance runs jobs: leads/jobs.ts's leader check), the task runs the sync when it is due (the last run
 * started at least CRM_SYNC_INTERVAL_S ago: a duplicate job or a manual run in between makes it a no-op)
 * and queues the next one. `queueNextInventorySync` at start-up makes sure one is waiting, so the chain
 * survives restarts. Without a CRM configured nothing is queued.
 */

export const CRM_SYNC_QUEUE = 'crm-sync'
const TASK = 'crm-inventory-sync'

type SyncIO = { input: object; output: { result: string } }

/** When the last run started (any result), or null. */
async function lastRunStart(payload: Payload): Promise<number | null> {
  const { docs } = await payload.find({ collection: 'crm-sync-runs', sort: '-started_at', limit: 1, depth: 0, select: { started_at: true }, overrideAccess: true })
  return docs[0] ? Date.parse(docs[0].started_at) : null
}

/**
 * Queues the next scheduled run at the end of the interval, unless one is already waiting for that time
 * or earlier (other than `except`, the job now running). A waiting job that is later (queued under a
 * longer CRM_SYNC_INTERVAL_S before a restart) is replaced, so a shorter interval applies at once.
 */
export async function queueNextInventorySync(payload: Payload, except?: number | string): Promise<void> {
  if (!crmConfig.inventorySource()) return
  const last = await lastRunStart(payload)
  const due = Math.max((last ?? 0) + crmConfig.syncIntervalSeconds() * 1000, Date.now())
  const waiting: Where = {
    and: [
      { taskSlug: { equals: TASK } },
      { completedAt: { exists: false } },
      { hasError: { not_equals: true } },
      ...(except === undefined ? [] : [{ id: { not_equals: except } }]),
    ],
  }
  const { docs } = await payload.find({ collection: 'payload-jobs', where: waiting, depth: 0, limit: 100, overrideAccess: true })
  if (docs.some((job) => !job.waitUntil || Date.parse(job.waitUntil) <= due)) return
  if (docs.length) await payload.delete({ collection: 'payload-jobs', where: { id: { in: docs.map((job) => job.id) } }, overrideAccess: true })
  await payload.jobs.queue({ task: TASK, queue: CRM_SYNC_QUEUE, input: {}, waitUntil: new Date(due) })
}

export const inventorySyncTask: TaskConfig<SyncIO> = {
  slug: TASK,
  label: 'Sync units from the CRM (Profitbase or MacroCRM)',
  outputSchema: [{ name: 'result', type: 'text' }],
  // A failed run is logged and the next one comes an interval later; the job itself is not retried.
  retries: 0,
  handler: async ({ job, req }) => {
    const { payload } = req
    let result = 'not due'
    try {
      const last = await lastRunStart(payload)
      // A second's slack: the job was queued for the moment the interval ends.
      if (last === null || Date.now() - last >= crmConfig.syncIntervalSeconds() * 1000 - 1000) {
        const outcome = await runInventorySync(payload, { trigger: 'schedule' })
        result = outcome.status
        if (outcome.status === 'failed') payload.logger.warn(`[crm-sync] run failed: ${outcome.error}`)
      }
    } finally {
      await queueNextInventorySync(payload, job.id)
    }
    return { output: { result } }
  },
}

/** Adds the sync's task and its queue's autoRun (every second: the run comes at most a second late). */
export const withInventorySync = (jobs: JobsConfig): JobsConfig => withQueue(jobs, CRM_SYNC_QUEUE, 1, [inventorySyncTask])
