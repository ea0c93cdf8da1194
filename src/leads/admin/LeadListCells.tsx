import type { DefaultServerCellComponentProps } from 'payload'

import { formatPhone, telHref } from '../../domain/phone'
import { CHANNEL_STATE_LABELS, DELIVERY_STATE_LABELS, TARGET_LABELS, TARGETS, type ChannelState, type DeliveryState, type Target } from '../delivery-state'
import { relationId, staffNameById } from './staff-lookup'

/**
 * Cells of the leads list, as the sales team reads them: the assignee by name («Не назначен» when
 * nobody is), the project by name («—» for none), the phone as a call link, the delivery with the
 * targets that failed. Payload's own relationship
 * cell reads «Без метки» for an empty value.
 */

export async function AssigneeCell({ cellData, payload }: DefaultServerCellComponentProps) {
  const id = relationId(cellData)
  const name = id === null ? '' : await staffNameById(payload, id)
  return name ? <span>{name}</span> : <span style={{ color: 'var(--theme-elevation-500)' }}>Не назначен</span>
}

export async function ProjectCell({ cellData, payload }: DefaultServerCellComponentProps) {
  const id = relationId(cellData)
  const complex =
    id === null ? null : await payload.findByID({ collection: 'complexes', id, depth: 0, locale: 'ru', overrideAccess: true, disableErrors: true, select: { name: true } })
  return <span>{complex?.name || '—'}</span>
}

export function PhoneCell({ cellData }: DefaultServerCellComponentProps) {
  if (typeof cellData !== 'string' || !cellData) return <span>—</span>
  const phone = formatPhone(cellData)
  return (
    <a href={telHref(phone)} data-testid="lead-phone-link">
      {phone}
    </a>
  )
}

const DELIVERY_COLORS: Partial<Record<DeliveryState, string>> = { failed: 'var(--theme-error-500)', pending: 'var(--theme-warning-500)' }

/** The overall delivery state, with the targets that have failed or are still pending named (e.g. «Ошибка: amoCRM»). */
export function DeliveryCell({ cellData, rowData }: DefaultServerCellComponentProps) {
  const state = (typeof cellData === 'string' ? cellData : null) as DeliveryState | null
  if (!state) return <span>—</span>
  const delivery = ((rowData as { delivery?: Record<string, unknown> } | undefined)?.delivery ?? {}) as Record<string, ChannelState | null | undefined>
  const name = (target: Target) => TARGET_LABELS[target].ru
  const failed = TARGETS.filter((target) => delivery[target] === 'failed').map(name)
  const pending = TARGETS.filter((target) => delivery[target] === 'pending').map(name)
  const sent = TARGETS.filter((target) => delivery[target] === 'sent').map(name)
  const title = [
    sent.length ? `Отправлено: ${sent.join(', ')}` : '',
    pending.length ? `Отправляется: ${pending.join(', ')}` : '',
    failed.length ? `Ошибка: ${failed.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join('\n')
  return (
    <span data-testid="lead-delivery-cell" data-state={state} title={title || undefined} style={{ color: DELIVERY_COLORS[state] }}>
      {CHANNEL_STATE_LABELS[state as ChannelState]?.ru ?? DELIVERY_STATE_LABELS[state]?.ru ?? state}
      {failed.length ? ` · ${failed.join(', ')}` : pending.length && state === 'pending' ? ` · ${pending.join(', ')}` : ''}
    </span>
  )
}
