import { describe, expect, it } from 'vitest'

import { backfillName } from './staff-names'

describe('staff names backfill', () => {
  it("names an unnamed account by its e-mail's local part and keeps a name it has", () => {
    expect(backfillName({ id: 1, email: 'anna.ivanova@example.kz', name: null })).toBe('anna.ivanova')
    expect(backfillName({ id: 2, email: 'sales@leads.kz', name: '  ' })).toBe('sales')
    expect(backfillName({ id: 3, email: 'x@y.kz', name: 'Айжан' })).toBe('Айжан')
    expect(backfillName({ id: 4, email: null, name: null })).toBe('#4')
  })
})
