import { describe, expect, it } from 'vitest'

import { paginationItems } from './pagination'

describe('paginationItems', () => {
  it('lists every page of short lists', () => {
    expect(paginationItems(1, 1)).toEqual([1])
    expect(paginationItems(1, 5)).toEqual([1, 2, 3, 4, 5])
  })
  it('keeps the ends and two pages around the current one, with ellipses between', () => {
    expect(paginationItems(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20])
    expect(paginationItems(1, 20)).toEqual([1, 2, 3, null, 20])
  })
  it('shows a single skipped page instead of an ellipsis', () => {
    expect(paginationItems(5, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, null, 10])
  })
})
