import { describe, expect, it } from 'vitest'

import { parseFavorites, parseIdList } from './favorites'

describe('favorites storage', () => {
  it('reads a clean list as it is', () => {
    expect(parseFavorites('[3,1,2]')).toEqual({ ids: [3, 1, 2], corrected: false })
    expect(parseFavorites(null)).toEqual({ ids: [], corrected: false })
    expect(parseFavorites('[]')).toEqual({ ids: [], corrected: false })
  })

  it('corrects corrupt values instead of failing', () => {
    expect(parseFavorites('not json')).toEqual({ ids: [], corrected: true })
    expect(parseFavorites('{"a":1}')).toEqual({ ids: [], corrected: true })
    expect(parseFavorites('"12"')).toEqual({ ids: [], corrected: true })
    expect(parseFavorites('[1,"2",3.5,-4,0,null,1,5]')).toEqual({ ids: [1, 5], corrected: true })
    expect(parseFavorites(JSON.stringify(Array.from({ length: 150 }, (_, i) => i + 1))).ids).toHaveLength(100)
  })

  it('takes ids from a URL and ignores nonsense', () => {
    expect(parseIdList('12,34,56')).toEqual([12, 34, 56])
    expect(parseIdList(['12', '34,12'])).toEqual([12, 34])
    expect(parseIdList('abc,-1,0,1e3,<script>,7, 8 ')).toEqual([7, 8])
    expect(parseIdList(undefined)).toEqual([])
    expect(parseIdList('9'.repeat(40))).toEqual([])
  })
})
