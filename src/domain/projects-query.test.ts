import { describe, expect, it } from 'vitest'

import { hasFilters, parseProjectsQuery, projectsListSeo, projectsSearch } from './projects-query'

describe('projects list query', () => {
  it('reads the filters with the names of GET /api/complexes', () => {
    expect(
      parseProjectsQuery({
        city: '2',
        status: 'construction,completed',
        class: 'business',
        completion: '2027',
        price_from: '10000000',
        price_to: '90000000',
        page: '3',
        view: 'map',
      }),
    ).toEqual({
      filters: { city: [2], status: ['construction', 'completed'], class: ['business'], completion: [2027], price_from: 10000000, price_to: 90000000 },
      page: 3,
      view: 'map',
    })
    expect(parseProjectsQuery({ 'city[]': ['1', '3'] }).filters).toEqual({ city: [1, 3] })
  })

  it('drops nonsense values instead of failing', () => {
    expect(parseProjectsQuery({ city: 'abc', status: 'flying', class: '<script>', completion: '99', price_from: '-5', price_to: 'x', page: 'zero', view: 'globe' })).toEqual({
      filters: {},
      page: 1,
      view: 'list',
    })
    expect(parseProjectsQuery({ page: ['2', '3'], status: ['completed', 'nope'] })).toEqual({ filters: {}, page: 2, view: 'list' })
    expect(parseProjectsQuery({ page: '1e9' }).page).toBe(1)
    expect(parseProjectsQuery({ search: '   ' }).filters).toEqual({})
  })

  it('keeps the lower price bound when the bounds are the wrong way round', () => {
    expect(parseProjectsQuery({ price_from: '50', price_to: '10' }).filters).toEqual({ price_from: 50 })
  })

  it('writes a state back in a stable order, without page 1 and the list view', () => {
    expect(projectsSearch({ filters: { status: ['completed'], city: [1, 2] }, page: 1, view: 'list' })).toBe('city=1%2C2&status=completed')
    expect(projectsSearch({ filters: { price_from: 5 }, page: 2, view: 'map' })).toBe('price_from=5&view=map&page=2')
    expect(projectsSearch({ filters: {} })).toBe('')
  })

  it('knows when a filter is set', () => {
    expect(hasFilters({})).toBe(false)
    expect(hasFilters({ city: [] })).toBe(false)
    expect(hasFilters({ price_to: 0 })).toBe(true)
  })

  it('adds the page number to the title and canonical link only above page 1', () => {
    expect(projectsListSeo(1)).toEqual({ titleKey: 'projects-list-title', canonicalQuery: undefined })
    expect(projectsListSeo(3)).toEqual({ titleKey: 'projects-list-title-page', canonicalQuery: 'page=3' })
  })
})

describe('a grouped price in the projects query', () => {
  it('is read as its digits, as the form shows it without JavaScript', () => {
    expect(parseProjectsQuery({ price_from: '30,000,000', price_to: '45 000 000' }).filters).toMatchObject({ price_from: 30_000_000, price_to: 45_000_000 })
    expect(parseProjectsQuery({ price_from: '30,00' }).filters.price_from).toBeUndefined()
  })
})
