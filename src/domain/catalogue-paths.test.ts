import { describe, expect, it } from 'vitest'

import { cataloguePath, failsTypeCheck } from './catalogue-paths'

describe('catalogue paths', () => {
  it('recognises projects, queues, listings and properties', () => {
    expect(cataloguePath(['projects', 'sunrise'])).toEqual({ kind: 'project', slug: 'sunrise' })
    expect(cataloguePath(['projects', 'queue', 'sunrise-1'])).toEqual({ kind: 'queue', slug: 'sunrise-1' })
    expect(cataloguePath(['properties', 'apartments'])).toEqual({ kind: 'category', type: 'apartments', category: 'flat' })
    expect(cataloguePath(['properties', 'parking-spaces', 'sr-parking-1'])).toEqual({ kind: 'estate', type: 'parking-spaces', category: 'garage', slug: 'sr-parking-1' })
  })

  it('leaves other pages alone', () => {
    for (const segments of [[], ['projects'], ['properties'], ['projects', 'queue'], ['about', 'x'], ['projects', 'a', 'b'], ['properties', 'a', 'b', 'c']])
      expect(cataloguePath(segments), segments.join('/')).toBeNull()
  })

  it('fails the type check for unknown property types only', () => {
    expect(failsTypeCheck(cataloguePath(['properties', 'villas'])!)).toBe(true)
    expect(failsTypeCheck(cataloguePath(['properties', 'villas', 'x'])!)).toBe(true)
    expect(failsTypeCheck(cataloguePath(['properties', 'storerooms'])!)).toBe(false)
    expect(failsTypeCheck(cataloguePath(['projects', 'x'])!)).toBe(false)
  })
})
