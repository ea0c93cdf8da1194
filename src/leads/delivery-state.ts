/** Delivery state of a lead: per target, and the one overall state the admin list shows and filters by. */

/**
 * Where a lead goes (docs/editors.md, "Lead delivery to CRMs"): the signed CRM webhook, the developer's CRMs,
 * the sales chat and the e-mail, each when its variables are set (src/leads/config.ts). In the order
 * the delivery job sends: first the one that recognises a repeat (the webhook's idempotency key), the
 * mailbox last. Each name is also the name of its state on the lead (delivery.<name>, <name>_sent_at,
 * <name>_error).
 */
export const TARGETS = ['crm', 'amocrm', 'bitrix24', 'macrocrm', 'telegram', 'email'] as const
export type Target = (typeof TARGETS)[number]

export const TARGET_LABELS: Record<Target, { ru: string; en: string }> = {
  crm: { ru: 'CRM (вебхук)', en: 'CRM webhook' },
  amocrm: { ru: 'amoCRM', en: 'amoCRM' },
  bitrix24: { ru: 'Битрикс24', en: 'Bitrix24' },
  macrocrm: { ru: 'MacroCRM', en: 'MacroCRM' },
  telegram: { ru: 'Telegram', en: 'Telegram' },
  email: { ru: 'E-mail', en: 'E-mail' },
}

/** The variables that turn a target on (for the admin's hints; never their values). */
export const TARGET_VARIABLES: Record<Target, string> = {
  crm: 'CRM_WEBHOOK_URL',
  amocrm: 'AMOCRM_URL, AMOCRM_TOKEN',
  bitrix24: 'BITRIX24_WEBHOOK_URL',
  macrocrm: 'MACROCRM_URL, MACROCRM_DOMAIN, MACROCRM_APP_SECRET',
  telegram: 'TELEGRAM_BOT_TOKEN, TELEGRAM_CHAT_ID',
  email: 'SMTP_HOST, LEADS_EMAIL_TO',
}

export const CHANNEL_STATES = ['pending', 'sent', 'failed', 'not_configured', 'skipped'] as const
export type ChannelState = (typeof CHANNEL_STATES)[number]

export const DELIVERY_STATES = ['pending', 'sent', 'failed', 'not_configured', 'spam'] as const
export type DeliveryState = (typeof DELIVERY_STATES)[number]

/** In the admin's languages (Payload picks by the editor's language). */
export const DELIVERY_STATE_LABELS: Record<DeliveryState, { ru: string; en: string }> = {
  pending: { ru: 'Отправляется (повторяется до доставки)', en: 'Sending (retries until delivered)' },
  sent: { ru: 'Отправлена', en: 'Sent' },
  failed: { ru: 'Не отправлена: ошибка доставки (повторите)', en: 'Not sent: delivery failed (retry it)' },
  not_configured: { ru: 'Не отправлена: нет настроенного канала', en: 'Not sent: no channel configured' },
  spam: { ru: 'Не отправлена: заполнена ловушка (вероятно, бот)', en: 'Not sent: honeypot filled (likely a bot)' },
}

export const CHANNEL_STATE_LABELS: Record<ChannelState, { ru: string; en: string }> = {
  pending: { ru: 'Отправляется', en: 'Pending' },
  sent: { ru: 'Отправлено', en: 'Sent' },
  failed: { ru: 'Ошибка', en: 'Failed' },
  not_configured: { ru: 'Канал не настроен', en: 'Not configured' },
  skipped: { ru: 'Пропущено', en: 'Skipped' },
}

/**
 * How the channels' states make one: anything still pending makes the lead pending; then any failure
 * makes it failed; it is sent when at least one configured channel got it and none failed; else none is
 * configured. Applied here and, in SQL, by the delivery write (src/leads/delivery/record.ts).
 */
export const OVERALL_PRECEDENCE = ['pending', 'failed', 'sent'] as const satisfies readonly ChannelState[]

/** One state from the channels' states (OVERALL_PRECEDENCE); a filled honeypot makes it spam. */
export function overallDeliveryState(channels: Array<ChannelState | null | undefined>, spam = false): DeliveryState {
  if (spam) return 'spam'
  const states = channels.map((s) => s ?? 'not_configured')
  return OVERALL_PRECEDENCE.find((state) => states.includes(state)) ?? 'not_configured'
}

/** A retry makes sense when nothing is in flight and something can still be sent. */
export const canRetry = (state: DeliveryState | null | undefined): boolean => state === 'failed' || state === 'not_configured'

/** One target may be sent again when nothing is in flight for the lead and that target has not got it. */
export const canResend = (overall: DeliveryState | null | undefined, target: ChannelState | null | undefined): boolean =>
  overall !== 'pending' && overall !== 'spam' && (target === 'failed' || target === 'not_configured' || target === null || target === undefined)
