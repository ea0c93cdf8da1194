import { describe, expect, it } from 'vitest'

import { facetsFromGroups, groupMatches, parseSort, roomsBucket, roomsMatch, splitList, type EstateGroup } from './estate-filters'

const group = (over: Partial<EstateGroup>): EstateGroup => ({
  rooms: 1,
  restoration: 1,
  house: 1,
  complex: 1,
  completion_year: 2026,
  count: 1,
  price_min: 100,
  price_max: 100,
  area_min: 40,
  area_max: 40,
  floor_min: 2,
  floor_max: 2,
  ...over,
})

describe('rooms buckets', () => {
  it('puts 4 and more rooms into the 4+ bucket', () => {
    expect(roomsBucket(3)).toBe(3)
    expect(roomsBucket(4)).toBe(4)
    expect(roomsBucket(6)).toBe(4)
    expect(roomsBucket(null)).toBeNull()
    expect(roomsMatch(5, [4])).toBe(true)
    expect(roomsMatch(3, [4])).toBe(false)
    expect(roomsMatch(null, [1])).toBe(false)
  })
})

describe('parseSort', () => {
  it('reads the direction from a leading minus', () => {
    expect(parseSort('-price')).toEqual({ field: 'price', descending: true })
    expect(parseSort('price_per_m2')).toEqual({ field: 'price_per_m2', descending: false })
  })
})

describe('splitList', () => {
  it('accepts comma lists and repeated values', () => {
    expect(splitList('1, 2,,3')).toEqual(['1', '2', '3'])
    expect(splitList(['1', '2,3'])).toEqual(['1', '2', '3'])
  })
})

describe('facets', () => {
  const groups = [
    group({ rooms: 1, restoration: 1, house: 1, complex: 1, count: 3, price_min: 100, price_max: 150 }),
    group({ rooms: 2, restoration: 1, house: 1, complex: 1, count: 2, price_min: 200, price_max: 260 }),
    group({ rooms: 2, restoration: 2, house: 2, complex: 2, completion_year: 2027, count: 4, price_min: 210, price_max: 300 }),
    group({ rooms: 5, restoration: 2, house: 2, complex: 2, completion_year: 2027, count: 1, price_min: 500, price_max: 500 }),
  ]

  it('a group matches unless a filter excludes it; the omitted facet is ignored', () => {
    expect(groupMatches(groups[0], { rooms: [2] })).toBe(false)
    expect(groupMatches(groups[0], { rooms: [2] }, 'rooms')).toBe(true)
    expect(groupMatches(groups[3], { rooms: [4] })).toBe(true)
  })

  it('counts each facet over the other filters', () => {
    const facets = facetsFromGroups(groups, { rooms: [2], complexes: [2] })
    expect(facets.total).toBe(4)
    // Rooms ignore the rooms filter but keep the complex filter.
    expect(facets.rooms).toEqual([
      { value: 2, plus: false, count: 4, price_from: 210 },
      { value: 4, plus: true, count: 1, price_from: 500 },
    ])
    // Complexes ignore the complex filter but keep the rooms filter.
    expect(facets.complexes).toEqual([
      { id: 1, count: 2 },
      { id: 2, count: 4 },
    ])
    expect(facets.completion_years).toEqual([{ year: 2027, count: 4 }])
    expect(facets.price).toEqual({ min: 210, max: 300 })
  })

  it('takes a range from the groups queried without its own bounds', () => {
    const withoutPrice = [...groups, group({ rooms: 2, house: 2, complex: 2, price_min: 50, price_max: 900 })]
    const facets = facetsFromGroups(groups, { rooms: [2] }, { price: withoutPrice })
    expect(facets.price).toEqual({ min: 50, max: 900 })
  })
})
