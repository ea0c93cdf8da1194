import { describe, expect, it } from 'vitest'

import { scopedListingPath } from './listing-links'

describe('scopedListingPath', () => {
  it('filters a category listing by project and room count', () => {
    expect(scopedListingPath('flat', { complexId: 3, rooms: 2 })).toBe('/properties/apartments?complex_id=3&rooms=2')
  })
  it('filters by queue', () => {
    expect(scopedListingPath('garage', { complexId: 3, houseId: 9 })).toBe('/properties/parking-spaces?complex_id=3&house_id=9')
  })
  it('keeps studios (0 rooms) and gives the bare listing without a scope', () => {
    expect(scopedListingPath('flat', { rooms: 0 })).toBe('/properties/apartments?rooms=0')
    expect(scopedListingPath('comm', {})).toBe('/properties/commercial-premises')
  })
})
