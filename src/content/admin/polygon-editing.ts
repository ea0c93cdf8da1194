import { MAX_POINTS, pointsProblem, type Point } from '../../domain/plan-areas'

/**
 * The polygon editor's rules (admin/PolygonField.tsx), apart from React so they are tested: where the
 * picture and the other outlines of a `points` field are in the form, and what a click, a drag, a key does
 * to the points. The stored format itself is domain/plan-areas.ts.
 */

/** A points field sits in a row of an array (`<array>.<index>.points`); the array sits next to its picture. */
const rowOf = (pointsPath: string) => {
  const segments = pointsPath.split('.')
  return { owner: segments.slice(0, -3), arrayPath: segments.slice(0, -2).join('.'), index: Number(segments[segments.length - 2]) }
}

/** The form path of the picture the polygon is drawn over: `master_plan.areas.2.points` → `master_plan.image`. */
export function picturePathOf(pointsPath: string): string {
  const { owner } = rowOf(pointsPath)
  return owner.length ? `${owner.join('.')}.image` : 'image'
}

/** The form path of the array that holds the polygon's row: `master_plan.areas.2.points` → `master_plan.areas`. */
export const rowsPathOf = (pointsPath: string): string => rowOf(pointsPath).arrayPath

/** The other rows' points fields, with their row index, of an array of `rowCount` rows (its form value). */
export function siblingPointsPaths(pointsPath: string, rowCount: unknown): { index: number; path: string }[] {
  const { arrayPath, index } = rowOf(pointsPath)
  const count = typeof rowCount === 'number' && rowCount > 0 ? rowCount : 0
  return Array.from({ length: count }, (_, i) => ({ index: i, path: `${arrayPath}.${i}.points` })).filter((row) => row.index !== index)
}

/**
 * The points of the field's text while it is being drawn: unlike parsePoints, an outline of one or two
 * points (or too many) is kept, since the editor is on the way to a valid one. Null for text that is not
 * points at all (a bad paste): the editor must see and fix it rather than have a click replace it.
 */
export function draftPoints(text: unknown): Point[] | null {
  const problem = pointsProblem(text)
  if (problem === 'empty') return []
  if (problem === 'format' || problem === 'range') return null
  return (text as string)
    .trim()
    .split(/\s+/)
    .map((pair) => pair.split(',').map(Number) as unknown as Point)
}

const clamp = (value: number) => Math.min(1, Math.max(0, value))

type Box = { left: number; top: number; width: number; height: number }

/** A pointer's client position as a point of the picture shown in `box` (its bounding rect); outside it, the nearest edge. */
export function pointIn(box: Box, clientX: number, clientY: number): Point {
  if (box.width <= 0 || box.height <= 0) return [0, 0]
  return [clamp((clientX - box.left) / box.width), clamp((clientY - box.top) / box.height)]
}

/** Distance² from `p` to the segment a–b, x stretched by the picture's aspect so that "nearest" is as the eye sees it. */
function segmentDistance2(p: Point, a: Point, b: Point, aspect: number): number {
  const [px, py, ax, ay, bx, by] = [p[0] * aspect, p[1], a[0] * aspect, a[1], b[0] * aspect, b[1]]
  const [dx, dy] = [bx - ax, by - ay]
  const length2 = dx * dx + dy * dy
  const t = length2 === 0 ? 0 : clamp(((px - ax) * dx + (py - ay) * dy) / length2)
  const [qx, qy] = [ax + t * dx - px, ay + t * dy - py]
  return qx * qx + qy * qy
}

/** The points with `p` at the end; unchanged at MAX_POINTS (the field would refuse more). */
export const appendPoint = (points: readonly Point[], p: Point): Point[] => (points.length >= MAX_POINTS ? [...points] : [...points, p])

/**
 * The points with `p` inserted into the side nearest to it (the closing side included), so a corner can be
 * added to a finished outline; appended while there are fewer than three points (no sides yet to choose).
 * `aspect` is the picture's width / height.
 */
export function insertPoint(points: readonly Point[], p: Point, aspect = 1): Point[] {
  if (points.length < 3) return appendPoint(points, p)
  if (points.length >= MAX_POINTS) return [...points]
  let best = 0
  let bestDistance = Infinity
  for (let i = 0; i < points.length; i++) {
    const distance = segmentDistance2(p, points[i], points[(i + 1) % points.length], aspect)
    if (distance < bestDistance) [best, bestDistance] = [i, distance]
  }
  return [...points.slice(0, best + 1), p, ...points.slice(best + 1)]
}

/** The points with the one at `index` moved to `p`, kept on the picture. */
export const movePoint = (points: readonly Point[], index: number, p: Point): Point[] => points.map((point, i) => (i === index ? ([clamp(p[0]), clamp(p[1])] as const) : point))

/** The points with the one at `index` shifted by `dx`, `dy` (the arrow keys), kept on the picture. */
export const nudgePoint = (points: readonly Point[], index: number, dx: number, dy: number): Point[] =>
  points[index] ? movePoint(points, index, [points[index][0] + dx, points[index][1] + dy]) : [...points]

/** The points without the one at `index`. */
export const removePoint = (points: readonly Point[], index: number): Point[] => points.filter((_, i) => i !== index)
