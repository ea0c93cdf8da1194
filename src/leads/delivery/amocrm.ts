import type { Lead } from '../../payload-types'
import { toE164 } from '../../domain/lead-desk'
import { crmConfig, leadsConfig } from '../config'
import { clientAddress, KIND_LABELS, pageUrl, projectName, unitNumber, unitText, vacancyTitle } from './message'
import { DeliveryError, requestTarget, type LeadTarget, type SendContext } from './target'

/**
 * amoCRM: the lead as an incoming request of the «form» kind (Неразобранное), `POST /api/v4/leads/unsorted/forms`
 * with a long-lived token (amoCRM API v4, «Неразобранное: добавление неразобранного типа форма»). The
 * body is an array of unsorted items; each carries its source, the form's metadata and, in `_embedded`,
 * the lead (title, UTM as tracking fields) and the contact (phone and e-mail as PHONE / EMAIL fields).
 */

export const AMOCRM_SOURCE_UID = 'qazaq-stroy-site'
export const AMOCRM_SOURCE_NAME = 'Сайт Qazaq Stroy'

const field = (code: string, value: string | null | undefined, enumCode?: string) =>
  value ? [{ field_code: code, values: [{ value, ...(enumCode ? { enum_code: enumCode } : {}) }] }] : []

/** The body of the request, an array of one unsorted item (pure: the unit tests read it). */
export function amoCrmUnsorted(lead: Lead) {
  const sentAt = Math.floor(Date.parse(lead.createdAt) / 1000)
  const about = unitText(lead) ?? vacancyTitle(lead)
  const title = `${KIND_LABELS[lead.kind]}${about ? ` — ${about}` : ''} (заявка #${lead.id})`
  const tags = [KIND_LABELS[lead.kind], projectName(lead), unitNumber(lead)].filter((t): t is string => Boolean(t)).map((name) => ({ name }))
  const page = pageUrl(lead) ?? ''
  return [
    {
      request_id: lead.uid,
      source_uid: AMOCRM_SOURCE_UID,
      source_name: AMOCRM_SOURCE_NAME,
      created_at: sentAt,
      metadata: {
        form_id: lead.kind,
        form_name: KIND_LABELS[lead.kind],
        form_page: page,
        form_sent_at: sentAt,
        ip: clientAddress(lead) ?? '',
        referer: page,
      },
      _embedded: {
        leads: [
          {
            name: title,
            custom_fields_values: [
              ...field('UTM_SOURCE', lead.utm?.source),
              ...field('UTM_MEDIUM', lead.utm?.medium),
              ...field('UTM_CAMPAIGN', lead.utm?.campaign),
              ...field('UTM_TERM', lead.utm?.term),
              ...field('UTM_REFERRER', page || null),
            ],
            _embedded: { tags },
          },
        ],
        contacts: [
          {
            name: lead.name || lead.phone || lead.email || `Заявка #${lead.id}`,
            custom_fields_values: [...field('PHONE', lead.phone ? toE164(lead.phone) : null, 'WORK'), ...field('EMAIL', lead.email, 'WORK')],
          },
        ],
      },
    },
  ]
}

/** What the unsorted item has no place for (the message, the CV's link), as a note on the new lead; null when there is nothing. */
export function amoCrmNote(lead: Lead, context: Pick<SendContext, 'cvUrl'>): string | null {
  const rows = [
    lead.message ? `Сообщение: ${lead.message}` : null,
    vacancyTitle(lead) ? `Вакансия: ${vacancyTitle(lead)}` : null,
    lead.cv && context.cvUrl ? `Резюме: ${context.cvUrl}` : null,
  ].filter(Boolean)
  return rows.length ? rows.join('\n') : null
}

/** The reasons of amoCRM's «validation-errors» (path: detail), or its problem's detail; null when the body has neither. */
export function amoCrmReasons(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null
  const problem = body as { detail?: unknown; 'validation-errors'?: Array<{ errors?: Array<{ path?: string; detail?: string }> }> }
  const reasons = (problem['validation-errors'] ?? []).flatMap((item) => item.errors ?? []).map((e) => `${e.path ?? '?'}: ${e.detail ?? ''}`.trim())
  if (reasons.length) return reasons.join('; ')
  return typeof problem.detail === 'string' ? problem.detail : null
}

export const amoCrmTarget: LeadTarget = {
  name: 'amocrm',
  label: 'amoCRM',
  async send(lead, context) {
    const url = `${crmConfig.amocrmUrl()!.replace(/\/+$/, '')}/api/v4/leads/unsorted/forms`
    const answer = await requestTarget(
      'amoCRM',
      url,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${crmConfig.amocrmToken()}`, 'User-Agent': 'qazaq-stroy-leads/1' },
        body: JSON.stringify(amoCrmUnsorted(lead)),
      },
      leadsConfig.webhookTimeoutMs(),
    ).catch((error: unknown) => {
      // A validation refusal read as amoCRM words it: the field and the reason.
      const reasons = error instanceof DeliveryError ? amoCrmReasons(error.body) : null
      throw reasons && error instanceof DeliveryError ? new DeliveryError(`${error.message.split(':')[0]}: ${reasons}`, error.kind, error.retryAfterMs, error.body) : error
    })
    const body = answer.json as { _embedded?: { unsorted?: Array<{ _embedded?: { leads?: Array<{ id?: number }> } }> } } | null
    const added = body?._embedded?.unsorted?.[0]
    if (!added) throw new DeliveryError(`amoCRM answered HTTP ${answer.status} without the request it added`, 'refused')
    // The lead is in amoCRM now (and recorded as sent): the note is a courtesy, never a reason to send again.
    const leadId = added._embedded?.leads?.[0]?.id
    const note = amoCrmNote(lead, context)
    if (leadId && note) {
      await requestTarget(
        'amoCRM',
        `${crmConfig.amocrmUrl()!.replace(/\/+$/, '')}/api/v4/leads/notes`,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${crmConfig.amocrmToken()}`, 'User-Agent': 'qazaq-stroy-leads/1' },
          body: JSON.stringify([{ entity_id: leadId, note_type: 'common', params: { text: note } }]),
        },
        leadsConfig.webhookTimeoutMs(),
      ).catch(() => undefined)
    }
  },
}
