import type { ArrayFieldServerComponent } from 'payload'

import { formatAlmatyDateTime, LEAD_STATUS_LABELS, type LeadStatus } from '../../domain/lead-desk'
import { relationId, staffNameById } from './staff-lookup'

type Change = { at?: string | null; by?: unknown; from?: string | null; to?: string | null }

const statusLabel = (code: string | null | undefined, en: boolean): string => {
  const labels = code ? LEAD_STATUS_LABELS[code as LeadStatus] : undefined
  return labels ? (en ? labels.en : labels.ru) : (code ?? '—')
}

/**
 * The lead's status history (who, when, from → to; Almaty time), read from the store: it replaces
 * Payload's array editor, since nobody edits the history (the leads collection's hook writes it).
 */
export const LeadStatusHistory: ArrayFieldServerComponent = async ({ id, payload, i18n }) => {
  const en = i18n?.language === 'en'
  const lead = id ? await payload.findByID({ collection: 'leads', id, depth: 0, overrideAccess: true, disableErrors: true, select: { status_history: true } }) : null
  const changes = (lead?.status_history ?? []) as Change[]
  const rows = await Promise.all(
    changes.map(async (change) => {
      const by = relationId(change.by)
      return { ...change, name: by === null ? '' : await staffNameById(payload, by) }
    }),
  )
  return (
    <div className="field-type lead-status-history" style={{ marginBottom: 24 }}>
      <div className="field-label" style={{ marginBottom: 8 }}>
        {en ? 'Status history' : 'История статусов'}
      </div>
      {rows.length ? (
        <ol data-testid="lead-status-history" style={{ margin: 0, paddingLeft: 20 }}>
          {rows.map((row, index) => (
            <li key={index}>
              {row.at ? formatAlmatyDateTime(row.at) : '—'} · {row.name || (en ? 'system' : 'система')}: {statusLabel(row.from, en)} → {statusLabel(row.to, en)}
            </li>
          ))}
        </ol>
      ) : (
        <p data-testid="lead-status-history" style={{ margin: 0, color: 'var(--theme-elevation-500)' }}>
          {en ? 'The status has not changed yet.' : 'Статус ещё не менялся.'}
        </p>
      )}
    </div>
  )
}
