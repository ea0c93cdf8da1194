import type { DefaultServerCellComponentProps } from 'payload'

import { formatAlmatyDateTime } from '../../domain/lead-desk'
import { relationId, staffNameById } from './staff-lookup'

/** A comment's author by name and when it was written (Almaty, 24.11.2026 15:30), in the lead's comments and their list. */
export async function CommentAuthorCell({ cellData, rowData, payload }: DefaultServerCellComponentProps) {
  const id = relationId(cellData)
  const name = id === null ? '' : await staffNameById(payload, id)
  const at = typeof rowData?.createdAt === 'string' ? formatAlmatyDateTime(rowData.createdAt) : ''
  return (
    <span data-testid="comment-author">
      <strong>{name || '—'}</strong>
      {at ? <span style={{ color: 'var(--theme-elevation-500)' }}> · {at}</span> : null}
    </span>
  )
}
