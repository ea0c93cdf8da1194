import { describe, expect, it } from 'vitest'

import { canonicalListSearch, listSearch, listSeo, parseNewsQuery, parsePromoQuery } from './contents-query'

const known = { years: [2026, 2025], projectIds: [3, 7] }

describe('news list URL', () => {
  it('keeps the filters that name something and drops the rest', () => {
    expect(parseNewsQuery({ search: ' сдача ', year: '2025', complex_id: '7', page: '2' }, known)).toEqual({ filters: { search: 'сдача', year: 2025, complex_id: 7 }, page: 2 })
    expect(parseNewsQuery({ year: '1999', complex_id: '999', page: 'x' }, known)).toEqual({ filters: {}, page: 1 })
    expect(parseNewsQuery({ search: '<script>', complex_id: '-3', page: '0' }, known)).toEqual({ filters: {}, page: 1 })
    expect(parseNewsQuery({ year: ['2026', '2025'] }, known).filters).toEqual({ year: 2026 })
  })

  it('promotions filter by project only', () => {
    expect(parsePromoQuery({ complex_id: '3', year: '2026' }, known)).toEqual({ filters: { complex_id: 3 }, page: 1 })
  })

  it('writes the query in a stable order without page 1', () => {
    expect(listSearch({ filters: { complex_id: 3, year: 2026 }, page: 1 })).toBe('year=2026&complex_id=3')
    expect(listSearch({ filters: {}, page: 3 })).toBe('page=3')
  })

  it('redirects to the cleaned query: dropped values, page 1, a page past the last', () => {
    const canon = (params: Record<string, string>, last = 5) => canonicalListSearch(params, parseNewsQuery(params, known), last)
    expect(canon({ year: '2026', page: '2' })).toBeNull()
    expect(canon({ year: '1999' })).toBe('')
    expect(canon({ page: '1' })).toBe('')
    expect(canon({ page: '9' })).toBe('page=5')
    expect(canon({ complex_id: '999', utm_source: 'mail' })).toBe('utm_source=mail')
    expect(canon({ utm_source: 'mail', year: '2025' })).toBeNull()
  })

  it('suffixes the title and canonical link with the page above 1 only', () => {
    expect(listSeo(1)).toEqual({ paged: false, canonicalQuery: undefined })
    expect(listSeo(4)).toEqual({ paged: true, canonicalQuery: 'page=4' })
  })
})
