import { describe, expect, it } from 'vitest'

import { isPromotionActive } from './promotions'

const now = new Date('2026-06-15T12:00:00Z')

describe('isPromotionActive', () => {
  it('is active between its start and end', () => {
    expect(isPromotionActive({ starts_at: '2026-06-01T00:00:00Z', ends_at: '2026-06-30T00:00:00Z' }, now)).toBe(true)
    expect(isPromotionActive({ starts_at: '2026-06-01T00:00:00Z', ends_at: null }, now)).toBe(true)
  })
  it('is inactive before its start and after its end', () => {
    expect(isPromotionActive({ starts_at: '2026-07-01T00:00:00Z', ends_at: null }, now)).toBe(false)
    expect(isPromotionActive({ starts_at: '2026-01-01T00:00:00Z', ends_at: '2026-06-15T11:59:59Z' }, now)).toBe(false)
  })
})
