import type { Payload, TaskConfig } from 'payload'

import type { Lead } from '../../payload-types'
import { isChannelConfigured, leadsConfig, scrubSecrets, type Target } from '../config'
import { cvLink } from '../cv-link'
import type { ChannelState } from '../delivery-state'
import { recordDelivery } from './record'
import { DeliveryError, type SendContext } from './target'
import { leadTargets } from './targets'

export const LEADS_QUEUE = 'leads'
export const DELIVER_LEAD_TASK = 'deliver-lead'

/** A job whose lead never got stored (the insert failed or lost a duplicate race) stops after this. */
const ORPHAN_GRACE_MS = 60_000
/** The longest wait a target's Retry-After may impose on the next attempt. */
const MAX_RETRY_AFTER_MS = 6 * 60 * 60_000

type DeliverLeadIO = { input: { uid: string }; output: { result: string } }

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

type JobWithWait = JobInfo & { waitUntil?: string | null }

const fileId = (cv: Lead['cv']): number | null => (typeof cv === 'number' ? cv : cv && typeof cv === 'object' ? cv.id : null)

/**
 * Sends one lead to every configured target that has not got it yet. Throwing makes Payload's queue
 * retry the job with exponential backoff (no sooner than a target's Retry-After); a target that already
 * succeeded is never sent again because its state on the lead says "sent", and one that refused the
 * lead for good (a 4xx other than 429, an error in its answer) says "failed" until staff re-send it.
 */
async function deliverLead(payload: Payload, uid: string, job: JobWithWait): Promise<{ result: string }> {
  const { docs } = await payload.find({ collection: 'leads', where: { uid: { equals: uid } }, limit: 1, depth: 1, overrideAccess: true })
  const lead = docs[0]
  if (!lead) {
    if (Date.now() - Date.parse(job.createdAt) > ORPHAN_GRACE_MS) return { result: 'no lead stored' }
    throw new Error(`lead ${uid} not stored yet`)
  }
  const lastAttempt = (job.totalTried ?? 0) >= leadsConfig.retryAttempts()
  const stored = (lead.delivery ?? {}) as Record<string, unknown>
  const states = {} as Record<Target, ChannelState>
  const targets = leadTargets(payload)
  for (const { name } of targets) states[name] = (stored[name] ?? 'pending') as ChannelState
  const attempts = (lead.delivery?.attempts ?? 0) + 1
  const now = new Date()
  const cv = fileId(lead.cv)
  const context: SendContext = { now, cvUrl: cv ? cvLink(cv, lead.createdAt, now.getTime()) : null }
  const errors: string[] = []
  const refusals: string[] = []
  let retryAfterMs = 0
  let written = false
  // One target after the other, each success recorded at once: a crash between a send and its record
  // is what makes a lead go out twice, so that window stays as short as a single write. The webhook
  // goes first: it recognises a repeat by the idempotency key; CRMs, the chat and a mailbox do not.
  for (const target of targets) {
    const { name } = target
    const before = states[name]
    if (before === 'sent' || before === 'skipped' || before === 'failed') continue
    const change: Record<string, unknown> = {}
    if (!isChannelConfigured(name)) {
      states[name] = 'not_configured'
      if (before === 'not_configured' && written) continue
    } else {
      try {
        await target.send(lead, context)
        states[name] = 'sent'
        change[`${name}_sent_at`] = new Date().toISOString()
        change[`${name}_error`] = null
      } catch (error) {
        // Secrets (tokens, keys, URLs that carry them) never reach the lead, the job's log or a log line.
        const message = scrubSecrets((error as Error).message || String(error)).slice(0, 500)
        const refused = error instanceof DeliveryError && error.kind === 'refused'
        states[name] = refused || lastAttempt ? 'failed' : 'pending'
        change[`${name}_error`] = message
        ;(refused ? refusals : errors).push(`${name}: ${message}`)
        if (error instanceof DeliveryError && error.retryAfterMs) retryAfterMs = Math.max(retryAfterMs, Math.min(error.retryAfterMs, MAX_RETRY_AFTER_MS))
      }
    }
    await persistently(() => recordDelivery(payload, lead.id, { ...states, ...change, attempts, last_error: [...refusals, ...errors].join('; ').slice(0, 500) || null }))
    written = true
  }
  if (!written) await persistently(() => recordDelivery(payload, lead.id, { ...states, attempts }))
  if (errors.length) {
    // The next attempt no sooner than the target asked (Payload keeps the later of this and its backoff).
    if (retryAfterMs) job.waitUntil = new Date(Date.now() + retryAfterMs).toISOString()
    throw new Error([...errors, ...refusals].join('; '))
  }
  return { result: refusals.length ? `delivered; refused by ${refusals.map((r) => r.split(':')[0]).join(', ')}` : 'delivered' }
}

export const deliverLeadTask: TaskConfig<DeliverLeadIO> = {
  slug: DELIVER_LEAD_TASK,
  label: 'Deliver a lead (e-mail, CRM webhook, CRMs, Telegram)',
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
      return { output: await deliverLead(req.payload, input.uid, job as JobWithWait) }
    } finally {
      jobsInFlight.delete(job.id)
      leadsInFlight.delete(input.uid)
    }
  },
}
