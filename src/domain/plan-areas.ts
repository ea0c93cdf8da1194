/**
 * The areas of the visual picker (issue 33): a polygon over a picture (a project's master plan, a queue's
 * facade, a typical floor plan), stored as text "x,y x,y x,y …" with coordinates from 0 to 1 of the picture's
 * width and height, so that a polygon survives a replaced picture of the same framing and scales with any
 * rendering of it. Pure: the admin's polygon editor, the seed, the API and the pages share these rules.
 */

export type Point = readonly [x: number, y: number]

/** Fewer points make no area; more are a tracing no editor draws by hand. */
export const MIN_POINTS = 3
export const MAX_POINTS = 64
/** Four decimals: a tenth of a pixel on a 1,000-pixel picture. */
const DECIMALS = 4

const round = (value: number) => Math.round(value * 10 ** DECIMALS) / 10 ** DECIMALS
const clamp = (value: number) => Math.min(1, Math.max(0, value))

/** The stored text of a polygon: every coordinate clamped to the picture and rounded. */
export const formatPoints = (points: readonly Point[]): string => points.map(([x, y]) => `${round(clamp(x))},${round(clamp(y))}`).join(' ')

/** Why a stored polygon is unusable, or null when it is a polygon of MIN_POINTS to MAX_POINTS points within the picture. */
export function pointsProblem(text: unknown): 'empty' | 'format' | 'range' | 'few' | 'many' | null {
  if (typeof text !== 'string' || !text.trim()) return 'empty'
  const pairs = text.trim().split(/\s+/)
  for (const pair of pairs) {
    const match = /^(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)$/.exec(pair)
    if (!match) return 'format'
    const [x, y] = [Number(match[1]), Number(match[2])]
    if (x < 0 || x > 1 || y < 0 || y > 1) return 'range'
  }
  if (pairs.length < MIN_POINTS) return 'few'
  if (pairs.length > MAX_POINTS) return 'many'
  return null
}

/** A stored area whose polygon is usable: an unfinished one of a draft (or a bad import) is left out rather than drawn broken. */
export const isDrawn = <T extends { points?: string | null }>(area: T): area is T & { points: string } => pointsProblem(area.points) === null

/** The points of a stored polygon; an empty list when it is unusable (pointsProblem says why). */
export function parsePoints(text: unknown): Point[] {
  if (pointsProblem(text) !== null) return []
  return (text as string)
    .trim()
    .split(/\s+/)
    .map((pair) => pair.split(',').map(Number) as unknown as Point)
}

/** The polygon's points scaled to a picture of `width` × `height`, as SVG's `points` attribute wants them. */
export const svgPoints = (points: readonly Point[], width: number, height: number): string =>
  points.map(([x, y]) => `${Math.round(x * width * 10) / 10},${Math.round(y * height * 10) / 10}`).join(' ')

/** Where a polygon's label goes: the centroid of its area (the mean of its points for a degenerate one). */
export function labelPoint(points: readonly Point[]): Point {
  let area = 0
  let cx = 0
  let cy = 0
  for (let i = 0; i < points.length; i++) {
    const [x0, y0] = points[i]
    const [x1, y1] = points[(i + 1) % points.length]
    const cross = x0 * y1 - x1 * y0
    area += cross
    cx += (x0 + x1) * cross
    cy += (y0 + y1) * cross
  }
  if (Math.abs(area) < 1e-9) {
    const mean = (axis: 0 | 1) => points.reduce((sum, point) => sum + point[axis], 0) / Math.max(1, points.length)
    return [mean(0), mean(1)]
  }
  return [cx / (3 * area), cy / (3 * area)]
}

/** A rectangle as a polygon, corners clockwise from the top left: what the seed draws its areas as. */
export const rectanglePoints = (x: number, y: number, width: number, height: number): Point[] => [
  [x, y],
  [x + width, y],
  [x + width, y + height],
  [x, y + height],
]

/** The colour class of an area by what it holds: some free, none free but some reserved, or all sold (or empty). */
export type Availability = 'free' | 'reserved' | 'sold'

/** What a picker shows of a group of units (a queue, a floor): the free count, the lowest free price, its colour. */
export type AreaSummary = { free: number; reserved: number; sold: number; priceFrom: number | null; availability: Availability }

/** Some free: free; none free but some reserved: reserved; else sold (an area with nothing public looks sold). */
export const availabilityOf = (free: number, reserved: number): Availability => (free ? 'free' : reserved ? 'reserved' : 'sold')

export function summarize(units: readonly { status: string; price: number | null }[]): AreaSummary {
  let free = 0
  let reserved = 0
  let sold = 0
  let priceFrom: number | null = null
  for (const unit of units) {
    if (unit.status === 'free') {
      free++
      if (unit.price != null && (priceFrom === null || unit.price < priceFrom)) priceFrom = unit.price
    } else if (unit.status === 'reserved') reserved++
    else sold++
  }
  return { free, reserved, sold, priceFrom, availability: availabilityOf(free, reserved) }
}

/** A typical floor plan serves the floors from `floor_from` to `floor_to` of one section, or of every section when none is set. */
export type FloorPlanScope = { section?: number | null; floor_from: number; floor_to: number }

/** The first of the plans that serves this floor of this section (one of its own section before one for all). */
export function planForFloor<T extends FloorPlanScope>(plans: readonly T[], floor: number, section: number | null): T | undefined {
  const serves = (plan: T) => floor >= plan.floor_from && floor <= plan.floor_to
  return plans.find((plan) => serves(plan) && plan.section != null && plan.section === section) ?? plans.find((plan) => serves(plan) && plan.section == null)
}
