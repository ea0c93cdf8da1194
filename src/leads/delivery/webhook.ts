import crypto from 'node:crypto'

import { leadsConfig } from '../config'
import { crmPayload, type CrmLead } from './message'
import { DeliveryError, requestTarget, type LeadTarget } from './target'

/**
 * The CRM webhook: a JSON POST signed with HMAC-SHA256 of the raw body (header X-Signature-256:
 * sha256=<hex>), with the lead's idempotency key (header Idempotency-Key) so that a retry after a lost
 * answer is recognised by the CRM. 2xx (and 409: "already have it") count as delivered.
 */

const signBody = (body: string, secret: string): string => `sha256=${crypto.createHmac('sha256', secret).update(body).digest('hex')}`

export async function postToCrm(lead: CrmLead): Promise<void> {
  const body = JSON.stringify(lead)
  const secret = leadsConfig.crmWebhookSecret()
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'Idempotency-Key': lead.uid,
    'User-Agent': 'qazaq-stroy-leads/1',
  }
  if (secret) headers['X-Signature-256'] = signBody(body, secret)
  try {
    await requestTarget('CRM webhook', leadsConfig.crmWebhookUrl(), { method: 'POST', headers, body }, leadsConfig.webhookTimeoutMs())
  } catch (error) {
    if (error instanceof DeliveryError && error.message.startsWith('CRM webhook answered HTTP 409')) return
    throw error
  }
}

export const webhookTarget: LeadTarget = {
  name: 'crm',
  label: 'CRM webhook',
  send: (lead, context) => postToCrm(crmPayload(lead, context.cvUrl)),
}
