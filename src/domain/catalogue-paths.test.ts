import { describe, expect, it } from 'vitest'

import { cataloguePath } from './catalogue-paths'

describe('catalogue paths', () => {
  it('recognises projects, queues, listings and properties', () => {
    expect(cataloguePath(['projects', 'sunrise'])).toEqual({ kind: 'project', slug: 'sunrise' })
    expect(cataloguePath(['projects', 'queue', 'sunrise-1'])).toEqual({ kind: 'queue', slug: 'sunrise-1' })
    expect(cataloguePath(['properties', 'apartments'])).toEqual({ kind: 'category', type: 'apartments', category: 'flat' })
    expect(cataloguePath(['about', 'sunrise-2'])).toEqual({ kind: 'progress', slug: 'sunrise-2' })
    expect(cataloguePath(['properties', 'parking-spaces', 'sr-parking-1'])).toEqual({ kind: 'estate', type: 'parking-spaces', category: 'garage', slug: 'sr-parking-1' })
  })

  it('leaves other pages alone', () => {
    for (const segments of [
      [],
      ['projects'],
      ['properties'],
      ['projects', 'queue'],
      ['about'],
      ['about', 'x', 'y'],
      ['contacts'],
      ['projects', 'a', 'b'],
      ['properties', 'a', 'b', 'c'],
    ])
      expect(cataloguePath(segments), segments.join('/')).toBeNull()
  })

  it('marks unknown property types with no category', () => {
    expect(cataloguePath(['properties', 'villas'])).toEqual({ kind: 'category', type: 'villas', category: null })
    expect(cataloguePath(['properties', 'villas', 'x'])).toEqual({ kind: 'estate', type: 'villas', category: null, slug: 'x' })
  })

  it('classifies news and promotion pages, not their listings', () => {
    expect(cataloguePath(['contents', 'news', 'grand-opening'])).toEqual({ kind: 'article', slug: 'grand-opening' })
    expect(cataloguePath(['contents', 'promo', 'trade-in'])).toEqual({ kind: 'promotion', slug: 'trade-in' })
    expect(cataloguePath(['contents', 'news'])).toBeNull()
    expect(cataloguePath(['contents', 'promo'])).toBeNull()
    expect(cataloguePath(['contents', 'other', 'x'])).toBeNull()
  })
})

describe('career paths', () => {
  it('recognises vacancy categories and vacancies, but not the student jobs page', () => {
    expect(cataloguePath(['career', 'construction'])).toEqual({ kind: 'vacancy-category', slug: 'construction' })
    expect(cataloguePath(['career', 'construction', 'site-foreman'])).toEqual({ kind: 'vacancy', category: 'construction', slug: 'site-foreman' })
    expect(cataloguePath(['career', 'job-for-student'])).toBeNull()
    // A vacancy asked for under the student page's segment is a vacancy (its page moves it to its own category).
    expect(cataloguePath(['career', 'job-for-student', 'sales-intern'])).toEqual({ kind: 'vacancy', category: 'job-for-student', slug: 'sales-intern' })
    for (const segments of [['career'], ['career', 'a', 'b', 'c']]) expect(cataloguePath(segments), segments.join('/')).toBeNull()
  })
})
