import { priceFromLabel } from '@/components/home/price'
import { areaLabel, estateTitle, formatPrice } from '@/components/properties/estate-format'
import { countValues } from '@/domain/money'
import type { Availability } from '@/domain/plan-areas'
import type { Translate } from '@/i18n/messages'
import type { ChessboardCell } from '@/services/houses'

/**
 * The words of the picker's areas: each link's accessible name (and tooltip) says what a buyer chooses by,
 * "7 этаж, подъезд 1: 5 свободных, от 25,4 млн ₸", so that colour is never the only sign.
 */

/** A queue or floor: where, how many free, from what price. */
export const placeName = (t: Translate, place: string, summary: { free: number; priceFrom: number | null }): string =>
  `${place}: ${[t('picker-free', countValues(summary.free)), priceFromLabel(t, summary.priceFrom)].filter(Boolean).join(', ')}`

/** A unit on a floor plan: what it is, its area, its status and, when free, its price. */
export const unitName = (t: Translate, unit: ChessboardCell): string =>
  `${estateTitle(t, unit)}, ${areaLabel(t, unit.area)}: ${[t(`prop-status-${unit.status}`), unit.status === 'free' ? formatPrice(t, unit.price) : null].filter(Boolean).join(', ')}`

/** The legend's words for the three colours. */
export const legendTitles = (t: Translate): Record<Availability, string> => ({
  free: t('picker-legend-free'),
  reserved: t('picker-legend-reserved'),
  sold: t('picker-legend-sold'),
})

/** A floor's name on the facade: with its entrance where the house has several. */
export const floorName = (t: Translate, floor: number, section: number | null, sections: number): string =>
  section !== null && sections > 1 ? t('picker-floor-section', { floor, section }) : t('picker-floor', { floor })
