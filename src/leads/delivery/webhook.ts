import crypto from 'node:crypto'

import { leadsConfig } from '../config'
import type { CrmLead } from './message'

/**
 * The CRM webhook: a JSON POST signed with HMAC-SHA256 of the raw body (header X-Signature-256:
 * sha256=<hex>), with the lead's idempotency key (header Idempotency-Key) so that a retry after a lost
 * answer is recognised by the CRM. 2xx (and 409: "already have it") count as delivered.
 */

export const signBody = (body: string, secret: string): string =>
  `sha256=${crypto.createHmac('sha256', secret).update(body).digest('hex')}`

export async function postToCrm(lead: CrmLead): Promise<void> {
  const body = JSON.stringify(lead)
  const secret = leadsConfig.crmWebhookSecret()
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'Idempotency-Key': lead.uid,
    'User-Agent': 'qazaq-stroy-leads/1',
  }
  if (secret) headers['X-Signature-256'] = signBody(body, secret)
  const response = await fetch(leadsConfig.crmWebhookUrl(), {
    method: 'POST',
    headers,
    body,
    redirect: 'manual',
    signal: AbortSignal.timeout(leadsConfig.webhookTimeoutMs()),
  })
  await response.body?.cancel().catch(() => undefined)
  if (!response.ok && response.status !== 409) throw new Error(`CRM webhook answered HTTP ${response.status}`)
}
