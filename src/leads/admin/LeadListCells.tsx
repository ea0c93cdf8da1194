import type { DefaultServerCellComponentProps } from 'payload'

import { formatPhone, telHref } from '../../domain/phone'
import { relationId, staffNameById } from './staff-lookup'

/**
 * Cells of the leads list, as the sales team reads them: the assignee by name («Не назначен» when
 * nobody is), the project by name («—» for none), the phone as a call link. Payload's own relationship
 * cell reads «Без метки» for an empty value.
 */

export async function AssigneeCell({ cellData, payload }: DefaultServerCellComponentProps) {
  const id = relationId(cellData)
  const name = id === null ? '' : await staffNameById(payload, id)
  return name ? <span>{name}</span> : <span style={{ color: 'var(--theme-elevation-500)' }}>Не назначен</span>
}

export async function ProjectCell({ cellData, payload }: DefaultServerCellComponentProps) {
  const id = relationId(cellData)
  const complex = id === null ? null : await payload.findByID({ collection: 'complexes', id, depth: 0, locale: 'ru', overrideAccess: true, disableErrors: true, select: { name: true } })
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
