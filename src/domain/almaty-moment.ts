import { almatyInstant, almatyParts } from './lead-desk'

/**
 * A publication moment as editors set it (issue 31, item 3): a day and a minute on Almaty's clock, stored
 * as an instant (ISO, UTC). The admin's date picker (react-datepicker) only knows the browser's own zone,
 * so it is handed a "wall-clock" Date: one whose local fields in the browser read Almaty's day and time.
 * These two functions translate between that and the instant, whatever zone the browser is in.
 */

/** The browser-local Date whose day and time read as the instant's on Almaty's clock. */
export function toAlmatyWallClock(iso: string): Date | null {
  const time = Date.parse(iso)
  if (!Number.isFinite(time)) return null
  const [y, m, d, h, min] = almatyParts(time)
  return new Date(y, m - 1, d, h, min)
}

/** The instant (ISO, UTC) of a browser-local Date's day and minute read on Almaty's clock. */
export function fromAlmatyWallClock(local: Date): string {
  const two = (n: number) => String(n).padStart(2, '0')
  return almatyInstant(`${local.getFullYear()}-${two(local.getMonth() + 1)}-${two(local.getDate())}`, `${two(local.getHours())}:${two(local.getMinutes())}`)
}

/**
 * The rule of the data migration `*_publication_moments`: a date-only value (Payload's day picker saved
 * 12:00 UTC of the day) becomes midnight in Almaty of that day, so a document dated today is public from
 * the start of today, as its editor meant. Any other time of day was set on purpose and stays.
 */
export function dateOnlyToAlmatyMidnight(iso: string): string {
  if (!/T12:00:00(\.000)?Z$/.test(iso)) return iso
  return almatyInstant(iso.slice(0, 10))
}
