'use client'

import { Button, toast, useConfig, useTranslation } from '@payloadcms/ui'
import { useRouter, useSearchParams } from 'next/navigation'
import { useState } from 'react'

/**
 * Above the leads list: CSV export of exactly what the list shows (its filters and search are passed on)
 * and a retry of every lead whose delivery failed.
 */
export function LeadsListActions() {
  const { config } = useConfig()
  const params = useSearchParams()
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const { i18n } = useTranslation()
  const ru = i18n.language !== 'en'
  const api = `${config.serverURL ?? ''}${config.routes.api}/leads`

  const filter = new URLSearchParams()
  for (const [key, value] of params.entries()) if (key.startsWith('where') || key === 'search') filter.append(key, value)
  const exportHref = `${api}/export.csv?${filter.toString()}`

  async function retryFailed() {
    setBusy(true)
    try {
      const response = await fetch(`${api}/retry-failed`, { method: 'POST', credentials: 'include' })
      const body = (await response.json()) as { queued?: number }
      if (response.ok) toast.success(`${ru ? 'Снова в очереди' : 'Queued again'}: ${body.queued ?? 0}`)
      else toast.error(ru ? 'Повтор отклонён' : 'Retry refused')
      router.refresh()
    } finally {
      setBusy(false)
    }
  }

  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap', marginBottom: 16 }}>
      <a className="btn btn--style-secondary btn--size-small" href={exportHref} download>
        {ru ? 'Выгрузить CSV (Excel)' : 'Export CSV (Excel)'}
      </a>
      <a href={`${exportHref}&delimiter=comma`} download>
        {ru ? 'через запятую' : 'comma-separated'}
      </a>
      <Button buttonStyle="secondary" size="small" disabled={busy} onClick={retryFailed}>
        {ru ? 'Повторить неотправленные' : 'Retry failed deliveries'}
      </Button>
    </div>
  )
}
