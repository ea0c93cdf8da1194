'use client'

import type { DefaultCellComponentProps } from 'payload'

import { formatAlmatyDateTime } from '../../domain/lead-desk'

/** A publication moment in a list: 25.11.2026 17:05 on Almaty's clock, whatever the browser's zone. */
export function AlmatyDateCell({ cellData }: DefaultCellComponentProps) {
  return typeof cellData === 'string' && cellData ? <span>{formatAlmatyDateTime(cellData)}</span> : null
}
