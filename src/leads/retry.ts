import type { Payload } from 'payload'

import type { Lead } from '../payload-types'
import { isChannelConfigured } from './config'
import { canRetry, type ChannelState } from './delivery-state'
import { DELIVER_LEAD_TASK, LEADS_QUEUE } from './delivery/task'

export type RetryResult = { queued: boolean; message?: 'not_retryable' | 'no_channel_configured' }

const nextState = (state: ChannelState | null | undefined, channel: 'email' | 'crm'): ChannelState =>
  state === 'sent' ? 'sent' : isChannelConfigured(channel) ? 'pending' : 'not_configured'

/**
 * Sends a failed (or never sent) lead again: a new delivery job for the channels that have not got it.
 * Only when nothing is in flight for the lead, so two jobs never send the same lead at once.
 */
export async function retryLeadDelivery(payload: Payload, lead: Pick<Lead, 'id' | 'uid' | 'delivery' | 'delivery_state' | 'spam'>): Promise<RetryResult> {
  if (lead.spam || !canRetry(lead.delivery_state)) return { queued: false, message: 'not_retryable' }
  const email = nextState(lead.delivery?.email, 'email')
  const crm = nextState(lead.delivery?.crm, 'crm')
  if (email !== 'pending' && crm !== 'pending') return { queued: false, message: 'no_channel_configured' }
  // The job waits a moment so that it reads the states written just below.
  await payload.jobs.queue({ task: DELIVER_LEAD_TASK, queue: LEADS_QUEUE, input: { uid: lead.uid }, waitUntil: new Date(Date.now() + 5000) })
  await payload.update({ collection: 'leads', id: lead.id, overrideAccess: true, depth: 0, disableTransaction: true, data: { delivery: { email, crm, last_error: null } } })
  return { queued: true }
}

/** Every failed or unsent lead, e.g. after a long CRM outage outlasted the retries (at most `limit`). */
export async function retryAllFailed(payload: Payload, limit = 1000): Promise<number> {
  const { docs } = await payload.find({
    collection: 'leads',
    where: { and: [{ delivery_state: { in: ['failed', 'not_configured'] } }, { spam: { not_equals: true } }] },
    limit,
    depth: 0,
    pagination: false,
    select: { uid: true, delivery: true, delivery_state: true, spam: true },
    overrideAccess: true,
  })
  let queued = 0
  for (const lead of docs) if ((await retryLeadDelivery(payload, lead)).queued) queued++
  return queued
}
