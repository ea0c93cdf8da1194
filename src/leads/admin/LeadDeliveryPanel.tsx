'use client'

import { Button, toast, useConfig, useDocumentInfo, useFormFields, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { formatAlmatyDateTime } from '../../domain/lead-desk'
import {
  canResend,
  canRetry,
  CHANNEL_STATE_LABELS,
  DELIVERY_STATE_LABELS,
  TARGET_LABELS,
  TARGET_VARIABLES,
  TARGETS,
  type ChannelState,
  type DeliveryState,
  type Target,
} from '../delivery-state'

const STATE_COLORS: Partial<Record<ChannelState, string>> = {
  sent: 'var(--theme-success-500)',
  failed: 'var(--theme-error-500)',
  pending: 'var(--theme-warning-500)',
}

/**
 * The lead's delivery at a glance: per target (the CRM webhook, amoCRM, Bitrix24, MacroCRM, Telegram,
 * e-mail) its state, when it got the lead and its last error, with a re-send button for a target that
 * failed; attempts, and a retry of every target that has not got the lead.
 */
export function LeadDeliveryPanel() {
  const { id } = useDocumentInfo()
  const { config } = useConfig()
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const { i18n } = useTranslation()
  const ru = i18n.language !== 'en'
  const pick = (labels: { ru: string; en: string }) => (ru ? labels.ru : labels.en)
  const fields = useFormFields(([all]) => all)
  const value = (path: string): unknown => fields[path]?.value
  const state = value('delivery_state') as DeliveryState | undefined
  const attempts = value('delivery.attempts') as number | undefined
  const lastError = value('delivery.last_error') as string | undefined
  const targets = TARGETS.map((target) => ({
    target,
    state: (value(`delivery.${target}`) as ChannelState | null | undefined) ?? null,
    sentAt: value(`delivery.${target}_sent_at`) as string | null | undefined,
    error: value(`delivery.${target}_error`) as string | null | undefined,
  }))
  const shown = targets.filter((t) => t.state && t.state !== 'not_configured')
  const unconfigured = targets.filter((t) => !t.state || t.state === 'not_configured')

  async function retry(target?: Target) {
    setBusy(true)
    try {
      const query = target ? `?target=${target}` : ''
      const response = await fetch(`${config.serverURL ?? ''}${config.routes.api}/leads/${id}/retry-delivery${query}`, { method: 'POST', credentials: 'include' })
      const body = (await response.json()) as { message?: string }
      if (response.ok) toast.success(ru ? 'Отправка поставлена в очередь' : 'Delivery queued again')
      else if (body.message === 'not_configured' && target) toast.error(`${ru ? 'Не настроено' : 'Not configured'}: ${TARGET_VARIABLES[target]}`)
      else if (body.message === 'no_channel_configured') toast.error(ru ? 'Ни один адресат не настроен' : 'No target configured')
      else toast.error(ru ? 'Нечего отправлять: доставка идёт или уже выполнена' : 'Nothing to retry: delivery in flight or done')
      router.refresh()
    } finally {
      setBusy(false)
    }
  }

  if (!id) return null
  return (
    <div style={{ marginBottom: 24 }} data-testid="lead-delivery-panel">
      <strong>
        {ru ? 'Доставка' : 'Delivery'}: {state ? pick(DELIVERY_STATE_LABELS[state]) : '—'}
      </strong>
      <ul style={{ listStyle: 'none', padding: 0, margin: '8px 0' }}>
        {shown.map(({ target, state: targetState, sentAt, error }) => (
          <li key={target} data-testid={`delivery-target-${target}`} data-state={targetState ?? ''} style={{ marginBottom: 6 }}>
            <span>{pick(TARGET_LABELS[target])}: </span>
            <span style={{ color: targetState ? STATE_COLORS[targetState] : undefined }}>{targetState ? pick(CHANNEL_STATE_LABELS[targetState]) : '—'}</span>
            {targetState === 'sent' && sentAt ? <span style={{ color: 'var(--theme-elevation-500)' }}> · {formatAlmatyDateTime(sentAt)}</span> : null}
            {error && targetState !== 'sent' ? (
              <div style={{ color: 'var(--theme-error-500)', fontSize: 12, wordBreak: 'break-word' }} data-testid={`delivery-error-${target}`}>
                {error}
              </div>
            ) : null}
            {targetState === 'failed' && canResend(state, targetState) ? (
              <Button buttonStyle="secondary" size="small" disabled={busy} onClick={() => retry(target)} id={`resend-${target}`}>
                {ru ? 'Отправить ещё раз' : 'Re-send'}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {unconfigured.length ? (
        <div style={{ color: 'var(--theme-elevation-500)', fontSize: 12 }}>
          {ru ? 'Не настроены' : 'Not configured'}: {unconfigured.map((t) => pick(TARGET_LABELS[t.target])).join(', ')}
        </div>
      ) : null}
      <div>
        {ru ? 'Попыток' : 'Attempts'}: {attempts ?? 0}
      </div>
      {lastError ? (
        <div style={{ color: 'var(--theme-error-500)' }}>
          {ru ? 'Последняя ошибка' : 'Last error'}: {lastError}
        </div>
      ) : null}
      {canRetry(state) ? (
        <Button buttonStyle="secondary" size="small" disabled={busy} onClick={() => retry()}>
          {ru ? 'Повторить доставку' : 'Retry delivery'}
        </Button>
      ) : null}
    </div>
  )
}
