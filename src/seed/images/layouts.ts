import { t, type Loc } from '../localized'
import type { DrawnSpec } from './library'
import {
  SCHEME_HEIGHT,
  SCHEME_WIDTH,
  commercialPlan,
  commercialPlanArea,
  flatPlan,
  flatPlanArea,
  parkingScheme,
  storeroomScheme,
  type CommercialPlanSpec,
  type FlatPlanSpec,
} from './plans'

/**
 * The layout images of the estates and the figures they carry. A flat or commercial premises takes its
 * area from its plan (the sum of the room areas the plan shows), as in a real building where every flat of
 * a layout has the same area. Every parking space and storeroom has a scheme of its own with its number
 * highlighted; the scheme of a number is shared by the places of that number in every queue.
 */

export type FlatLayout = FlatPlanSpec & { key: string; area: number }
export type CommercialLayout = CommercialPlanSpec & { key: string; area: number }

/** Total areas the flat plans are drawn to, by room count (0 is a studio); the variants alternate two drawings. */
const FLAT_TARGETS: Record<number, number[]> = {
  0: [25.6, 29.4],
  1: [38.2, 42.7, 46.5],
  2: [54.8, 62.3, 70.1],
  3: [78.9, 88.4, 97.6],
  4: [106.5, 121.8],
  5: [131.9, 144.2],
}

export const FLAT_LAYOUTS: FlatLayout[] = Object.entries(FLAT_TARGETS).flatMap(([rooms, targets]) =>
  targets.map((target, index) => {
    const plan = { rooms: Number(rooms), variant: (index % 2) + 1, target }
    return { ...plan, key: `plan-${rooms}-${index + 1}`, area: flatPlanArea(plan) }
  }),
)

/** The flat layouts with this many rooms. */
export const flatLayoutsOf = (rooms: number): FlatLayout[] => FLAT_LAYOUTS.filter((l) => l.rooms === rooms)

/** A kiosk-sized shop to a supermarket. */
export const COMMERCIAL_LAYOUTS: CommercialLayout[] = [
  { width: 7.5, depth: 6.4 },
  { width: 9.8, depth: 7.6 },
  { width: 12.6, depth: 9 },
  { width: 14, depth: 10 },
  { width: 19.2, depth: 12.2 },
].map((plan, index) => ({ ...plan, key: `plan-comm-${index + 1}`, area: commercialPlanArea(plan) }))

export const parkingSchemeKey = (number: number) => `scheme-parking-${number}`
export const storeroomSchemeKey = (number: number) => `scheme-storeroom-${number}`

/** How many numbered schemes to draw of each kind: the highest place numbers in use. */
export type SchemeCounts = { parking: number; storerooms: number }

const ROOM_ALT: Record<number, Loc> = {
  0: t('Планировка студии', 'Студия жоспары', 'Studio floor plan'),
  1: t('Планировка однокомнатной квартиры', 'Бір бөлмелі пәтердің жоспары', 'One-bedroom floor plan'),
  2: t('Планировка двухкомнатной квартиры', 'Екі бөлмелі пәтердің жоспары', 'Two-room floor plan'),
  3: t('Планировка трёхкомнатной квартиры', 'Үш бөлмелі пәтердің жоспары', 'Three-room floor plan'),
  4: t('Планировка четырёхкомнатной квартиры', 'Төрт бөлмелі пәтердің жоспары', 'Four-room floor plan'),
  5: t('Планировка пятикомнатной квартиры', 'Бес бөлмелі пәтердің жоспары', 'Five-room floor plan'),
}

const range = (count: number) => Array.from({ length: count }, (_, i) => i + 1)

const COMMERCIAL_ALT = t('Планировка коммерческого помещения', 'Коммерциялық үй-жайдың жоспары', 'Commercial premises floor plan')

const plan = (key: string, alt: Loc, svg: () => string): DrawnSpec => ({ key, alt, width: 1200, height: 1200, format: 'png', svg })
const scheme = (key: string, alt: Loc, svg: () => string): DrawnSpec => ({ key, alt, width: SCHEME_WIDTH, height: SCHEME_HEIGHT, format: 'png', svg })

/** The plans of the flats and commercial premises. */
export const planImages = (): DrawnSpec[] => [
  ...FLAT_LAYOUTS.map((l) => plan(l.key, ROOM_ALT[l.rooms], () => flatPlan(l))),
  ...COMMERCIAL_LAYOUTS.map((l) => plan(l.key, COMMERCIAL_ALT, () => commercialPlan(l))),
]

/** The schemes of the parking spaces and storerooms numbered 1 to the counts given. */
export const schemeImages = (counts: SchemeCounts): DrawnSpec[] => [
  ...range(counts.parking).map((n) =>
    scheme(parkingSchemeKey(n), t(`Машино-место P ${n} на схеме паркинга`, `Паркинг сызбасындағы P ${n} көлік орны`, `Parking space P ${n} on the car park plan`), () =>
      parkingScheme(n),
    ),
  ),
  ...range(counts.storerooms).map((n) =>
    scheme(storeroomSchemeKey(n), t(`Кладовая K-${n} на схеме`, `Сызбадағы K-${n} қоймасы`, `Storeroom K-${n} on the plan`), () => storeroomScheme(n)),
  ),
]
