import { describe, expect, it } from 'vitest'

import { complexMatches, completionYear, countBy, normalizeSearch, type ComplexFacts } from './complex-filters'

const complexes: ComplexFacts[] = [
  { name: 'Нурлы Дала', slug: 'nurly-dala', city_id: 1, status: 'construction', class: 'comfort', completion_year: 2027, price_from: 15_000_000 },
  { name: 'Алатау Парк', slug: 'alatau-park', city_id: 1, status: 'completed', class: 'business', completion_year: 2025, price_from: 25_000_000 },
  { name: 'Есіл Тауэр', slug: 'esil-tower', city_id: 2, status: 'planning', class: 'premium', completion_year: 2028, price_from: null },
]

describe('complex filters', () => {
  it('reads the completion year in UTC', () => {
    expect(completionYear('2027-12-31T23:00:00.000Z')).toBe(2027)
    expect(completionYear(null)).toBeNull()
    expect(completionYear('garbage')).toBeNull()
  })

  it('filters by lists, year bounds and price', () => {
    expect(complexes.filter((c) => complexMatches(c, { city: [1] })).map((c) => c.slug)).toEqual(['nurly-dala', 'alatau-park'])
    expect(complexes.filter((c) => complexMatches(c, { completion_from: 2026, completion_to: 2028 })).map((c) => c.slug)).toEqual(['nurly-dala', 'esil-tower'])
    expect(complexes.filter((c) => complexMatches(c, { price_to: 20_000_000 })).map((c) => c.slug)).toEqual(['nurly-dala'])
    // No price: never within a price filter.
    expect(complexes.filter((c) => complexMatches(c, { price_from: 0 })).map((c) => c.slug)).toEqual(['nurly-dala', 'alatau-park'])
  })

  it('searches names without case or diacritics, and slugs', () => {
    expect(normalizeSearch('ЕСІЛ')).toBe('есіл')
    expect(complexes.filter((c) => complexMatches(c, { search: 'алатау' })).map((c) => c.slug)).toEqual(['alatau-park'])
    expect(complexes.filter((c) => complexMatches(c, { search: 'tower' })).map((c) => c.slug)).toEqual(['esil-tower'])
  })

  it('counts a facet over the other filters', () => {
    const byCity = countBy(complexes, { city: [2], status: ['construction', 'planning'] }, 'city', (c) => c.city_id)
    expect([...byCity.entries()]).toEqual([
      [1, 1],
      [2, 1],
    ])
  })
})
