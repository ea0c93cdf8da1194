import { describe, expect, it } from 'vitest'

import { emailLocalPart, staffName } from './staff-names'

describe('staff names', () => {
  it("names an account by its name, else by its e-mail's local part", () => {
    expect(staffName({ name: ' Айжан Сериккызы ', email: 'a@x.kz' })).toBe('Айжан Сериккызы')
    expect(staffName({ name: '', email: 'anna.ivanova@example.kz' })).toBe('anna.ivanova')
    expect(staffName({ name: null, email: null })).toBe('')
    expect(staffName(null)).toBe('')
  })

  it('takes the part before the @', () => {
    expect(emailLocalPart('sales@leads.kz')).toBe('sales')
    expect(emailLocalPart(' no-at-sign ')).toBe('no-at-sign')
    expect(emailLocalPart(undefined)).toBe('')
  })
})
