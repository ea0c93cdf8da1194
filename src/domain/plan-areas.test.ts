import { describe, expect, it } from 'vitest'

import { formatPoints, labelPoint, parsePoints, planForFloor, pointsProblem, rectanglePoints, summarize, svgPoints } from './plan-areas'

describe('a picker polygon', () => {
  it('is stored as fractions of the picture, clamped and rounded', () => {
    expect(
      formatPoints([
        [0.123456, -0.2],
        [1.5, 0.5],
        [0.5, 0.99999],
      ]),
    ).toBe('0.1235,0 1,0.5 0.5,1')
  })

  it('round-trips through its text', () => {
    const square = rectanglePoints(0.1, 0.2, 0.3, 0.4)
    expect(parsePoints(formatPoints(square))).toEqual(square.map(([x, y]) => [Math.round(x * 1e4) / 1e4, Math.round(y * 1e4) / 1e4]))
  })

  it('says why a stored polygon is unusable', () => {
    expect(pointsProblem('')).toBe('empty')
    expect(pointsProblem(null)).toBe('empty')
    expect(pointsProblem('0.1;0.2 0.3,0.4 0.5,0.6')).toBe('format')
    expect(pointsProblem('0.1,0.2 1.3,0.4 0.5,0.6')).toBe('range')
    expect(pointsProblem('0.1,0.2 0.3,0.4')).toBe('few')
    expect(pointsProblem(Array.from({ length: 65 }, () => '0.5,0.5').join(' '))).toBe('many')
    expect(pointsProblem(' 0,0 1,0  1,1 ')).toBeNull()
    expect(parsePoints('0.1,0.2 0.3,0.4')).toEqual([])
  })

  it('scales to the picture for SVG and labels at its centroid', () => {
    const square = rectanglePoints(0.2, 0.2, 0.4, 0.2)
    expect(svgPoints(square, 1000, 500)).toBe('200,100 600,100 600,200 200,200')
    const [x, y] = labelPoint(square)
    expect(x).toBeCloseTo(0.4)
    expect(y).toBeCloseTo(0.3)
  })
})

describe('what an area holds', () => {
  it('is free while one unit is free, with the lowest free price', () => {
    expect(
      summarize([
        { status: 'sold', price: 10 },
        { status: 'free', price: 30 },
        { status: 'free', price: 20 },
        { status: 'reserved', price: 5 },
      ]),
    ).toEqual({ free: 2, reserved: 1, sold: 1, priceFrom: 20, availability: 'free' })
  })

  it('is reserved when nothing is free but something is held, else sold', () => {
    expect(
      summarize([
        { status: 'reserved', price: 1 },
        { status: 'sold', price: 1 },
      ]).availability,
    ).toBe('reserved')
    expect(summarize([{ status: 'sold', price: 1 }]).availability).toBe('sold')
    expect(summarize([]).availability).toBe('sold')
  })
})

describe('the floor plan of a floor', () => {
  const plans = [
    { name: 'all', section: null, floor_from: 2, floor_to: 16 },
    { name: 'second entrance', section: 2, floor_from: 2, floor_to: 9 },
  ]
  it("prefers the entrance's own plan, then one for all entrances", () => {
    expect(planForFloor(plans, 5, 2)?.name).toBe('second entrance')
    expect(planForFloor(plans, 12, 2)?.name).toBe('all')
    expect(planForFloor(plans, 5, 1)?.name).toBe('all')
    expect(planForFloor(plans, 1, 1)).toBeUndefined()
  })
})
