/** Delivery state of a lead: per channel, and the one overall state the admin list shows and filters by. */

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
 * One state from the channels' states: anything still pending makes the lead pending; then any failure
 * makes it failed; it is sent when at least one configured channel got it and none failed.
 */
export function overallDeliveryState(channels: Array<ChannelState | null | undefined>, spam = false): DeliveryState {
  if (spam) return 'spam'
  const states = channels.map((s) => s ?? 'not_configured')
  if (states.includes('pending')) return 'pending'
  if (states.includes('failed')) return 'failed'
  if (states.includes('sent')) return 'sent'
  return 'not_configured'
}

/** A retry makes sense when nothing is in flight and something can still be sent. */
export const canRetry = (state: DeliveryState | null | undefined): boolean => state === 'failed' || state === 'not_configured'
