'use client'

import { Button, toast, useConfig, useDocumentInfo, useFormFields, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { canRetry, CHANNEL_STATE_LABELS, DELIVERY_STATE_LABELS, type ChannelState, type DeliveryState } from '../delivery-state'

const useFieldValue = (path: string): unknown => useFormFields(([fields]) => fields[path]?.value)

/** The lead's delivery at a glance (per channel, attempts, last error) and a retry button. */
export function LeadDeliveryPanel() {
  const { id } = useDocumentInfo()
  const { config } = useConfig()
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const { i18n } = useTranslation()
  const ru = i18n.language !== 'en'
  const pick = (labels: { ru: string; en: string }) => (ru ? labels.ru : labels.en)
  const channel = (state: string | undefined) => (state ? pick(CHANNEL_STATE_LABELS[state as ChannelState] ?? { ru: state, en: state }) : '—')
  const state = useFieldValue('delivery_state') as DeliveryState | undefined
  const email = useFieldValue('delivery.email') as string | undefined
  const crm = useFieldValue('delivery.crm') as string | undefined
  const attempts = useFieldValue('delivery.attempts') as number | undefined
  const lastError = useFieldValue('delivery.last_error') as string | undefined

  async function retry() {
    setBusy(true)
    try {
      const response = await fetch(`${config.serverURL ?? ''}${config.routes.api}/leads/${id}/retry-delivery`, { method: 'POST', credentials: 'include' })
      const body = (await response.json()) as { message?: string }
      if (response.ok) toast.success('Delivery queued again')
      else toast.error(body.message === 'no_channel_configured' ? 'No channel configured (SMTP_*, CRM_WEBHOOK_URL)' : 'Nothing to retry')
      router.refresh()
    } finally {
      setBusy(false)
    }
  }

  if (!id) return null
  return (
    <div style={{ marginBottom: 24 }}>
      <strong>
        {ru ? 'Доставка' : 'Delivery'}: {state ? pick(DELIVERY_STATE_LABELS[state]) : '—'}
      </strong>
      <div>
        E-mail: {channel(email)} · CRM: {channel(crm)} · {ru ? 'попыток' : 'attempts'}: {attempts ?? 0}
      </div>
      {lastError ? (
        <div style={{ color: 'var(--theme-error-500)' }}>
          {ru ? 'Последняя ошибка' : 'Last error'}: {lastError}
        </div>
      ) : null}
      {canRetry(state) ? (
        <Button buttonStyle="secondary" size="small" disabled={busy} onClick={retry}>
          {ru ? 'Отправить ещё раз' : 'Retry delivery'}
        </Button>
      ) : null}
    </div>
  )
}
