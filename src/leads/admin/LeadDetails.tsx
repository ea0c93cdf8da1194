'use client'

import { FieldLabel, useField, useTranslation } from '@payloadcms/ui'
import type { JSONFieldClientComponent } from 'payload'

import { LEAD_DETAIL_LABELS } from '../../domain/lead-desk'

/**
 * The lead's `details` (the form's extra fields) as a read-only list with labels in the editor's
 * language. It replaces Payload's JSON editor on the lead screen: that editor (Monaco) loads from a
 * public CDN and stays blank without one, and nothing here is to be edited anyway.
 */
export const LeadDetails: JSONFieldClientComponent = ({ path, field }) => {
  const { value } = useField<unknown>({ path: path ?? field.name })
  const { i18n } = useTranslation()
  const en = i18n.language === 'en'
  const entries = value && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value as Record<string, unknown>) : []
  if (!entries.length) return null
  return (
    <div className="field-type lead-details" style={{ marginBottom: 24 }}>
      <FieldLabel label={field.label} path={path} />
      <dl data-testid="lead-details" style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px', margin: 0 }}>
        {entries.map(([key, item]) => (
          <div key={key} style={{ display: 'contents' }}>
            <dt style={{ color: 'var(--theme-elevation-500)' }}>{LEAD_DETAIL_LABELS[key] ? (en ? LEAD_DETAIL_LABELS[key].en : LEAD_DETAIL_LABELS[key].ru) : key}</dt>
            <dd style={{ margin: 0 }}>{typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item ?? '—')}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
