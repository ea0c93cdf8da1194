import { describe, expect, it } from 'vitest'

import { cataloguePath } from './catalogue-paths'

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

  it('marks unknown property types with no category', () => {
    expect(cataloguePath(['properties', 'villas'])).toEqual({ kind: 'category', type: 'villas', category: null })
    expect(cataloguePath(['properties', 'villas', 'x'])).toEqual({ kind: 'estate', type: 'villas', category: null, slug: 'x' })
  })
})
