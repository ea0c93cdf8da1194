import type { Payload } from 'payload'

import type { Lead } from '../payload-types'
import { isChannelConfigured, TARGETS, type Target } from './config'
import { canResend, canRetry, type ChannelState } from './delivery-state'
import { recordDelivery } from './delivery/record'
import { DELIVER_LEAD_TASK, LEADS_QUEUE } from './delivery/task'

export type RetryResult = { queued: boolean; message?: 'not_retryable' | 'no_channel_configured' | 'not_configured' }

type RetryLead = Pick<Lead, 'id' | 'uid' | 'delivery' | 'delivery_state' | 'spam'>

const nextState = (state: ChannelState | null | undefined, target: Target): ChannelState => (state === 'sent' ? 'sent' : isChannelConfigured(target) ? 'pending' : 'not_configured')

const stateOf = (lead: RetryLead, target: Target): ChannelState | null | undefined =>
  (lead.delivery as Record<string, ChannelState | null | undefined> | null | undefined)?.[target]

/**
 * Sends a failed (or never sent) lead again: a new delivery job for the targets that have not got it
 * (or, with `target`, for that one only). Only when nothing is in flight for the lead, so two jobs never
 * send the same lead at once; a target that got the lead is never sent it again.
 */
export async function retryLeadDelivery(payload: Payload, lead: RetryLead, target?: Target): Promise<RetryResult> {
  const delivery: Record<string, ChannelState | null> = {}
  if (target) {
    if (lead.spam || !canResend(lead.delivery_state, stateOf(lead, target))) return { queued: false, message: 'not_retryable' }
    if (!isChannelConfigured(target)) return { queued: false, message: 'not_configured' }
    delivery[target] = 'pending'
    delivery[`${target}_error`] = null
  } else {
    if (lead.spam || !canRetry(lead.delivery_state)) return { queued: false, message: 'not_retryable' }
    for (const name of TARGETS) delivery[name] = nextState(stateOf(lead, name), name)
    if (!TARGETS.some((name) => delivery[name] === 'pending')) return { queued: false, message: 'no_channel_configured' }
  }
  // The job waits a moment so that it reads the states written just below.
  await payload.jobs.queue({ task: DELIVER_LEAD_TASK, queue: LEADS_QUEUE, input: { uid: lead.uid }, waitUntil: new Date(Date.now() + 5000) })
  await recordDelivery(payload, lead.id, { ...delivery, last_error: null })
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
