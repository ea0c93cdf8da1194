import { eq, sql, type SQL } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import { storeHandle, storeTable } from '../../lib/store-handle'
import { OVERALL_PRECEDENCE, TARGETS } from '../delivery-state'

/** What a delivery write changes: the lead's `delivery` group, by sub-field (crm, crm_sent_at, attempts, …). */
export type DeliveryChange = Record<string, string | number | null>

/**
 * Writes a lead's delivery state, and nothing else, in one statement. A Payload update would write the
 * whole row it read a moment before: a sales manager's status or assignee saved in between (a PATCH holds
 * its row for its whole transaction) was put back as it had been. Here only the delivery columns change,
 * and the overall state is derived in the same statement from every target's state as the row holds it
 * (the rule of `overallDeliveryState`, src/leads/delivery-state.ts), so neither side loses the other's write.
 * One autocommit statement, no transaction: atomic in both dialects, and retried whole if it fails.
 */
export async function recordDelivery(payload: Payload, leadId: number, change: DeliveryChange): Promise<void> {
  const leads = storeTable(payload, 'leads')
  const { drizzle, name } = storeHandle(payload)
  const unknown = Object.keys(change).filter((key) => !leads[`delivery_${key}`])
  if (unknown.length) throw new Error(`no delivery field ${unknown.join(', ')} on leads`)
  // Each target's state after this write: the new one where it changes, the stored one otherwise.
  const targetStates = TARGETS.map((target) => (target in change ? sql`${change[target] ?? 'not_configured'}` : sql`coalesce(${leads[`delivery_${target}`]}, 'not_configured')`))
  // The states are our own constants, written into the SQL as literals.
  const cases = OVERALL_PRECEDENCE.map((state) => sql.raw(`'${state}'`)).map((state) => sql`WHEN ${state} IN (${sql.join(targetStates, sql`, `)}) THEN ${state}`)
  const overall: SQL = sql`CASE WHEN ${leads.spam} THEN 'spam' ${sql.join(cases, sql` `)} ELSE 'not_configured' END`
  const values: Record<string, unknown> = Object.fromEntries(Object.entries(change).map(([key, value]) => [`delivery_${key}`, value]))
  // PostgreSQL keeps the state in an enum type, which text reaches only by an explicit cast.
  values.delivery_state = name === 'postgres' ? sql`(${overall})::enum_leads_delivery_state` : overall
  values.updatedAt = new Date().toISOString()
  await drizzle.update(leads).set(values).where(eq(leads.id, leadId))
}
