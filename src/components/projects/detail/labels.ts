import { ROOMS_PLUS } from '@/domain/estate-filters'
import type { Translate } from '@/i18n/messages'
import { roomsLabel as estateRoomsLabel } from '@/components/properties/estate-format'

/** "Studio", "2-room", "4+ rooms": the rooms facet's wording (4 stands for four or more unless told). */
export const roomsLabel = (t: Translate, rooms: number, plus = rooms >= ROOMS_PLUS): string => estateRoomsLabel(t, rooms, plus)

/** The month of a construction report in the visitor's language, e.g. "октябрь 2026 г.". */
export function monthLabel(locale: string, iso: string): string {
  const tag = locale === 'en' ? 'en-GB' : `${locale}-KZ`
  return new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso))
}
