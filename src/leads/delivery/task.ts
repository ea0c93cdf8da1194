import type { Payload, TaskConfig } from 'payload'

import type { Lead } from '../../payload-types'
import { isChannelConfigured, leadsConfig, type Channel } from '../config'
import type { ChannelState } from '../delivery-state'
import { crmPayload, emailMessage } from './message'
import { postToCrm } from './webhook'

export const LEADS_QUEUE = 'leads'
export const DELIVER_LEAD_TASK = 'deliver-lead'

/** A job whose lead never got stored (the insert failed or lost a duplicate race) stops after this. */
const ORPHAN_GRACE_MS = 60_000

type DeliverLeadIO = { input: { uid: string }; output: { result: string } }

async function send(channel: Channel, lead: Lead, payload: Payload): Promise<void> {
  if (channel === 'crm') return postToCrm(crmPayload(lead))
  const { subject, text } = emailMessage(lead)
  await payload.sendEmail({
    to: leadsConfig.emailRecipients().join(', '),
    subject,
    text,
    // The same Message-ID on a repeated send lets mail clients fold the copies into one.
    messageId: `<lead-${lead.uid}@leads.qazaq-stroy>`,
  })
}

/**
 * Recording a success must outlive a short database outage: if it were lost, the retry would send the
 * lead again (the CRM would recognise it by its idempotency key, a mailbox would not).
 */
async function persistently<T>(write: () => Promise<T>, budgetMs = 60_000): Promise<T> {
  const deadline = Date.now() + budgetMs
  for (let attempt = 1; ; attempt++) {
    try {
      return await write()
    } catch (error) {
      if (Date.now() > deadline) throw error
      await new Promise((resolve) => setTimeout(resolve, Math.min(1000 * attempt, 5000)))
    }
  }
}

/**
 * Jobs this process is running right now. Payload marks a running job "processing" in the database;
 * the stale-job release (src/leads/jobs.ts) must never take one of these for a dead process's job,
 * even when a queue run ended early while some of its jobs were still going.
 */
export const jobsInFlight = new Set<number | string>()
const leadsInFlight = new Set<string>()

type JobInfo = { id: number | string; createdAt: string; totalTried?: number | null }

/**
 * Sends one lead to every configured channel that has not got it yet. Throwing makes Payload's queue
 * retry the job with exponential backoff; a channel that already succeeded is never sent again because
 * its state on the lead says "sent".
 */
async function deliverLead(payload: Payload, uid: string, job: JobInfo): Promise<{ result: string }> {
  const { docs } = await payload.find({ collection: 'leads', where: { uid: { equals: uid } }, limit: 1, depth: 1, overrideAccess: true })
  const lead = docs[0]
  if (!lead) {
    if (Date.now() - Date.parse(job.createdAt) > ORPHAN_GRACE_MS) return { result: 'no lead stored' }
    throw new Error(`lead ${uid} not stored yet`)
  }
  const lastAttempt = (job.totalTried ?? 0) >= leadsConfig.retryAttempts()
  const delivery = {
    email: (lead.delivery?.email ?? 'pending') as ChannelState,
    crm: (lead.delivery?.crm ?? 'pending') as ChannelState,
    attempts: (lead.delivery?.attempts ?? 0) + 1,
  }
  const errors: string[] = []
  // One channel after the other, each success recorded at once: a crash between a send and its record
  // is what makes a lead go out twice, so that window stays as short as a single write. The CRM goes
  // first: it recognises a repeat by the idempotency key, a mailbox does not.
  for (const channel of ['crm', 'email'] as const) {
    if (delivery[channel] === 'sent' || delivery[channel] === 'skipped') continue
    const sentAt: Record<string, string> = {}
    if (!isChannelConfigured(channel)) {
      delivery[channel] = 'not_configured'
    } else {
      try {
        await send(channel, lead, payload)
        delivery[channel] = 'sent'
        sentAt[`${channel}_sent_at`] = new Date().toISOString()
      } catch (error) {
        delivery[channel] = lastAttempt ? 'failed' : 'pending'
        errors.push(`${channel}: ${(error as Error).message}`)
      }
    }
    await persistently(() =>
      payload.update({
        collection: 'leads',
        id: lead.id,
        overrideAccess: true,
        depth: 0,
        // Autocommit: a COMMIT lost in a database restart would go unreported inside a transaction.
        disableTransaction: true,
        data: { delivery: { ...delivery, ...sentAt, last_error: errors.join('; ').slice(0, 500) || null } },
      }),
    )
  }
  if (errors.length) throw new Error(errors.join('; '))
  return { result: 'delivered' }
}

export const deliverLeadTask: TaskConfig<DeliverLeadIO> = {
  slug: DELIVER_LEAD_TASK,
  label: 'Deliver a lead (e-mail, CRM webhook)',
  inputSchema: [{ name: 'uid', type: 'text', required: true }],
  outputSchema: [{ name: 'result', type: 'text' }],
  retries: { attempts: leadsConfig.retryAttempts(), backoff: { type: 'exponential', delay: leadsConfig.retryDelayMs() } },
  handler: async ({ input, job, req }) => {
    // The queue's claim of a job is not atomic (and its COMMIT can be lost in a database restart): a job
    // or lead already being delivered here is left to that run; this one is retried later.
    if (jobsInFlight.has(job.id) || leadsInFlight.has(input.uid)) throw new Error(`lead ${input.uid} is being delivered already`)
    jobsInFlight.add(job.id)
    leadsInFlight.add(input.uid)
    try {
      return { output: await deliverLead(req.payload, input.uid, job) }
    } finally {
      jobsInFlight.delete(job.id)
      leadsInFlight.delete(input.uid)
    }
  },
}
