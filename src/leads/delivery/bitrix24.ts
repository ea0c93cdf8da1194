import type { Lead } from '../../payload-types'
import { toE164 } from '../../domain/lead-desk'
import { crmConfig, leadsConfig } from '../config'
import { KIND_LABELS, pageUrl, unitText, vacancyTitle } from './message'
import { DeliveryError, requestTarget, type LeadTarget, type SendContext } from './target'

/**
 * Bitrix24: `crm.lead.add` through an incoming webhook (its URL carries the user and the key, so it is
 * a secret as a whole). Bitrix answers `{"result": <id>}`, or `{"error", "error_description"}` (with
 * HTTP 400/401/403…, or 503 QUERY_LIMIT_EXCEEDED when called too often).
 */

/** Errors of Bitrix24 that pass by themselves: tried again. */
const PASSING_ERRORS = new Set(['QUERY_LIMIT_EXCEEDED', 'INTERNAL_SERVER_ERROR', 'OVERLOAD_LIMIT'])

const multi = (value: string | null | undefined) => (value ? [{ VALUE: value, VALUE_TYPE: 'WORK' }] : undefined)

/** COMMENTS: the form, the page, the unit, the message and the CV's link, one per line. */
export function bitrixComments(lead: Lead, context: Pick<SendContext, 'cvUrl'>): string {
  return [
    `Форма: ${KIND_LABELS[lead.kind]} (заявка #${lead.id})`,
    pageUrl(lead) ? `Страница: ${pageUrl(lead)}` : null,
    unitText(lead) ? `Объект: ${unitText(lead)}` : null,
    vacancyTitle(lead) ? `Вакансия: ${vacancyTitle(lead)}` : null,
    lead.message ? `Сообщение: ${lead.message}` : null,
    lead.cv && context.cvUrl ? `Резюме: ${context.cvUrl}` : null,
  ]
    .filter(Boolean)
    .join('\n')
}

/** The body of crm.lead.add (pure: the unit tests read it). */
export function bitrixLead(lead: Lead, context: Pick<SendContext, 'cvUrl'>) {
  const about = unitText(lead) ?? vacancyTitle(lead)
  const fields: Record<string, unknown> = {
    TITLE: `${KIND_LABELS[lead.kind]}${about ? ` — ${about}` : ''} (сайт, #${lead.id})`,
    NAME: lead.name ?? undefined,
    PHONE: multi(lead.phone ? toE164(lead.phone) : null),
    EMAIL: multi(lead.email),
    SOURCE_ID: 'WEB',
    SOURCE_DESCRIPTION: pageUrl(lead) ?? undefined,
    // The lead's idempotency key: the sales team (or a deduplication rule) can tell a repeat by it.
    ORIGINATOR_ID: 'qazaq-stroy-site',
    ORIGIN_ID: lead.uid,
    UTM_SOURCE: lead.utm?.source ?? undefined,
    UTM_MEDIUM: lead.utm?.medium ?? undefined,
    UTM_CAMPAIGN: lead.utm?.campaign ?? undefined,
    UTM_CONTENT: undefined,
    UTM_TERM: lead.utm?.term ?? undefined,
    COMMENTS: bitrixComments(lead, context),
  }
  for (const key of Object.keys(fields)) if (fields[key] === undefined) delete fields[key]
  return { fields, params: { REGISTER_SONET_EVENT: 'Y' } }
}

type BitrixAnswer = { result?: unknown; error?: string; error_description?: string }

export const bitrix24Target: LeadTarget = {
  name: 'bitrix24',
  label: 'Bitrix24',
  async send(lead, context) {
    const base = crmConfig.bitrix24WebhookUrl()!
    const url = `${base.endsWith('/') ? base : `${base}/`}crm.lead.add.json`
    let answer
    try {
      answer = await requestTarget(
        'Bitrix24',
        url,
        { method: 'POST', headers: { 'Content-Type': 'application/json', 'User-Agent': 'qazaq-stroy-leads/1' }, body: JSON.stringify(bitrixLead(lead, context)) },
        leadsConfig.webhookTimeoutMs(),
      )
    } catch (error) {
      // A refusal's body names Bitrix's reason: a passing one (rate limit) is tried again.
      const code = error instanceof DeliveryError ? (error.body as BitrixAnswer | null)?.error : undefined
      if (error instanceof DeliveryError && error.kind === 'refused' && code && PASSING_ERRORS.has(code))
        throw new DeliveryError(error.message, 'retry', error.retryAfterMs, error.body)
      throw error
    }
    const body = (answer.json ?? {}) as BitrixAnswer
    if (body.error) {
      const reason = `Bitrix24 refused: ${body.error}${body.error_description ? ` (${body.error_description})` : ''}`
      throw new DeliveryError(reason, PASSING_ERRORS.has(body.error) ? 'retry' : 'refused')
    }
    if (body.result === undefined || body.result === null || body.result === false) throw new DeliveryError(`Bitrix24 answered HTTP ${answer.status} without a lead id`, 'refused')
  },
}
