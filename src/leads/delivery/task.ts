import type { Payload, TaskConfig } from 'payload'

import type { Lead } from '../../payload-types'
import { CHANNELS, isChannelConfigured, leadsConfig, type Channel } from '../config'
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
async function persistently<T>(write: () => Promise<T>, attempts = 6): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write()
    } catch (error) {
      if (attempt >= attempts) throw error
      await new Promise((resolve) => setTimeout(resolve, 1000 * attempt))
    }
  }
}

/**
 * Sends one lead to every configured channel that has not got it yet, then records the outcome on the
 * lead in one update. Throwing makes Payload's queue retry the job with exponential backoff; a channel
 * that already succeeded is never sent again because its state says "sent".
 */
export const deliverLeadTask: TaskConfig<DeliverLeadIO> = {
  slug: DELIVER_LEAD_TASK,
  label: 'Deliver a lead (e-mail, CRM webhook)',
  inputSchema: [{ name: 'uid', type: 'text', required: true }],
  outputSchema: [{ name: 'result', type: 'text' }],
  retries: { attempts: leadsConfig.retryAttempts(), backoff: { type: 'exponential', delay: leadsConfig.retryDelayMs() } },
  handler: async ({ input, job, req }) => {
    const { payload } = req
    const { docs } = await payload.find({ collection: 'leads', where: { uid: { equals: input.uid } }, limit: 1, depth: 1, overrideAccess: true })
    const lead = docs[0]
    if (!lead) {
      if (Date.now() - Date.parse(job.createdAt) > ORPHAN_GRACE_MS) return { output: { result: 'no lead stored' } }
      throw new Error(`lead ${input.uid} not stored yet`)
    }
    const lastAttempt = (job.totalTried ?? 0) >= leadsConfig.retryAttempts()
    const states: Record<Channel, ChannelState> = { email: lead.delivery?.email ?? 'pending', crm: lead.delivery?.crm ?? 'pending' }
    const sentAt: Partial<Record<Channel, string>> = {}
    const errors: string[] = []
    await Promise.all(
      CHANNELS.map(async (channel) => {
        if (states[channel] === 'sent' || states[channel] === 'skipped') return
        if (!isChannelConfigured(channel)) {
          states[channel] = 'not_configured'
          return
        }
        try {
          await send(channel, lead, payload)
          states[channel] = 'sent'
          sentAt[channel] = new Date().toISOString()
        } catch (error) {
          states[channel] = lastAttempt ? 'failed' : 'pending'
          errors.push(`${channel}: ${(error as Error).message}`)
        }
      }),
    )
    await persistently(() => payload.update({
      collection: 'leads',
      id: lead.id,
      overrideAccess: true,
      depth: 0,
      data: {
        delivery: {
          email: states.email,
          crm: states.crm,
          ...(sentAt.email ? { email_sent_at: sentAt.email } : {}),
          ...(sentAt.crm ? { crm_sent_at: sentAt.crm } : {}),
          attempts: (lead.delivery?.attempts ?? 0) + 1,
          last_error: errors.join('; ').slice(0, 500) || null,
        },
      },
    }))
    if (errors.length) throw new Error(errors.join('; '))
    return { output: { result: 'delivered' } }
  },
}
