import type { Lead } from '../../payload-types'
import { formatAlmatyDateTime, toE164 } from '../../domain/lead-desk'
import { crmConfig, leadsConfig } from '../config'
import { adminUrl, holdEndText, KIND_LABELS, pageUrl, unitText, vacancyTitle } from './message'
import { DeliveryError, requestTarget, type LeadTarget, type SendContext } from './target'

/**
 * Telegram: a message to the sales chat through the Bot API's sendMessage. The request's URL holds the
 * bot's token. Telegram answers `{"ok": true, …}` or `{"ok": false, "error_code", "description"}`, with
 * `parameters.retry_after` (seconds) when it asks us to slow down (429).
 */

const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** The message for the sales chat, in HTML mode (pure: the unit tests read it). */
export function telegramText(lead: Lead, context: Pick<SendContext, 'cvUrl'>): string {
  const utm = [lead.utm?.source, lead.utm?.medium, lead.utm?.campaign, lead.utm?.term].filter(Boolean).join(' / ')
  const rows: Array<[string, string | null | undefined]> = [
    ['Имя', lead.name],
    // In E.164 the chat's apps make the number a tap-to-call link.
    ['Телефон', lead.phone ? toE164(lead.phone) : null],
    ['E-mail', lead.email],
    ['Объект', unitText(lead)],
    ['Бронь на сайте до', holdEndText(lead)],
    ['Вакансия', vacancyTitle(lead)],
    ['Встреча', lead.meeting_at ? formatAlmatyDateTime(lead.meeting_at) : null],
    ['Сообщение', lead.message],
    ['Резюме', lead.cv ? (context.cvUrl ?? 'в админке') : null],
    ['Страница', pageUrl(lead)],
    ['Время', `${formatAlmatyDateTime(lead.createdAt)} (Алматы)`],
    ['UTM', utm || null],
  ]
  const lines = rows.filter(([, value]) => value).map(([label, value]) => `<b>${label}:</b> ${escapeHtml(String(value))}`)
  return [`<b>${escapeHtml(KIND_LABELS[lead.kind])}</b> · заявка #${lead.id}`, ...lines, `<a href="${escapeHtml(adminUrl(lead))}">Открыть в админке</a>`].join('\n').slice(0, 4096)
}

type TelegramAnswer = { ok?: boolean; error_code?: number; description?: string; parameters?: { retry_after?: number } }

export const telegramTarget: LeadTarget = {
  name: 'telegram',
  label: 'Telegram',
  async send(lead, context) {
    const url = `${crmConfig.telegramApiUrl().replace(/\/+$/, '')}/bot${crmConfig.telegramBotToken()}/sendMessage`
    const body = JSON.stringify({ chat_id: crmConfig.telegramChatId(), text: telegramText(lead, context), parse_mode: 'HTML', link_preview_options: { is_disabled: true } })
    let answer
    try {
      answer = await requestTarget('Telegram', url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body }, leadsConfig.webhookTimeoutMs())
    } catch (error) {
      // A 429's retry_after is in the body: it wins over the header.
      const retryAfter = error instanceof DeliveryError ? (error.body as TelegramAnswer | null)?.parameters?.retry_after : undefined
      if (error instanceof DeliveryError && typeof retryAfter === 'number') throw new DeliveryError(error.message, 'retry', retryAfter * 1000, error.body)
      throw error
    }
    const result = (answer.json ?? {}) as TelegramAnswer
    if (result.ok !== true) {
      const reason = `Telegram refused: ${result.error_code ?? answer.status} ${result.description ?? ''}`.trim()
      if (result.error_code === 429) throw new DeliveryError(reason, 'retry', (result.parameters?.retry_after ?? 0) * 1000 || undefined)
      throw new DeliveryError(reason, result.error_code && result.error_code >= 500 ? 'retry' : 'refused')
    }
  },
}
