import type { Lead } from '../../payload-types'
import { toE164 } from '../../domain/lead-desk'
import { macroCrmSignature } from '../../domain/macrocrm-signature'
import { crmConfig, leadsConfig } from '../config'
import { excerpt } from './target'
import { KIND_LABELS, pageUrl, unitText, vacancyTitle } from './message'
import { DeliveryError, requestTarget, type LeadTarget, type SendContext } from './target'

/**
 * MacroCRM: a request (заявка) through `POST /estate/request/`, form-encoded and signed like every
 * MacroCRM call (domain, time, token = md5(domain + time + app secret): src/domain/macrocrm-signature.ts).
 * MacroCRM may answer 200 with an error in the body: that is a refusal, not a delivery.
 */

export const MACROCRM_SOURCE = 'Сайт Qazaq Stroy'

/** The fields of the request besides the signature (pure: the unit tests read them). */
export function macroCrmRequest(lead: Lead, context: Pick<SendContext, 'cvUrl'>): Record<string, string> {
  const message = [
    `${KIND_LABELS[lead.kind]} (заявка #${lead.id})`,
    unitText(lead) ? `Объект: ${unitText(lead)}` : null,
    vacancyTitle(lead) ? `Вакансия: ${vacancyTitle(lead)}` : null,
    lead.email ? `E-mail: ${lead.email}` : null,
    lead.message ? `Сообщение: ${lead.message}` : null,
    lead.cv && context.cvUrl ? `Резюме: ${context.cvUrl}` : null,
    pageUrl(lead) ? `Страница: ${pageUrl(lead)}` : null,
  ]
    .filter(Boolean)
    .join('\n')
  const fields: Record<string, string> = {
    phone: lead.phone ? toE164(lead.phone) : '',
    name: lead.name ?? '',
    message,
    source: MACROCRM_SOURCE,
    utm_source: lead.utm?.source ?? '',
  }
  if (lead.email) fields.email = lead.email
  if (lead.utm?.medium) fields.utm_medium = lead.utm.medium
  if (lead.utm?.campaign) fields.utm_campaign = lead.utm.campaign
  if (lead.utm?.term) fields.utm_term = lead.utm.term
  return fields
}

/** Whether a 2xx answer's body says it failed: `{"error": …}`, `{"success": false}`, `{"status": "error"}`, or a text saying error. */
export function macroCrmError(text: string, json: unknown): string | null {
  if (json && typeof json === 'object') {
    const body = json as Record<string, unknown>
    if (body.error) return typeof body.error === 'string' ? body.error : excerpt(JSON.stringify(body.error))
    if (body.success === false || body.status === 'error' || body.result === 'error') return String(body.message ?? body.error_description ?? 'error')
    return null
  }
  return /\berror\b|ошибк/i.test(text) ? excerpt(text) : null
}

export const macroCrmTarget: LeadTarget = {
  name: 'macrocrm',
  label: 'MacroCRM',
  async send(lead, context) {
    const signature = macroCrmSignature(crmConfig.macrocrmDomain()!, crmConfig.macrocrmAppSecret()!, context.now)
    const body = new URLSearchParams({ ...signature, ...macroCrmRequest(lead, context) })
    const answer = await requestTarget(
      'MacroCRM',
      `${crmConfig.macrocrmUrl()!.replace(/\/+$/, '')}/estate/request/`,
      { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'User-Agent': 'qazaq-stroy-leads/1' }, body },
      leadsConfig.webhookTimeoutMs(),
    )
    const error = macroCrmError(answer.text, answer.json)
    if (error) throw new DeliveryError(`MacroCRM refused: ${error}`, 'refused')
  },
}
