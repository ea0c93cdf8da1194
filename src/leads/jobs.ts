import pg from 'pg'
import type { JobsConfig, Payload } from 'payload'

import { hasRole } from '../content/access'
import { storeConfig } from '../lib/config'
import { databaseKind } from '../lib/database'
import { leadsConfig } from './config'
import { deliverLeadTask, jobsInFlight, LEADS_QUEUE } from './delivery/task'

/**
 * Payload's Jobs Queue runs the lead deliveries: jobs live in the database (they survive restarts),
 * failed ones are retried with exponential backoff, and `autoRun` runs due jobs inside the server
 * process. Two gaps of the queue are closed here, before every run:
 * - a job being run when its process was killed (SIGKILL, power loss) stays marked "processing"
 *   forever; after LEADS_STALE_JOB_SECONDS (longer than any delivery can take) it is released and runs
 *   again, never one this process is still running;
 * - claiming jobs is not atomic across processes, so with several instances on one PostgreSQL only the
 *   holder of an advisory lock runs deliveries (another one takes over when it dies).
 */

const LEADER_LOCK_KEY = 72_610_005
let leaderClient: pg.Client | null = null

async function isDeliveryLeader(): Promise<boolean> {
  if (databaseKind() !== 'postgres') return true
  if (leaderClient) return true
  const client = new pg.Client({ connectionString: storeConfig.databaseUrl(), connectionTimeoutMillis: 2000 })
  // The lock lives as long as this connection: when it breaks, the lock is gone and is taken again later.
  const drop = () => {
    if (leaderClient === client) leaderClient = null
  }
  client.on('error', drop)
  client.on('end', drop)
  try {
    await client.connect()
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [LEADER_LOCK_KEY])
    if (rows[0]?.locked) {
      leaderClient = client
      return true
    }
  } catch {
    // database unreachable: no deliveries this tick
  }
  await client.end().catch(() => undefined)
  return false
}

async function releaseStaleJobs(payload: Payload): Promise<void> {
  const staleBefore = new Date(Date.now() - leadsConfig.staleJobMs()).toISOString()
  await payload.update({
    collection: 'payload-jobs',
    where: {
      and: [
        { queue: { equals: LEADS_QUEUE } },
        { processing: { equals: true } },
        { updatedAt: { less_than: staleBefore } },
        ...(jobsInFlight.size ? [{ id: { not_in: [...jobsInFlight] } }] : []),
      ],
    },
    data: { processing: false },
    overrideAccess: true,
    depth: 0,
    disableTransaction: true,
  })
}

/** Called by Payload before each autoRun tick (ticks never overlap within a process). */
async function beforeDeliveryRun(payload: Payload): Promise<boolean> {
  try {
    if (!(await isDeliveryLeader())) return false
    await releaseStaleJobs(payload)
    return true
  } catch (error) {
    payload.logger.warn(`[leads] delivery tick skipped: ${(error as Error).message}`)
    return false
  }
}

const adminOnly = ({ req }: { req: { user?: unknown } }) => hasRole(req.user as never, 'admin')

export const leadsJobsConfig: JobsConfig = {
  tasks: [deliverLeadTask],
  autoRun: [{ cron: leadsConfig.deliveryCron(), queue: LEADS_QUEUE, limit: leadsConfig.deliveryBatch(), silent: { info: true } }],
  shouldAutoRun: beforeDeliveryRun,
  // Jobs hold only a lead's uid; nobody but an admin starts or cancels them by hand.
  access: { queue: adminOnly, run: adminOnly, cancel: adminOnly },
}
