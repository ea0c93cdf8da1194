import { describe, expect, it } from 'vitest'

import {
  canonicalListingQuery,
  correctedSearch,
  emptyListingQuery,
  hasFilters,
  listingSearchParams,
  pageSearch,
  parseListingQuery,
  titlePageSuffix,
  estateListSchema,
} from './estates-query'

describe('parseListingQuery', () => {
  it('reads every filter with the API names', () => {
    const { query, dropped } = parseListingQuery(
      'rooms=2&rooms=4&restorations=Чистовая&page=3&price_from=1000000&price_to=50000000.5&area_from=30&area_to=80&floor_from=-1&floor_to=12&complex_id=3&house_id=7&completion=2026&sort=-area',
    )
    expect(dropped).toEqual([])
    expect(query).toEqual({
      rooms: [2, 4],
      restorations: ['Чистовая'],
      complex_id: [3],
      house_id: [7],
      completion: [2026],
      price_from: 1_000_000,
      price_to: 50_000_000.5,
      area_from: 30,
      area_to: 80,
      floor_from: -1,
      floor_to: 12,
      sort: '-area',
      page: 3,
    })
  })

  it('accepts comma lists and key[] and removes duplicates', () => {
    const { query, dropped } = parseListingQuery({ rooms: '3,1', 'rooms[]': ['1', '0'] })
    expect(dropped).toEqual([])
    expect(query.rooms).toEqual([0, 1, 3])
  })

  it('has defaults without parameters', () => {
    expect(parseListingQuery('')).toEqual({ query: emptyListingQuery(), dropped: [] })
  })

  it('drops each nonsense value on its own and reports it', () => {
    const { query, dropped } = parseListingQuery('rooms=abc&page=-2&sort=random&price_from=cheap&floor_to=9999&restorations=<script>&complex_id=0&completion=1900&area_to=')
    expect(query).toEqual(emptyListingQuery())
    expect(dropped.sort()).toEqual(['area_to', 'completion', 'complex_id', 'floor_to', 'page', 'price_from', 'restorations', 'rooms', 'sort'])
  })

  it('keeps the good tokens of a list with a bad one', () => {
    const { query, dropped } = parseListingQuery('rooms=2,9,x')
    expect(query.rooms).toEqual([2])
    expect(dropped).toEqual(['rooms'])
  })

  it('swaps bounds given the wrong way round', () => {
    const { query, dropped } = parseListingQuery('price_from=9000&price_to=100')
    expect([query.price_from, query.price_to]).toEqual([100, 9000])
    expect(dropped).toEqual(['price_from', 'price_to'])
  })

  it('reads a price grouped as the filter form shows it, and has the URL corrected to digits', () => {
    for (const typed of ['30,000,000', '30 000 000', '30\u00a0000\u00a0000']) {
      const { query, dropped } = parseListingQuery(new URLSearchParams({ price_to: typed }))
      expect(query.price_to, typed).toBe(30_000_000)
      expect(dropped).toEqual(['price_to'])
    }
    // Only thousands separators: a decimal comma is no price, and other ranges are not regrouped.
    expect(parseListingQuery('price_from=1,5').query.price_from).toBeUndefined()
    expect(parseListingQuery('area_from=1,000').query.area_from).toBeUndefined()
  })

  it('treats page=1 as a value to remove', () => {
    expect(parseListingQuery('page=1').dropped).toEqual(['page'])
  })
})

describe('serialising', () => {
  it('writes a stable order without defaults', () => {
    const { query } = parseListingQuery('sort=price&page=2&rooms=3&rooms=1&price_to=5')
    expect(listingSearchParams(query).toString()).toBe('rooms=1&rooms=3&price_to=5&page=2')
  })

  it('corrects a URL and keeps foreign parameters such as utm tags', () => {
    const input = 'utm_source=mail&rooms=abc&page=2'
    const { query } = parseListingQuery(input)
    expect(correctedSearch(input, query)).toBe('?page=2&utm_source=mail')
    expect(correctedSearch('rooms=x', parseListingQuery('rooms=x').query)).toBe('')
  })

  it('round-trips', () => {
    const { query } = parseListingQuery('rooms=0&restorations=White+box&house_id=4&sort=-price_per_m2&page=5')
    expect(parseListingQuery(listingSearchParams(query))).toEqual({ query, dropped: [] })
  })

  it('links pages with the same filters', () => {
    const { query } = parseListingQuery('rooms=2&page=3')
    expect(pageSearch(query, 1)).toBe('?rooms=2')
    expect(pageSearch(query, 4)).toBe('?rooms=2&page=4')
  })
})

describe('canonical and title rules (spec §2)', () => {
  it('keeps only rooms and a page above 1 in the canonical query', () => {
    const { query } = parseListingQuery('rooms=2&restorations=Чистовая&sort=-price&price_from=5&page=2')
    expect(canonicalListingQuery(query)).toBe('rooms=2&page=2')
    expect(canonicalListingQuery({ rooms: [], page: 1 })).toBe('')
    expect(canonicalListingQuery({ rooms: [1, 2], page: 1 })).toBe('rooms=1&rooms=2')
  })

  it('adds the page to the title only above 1', () => {
    expect(titlePageSuffix(1)).toBeNull()
    expect(titlePageSuffix(2)).toBe(2)
  })

  it('tells filters from paging and sorting', () => {
    expect(hasFilters(parseListingQuery('page=3&sort=-area').query)).toBe(false)
    expect(hasFilters(parseListingQuery('floor_from=2').query)).toBe(true)
  })
})

describe('one set of rules in two modes', () => {
  const cases: Array<[string, string]> = [
    ['rooms', '5'],
    ['rooms', '2'],
    ['floor_to', '301'],
    ['floor_from', '-1'],
    ['price_from', '1e5'],
    ['price_to', '50000000.5'],
    ['area_to', '-3'],
    ['complex_id', '0'],
    ['house_id', '7'],
    ['completion', '1999'],
    ['restorations', '<b>'],
    ['restorations', 'White box'],
    ['sort', 'random'],
    ['sort', '-area'],
  ]
  it.each(cases)('the API refuses %s=%s exactly when the page drops it', (key, value) => {
    const refused = !estateListSchema.safeParse({ [key]: value }).success
    const dropped = parseListingQuery({ [key]: value }).dropped.includes(key)
    expect(dropped).toBe(refused)
  })
})
