'use client'

import { getTranslation } from '@payloadcms/translations'
import { useRowLabel, useTranslation } from '@payloadcms/ui'
import type { ArrayFieldClient } from 'payload'

/** How much of a row's text its label shows before an ellipsis. */
const SHOWN = 60

/** The row's first filled text (a feature's title, a phone, a question), as the editor wrote it. */
function firstText(data: unknown): string | undefined {
  if (!data || typeof data !== 'object') return undefined
  for (const [key, value] of Object.entries(data)) {
    // A polygon's points (fields.ts, pointsField) are coordinates, not words; a document's kind is a code.
    if (key === 'id' || key === 'points' || key === 'kind' || typeof value !== 'string' || !value.trim()) continue
    const text = value.trim()
    return text.length > SHOWN ? `${text.slice(0, SHOWN)}…` : text
  }
  return undefined
}

/**
 * An array row's label in the editor's language: the row's name and number as people count («Особенность 1»,
 * not Payload's «Feature 01»), then what the row says, so a collapsed list can be read without opening it.
 */
export function ArrayRowLabel({ field }: { field?: ArrayFieldClient }) {
  const { data, rowNumber } = useRowLabel<Record<string, unknown>>()
  const { i18n } = useTranslation()
  const name = getTranslation(field?.labels?.singular ?? '', i18n)
  const text = firstText(data)
  return (
    <span>
      {name} {(rowNumber ?? 0) + 1}
      {/* The editor's own text: data, not the admin's words (the admin words browser test skips it). */}
      {text ? <span data-admin-data=""> — {text}</span> : null}
    </span>
  )
}
