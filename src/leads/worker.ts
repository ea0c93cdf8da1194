import 'server-only'

import config from '@payload-config'
import { getPayload } from 'payload'

import { storeHandle } from '../lib/store-handle'

/**
 * Starts the lead deliveries in this server process: Payload's autoRun crons (src/leads/jobs.ts) only
 * start for a getPayload call with `cron: true`. Called once at start-up, after the migrations.
 */
export async function startLeadsDelivery(): Promise<void> {
  const payload = await getPayload({ config, cron: true })
  // An idle pooled PostgreSQL connection that breaks (a database restart) makes the pool emit 'error';
  // without a listener that would crash the whole server. The pool replaces the connection by itself.
  storeHandle(payload).pool?.on('error', (error) => payload.logger.warn(`[db] idle connection lost: ${error.message}`))
}
