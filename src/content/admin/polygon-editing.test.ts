import { describe, expect, it } from 'vitest'

import { formatPoints, MAX_POINTS, type Point } from '../../domain/plan-areas'
import { appendPoint, draftPoints, insertPoint, movePoint, nudgePoint, picturePathOf, pointIn, removePoint, rowsPathOf, siblingPointsPaths } from './polygon-editing'

const square: Point[] = [
  [0.1, 0.1],
  [0.9, 0.1],
  [0.9, 0.9],
  [0.1, 0.9],
]

describe('the picture and the other outlines of a points field', () => {
  it('finds the picture next to the array of the row', () => {
    expect(picturePathOf('master_plan.areas.2.points')).toBe('master_plan.image')
    expect(picturePathOf('facade.areas.0.points')).toBe('facade.image')
    expect(picturePathOf('floor_plans.1.areas.3.points')).toBe('floor_plans.1.image')
    expect(picturePathOf('areas.0.points')).toBe('image')
  })

  it('lists the other rows of the same array', () => {
    expect(rowsPathOf('floor_plans.1.areas.3.points')).toBe('floor_plans.1.areas')
    expect(siblingPointsPaths('floor_plans.1.areas.1.points', 3)).toEqual([
      { index: 0, path: 'floor_plans.1.areas.0.points' },
      { index: 2, path: 'floor_plans.1.areas.2.points' },
    ])
    expect(siblingPointsPaths('master_plan.areas.0.points', 1)).toEqual([])
    expect(siblingPointsPaths('master_plan.areas.0.points', undefined)).toEqual([])
  })
})

describe('the points being drawn', () => {
  it('keeps an outline of fewer than three points, unlike the stored check', () => {
    expect(draftPoints('')).toEqual([])
    expect(draftPoints(undefined)).toEqual([])
    expect(draftPoints('0.1,0.2')).toEqual([[0.1, 0.2]])
    expect(draftPoints(formatPoints(square))).toEqual(square)
  })

  it('refuses text that is not points, so that a click does not replace it', () => {
    expect(draftPoints('10 20 30')).toBeNull()
    expect(draftPoints('0.1,0.2 1.5,0.3 0.2,0.2')).toBeNull()
  })
})

describe('a pointer on the picture', () => {
  const box = { left: 100, top: 50, width: 400, height: 200 }

  it('is a fraction of the picture', () => {
    expect(pointIn(box, 300, 100)).toEqual([0.5, 0.25])
  })

  it('is kept on the picture when dragged past it', () => {
    expect(pointIn(box, 0, 400)).toEqual([0, 1])
    expect(pointIn(box, 900, -10)).toEqual([1, 0])
  })

  it('is no point on a picture not laid out yet', () => {
    expect(pointIn({ left: 0, top: 0, width: 0, height: 0 }, 5, 5)).toEqual([0, 0])
  })
})

describe('adding a point', () => {
  it('appends', () => {
    expect(appendPoint(square, [0.5, 0.5])).toEqual([...square, [0.5, 0.5]])
  })

  it('inserts into the nearest side, the closing side included', () => {
    expect(insertPoint(square, [0.5, 0.05])).toEqual([square[0], [0.5, 0.05], ...square.slice(1)])
    expect(insertPoint(square, [0.95, 0.5])).toEqual([square[0], square[1], [0.95, 0.5], square[2], square[3]])
    expect(insertPoint(square, [0.05, 0.5])).toEqual([...square, [0.05, 0.5]])
  })

  it('measures nearness as the picture is seen, not in fractions', () => {
    const triangle: Point[] = [
      [0, 0],
      [1, 0],
      [1, 1],
    ]
    const p: Point = [0.5, 0.1]
    // On a square picture the top side is nearest; on one ten times as high as wide, the diagonal is.
    expect(insertPoint(triangle, p, 1)).toEqual([triangle[0], p, triangle[1], triangle[2]])
    expect(insertPoint(triangle, p, 0.1)).toEqual([...triangle, p])
  })

  it('appends while there are no sides yet', () => {
    expect(insertPoint([[0.1, 0.1]], [0.5, 0.5])).toEqual([
      [0.1, 0.1],
      [0.5, 0.5],
    ])
  })

  it('stops at the most points a field takes', () => {
    const full = Array.from({ length: MAX_POINTS }, (_, i): Point => [i / MAX_POINTS, 0.5])
    expect(appendPoint(full, [0.5, 0.9])).toHaveLength(MAX_POINTS)
    expect(insertPoint(full, [0.5, 0.9])).toHaveLength(MAX_POINTS)
  })
})

describe('changing a point', () => {
  it('moves one point, kept on the picture', () => {
    expect(movePoint(square, 2, [1.2, 0.5])).toEqual([square[0], square[1], [1, 0.5], square[3]])
  })

  it('nudges one point', () => {
    const [x, y] = nudgePoint(square, 0, 0.02, -0.005)[0]
    expect(x).toBeCloseTo(0.12)
    expect(y).toBeCloseTo(0.095)
    expect(nudgePoint(square, 0, -0.5, 0)[0]).toEqual([0, 0.1])
    expect(nudgePoint(square, 9, 0.1, 0.1)).toEqual(square)
  })

  it('removes one point', () => {
    expect(removePoint(square, 1)).toEqual([square[0], square[2], square[3]])
    expect(removePoint(square, square.length - 1)).toEqual(square.slice(0, 3))
  })
})
