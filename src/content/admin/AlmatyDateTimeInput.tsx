'use client'

import { DatePicker } from '@payloadcms/ui'

import { fromAlmatyWallClock, toAlmatyWallClock } from '../../domain/almaty-moment'

/** How a moment reads and is typed in the admin: 25.11.2026 17:05, Almaty time. */
const MOMENT_FORMAT = 'dd.MM.yyyy HH:mm'

/**
 * A day and minute on Almaty's clock, whatever the browser's zone (issue 31, item 3): Payload's picker
 * with a 24-hour list in one-minute steps and a typed format that reads back (its default,
 * «нояб. 25, 2026 11:50 ДП», could not be typed, so a typed date was dropped on blur). The value is an
 * instant (ISO, UTC); the picker itself only sees the wall-clock Date of domain/almaty-moment.ts.
 */
export function AlmatyDateTimeInput({ value, onChange, readOnly }: { value: string | null | undefined; onChange: (iso: string | null) => void; readOnly?: boolean }) {
  const shown = value ? toAlmatyWallClock(value) : null
  return (
    <DatePicker
      pickerAppearance="dayAndTime"
      displayFormat={MOMENT_FORMAT}
      timeFormat="HH:mm"
      timeIntervals={1}
      placeholder="ДД.ММ.ГГГГ ЧЧ:ММ"
      readOnly={readOnly}
      value={shown ?? undefined}
      onChange={(picked) => onChange(picked instanceof Date && !Number.isNaN(picked.getTime()) ? fromAlmatyWallClock(picked) : null)}
    />
  )
}
