import { describe, expect, it } from 'vitest'

import { cheapestMortgage, monthlyPayment } from './mortgage-estimate'

describe('mortgage estimate', () => {
  it('computes the annuity payment after the initial payment', () => {
    // 10,000,000 with 20 % down: 8,000,000 over 120 months at 12 % a year (1 % a month).
    expect(monthlyPayment(10_000_000, { rate: 12, initial_payment: 20, term_months: 120 })).toBe(114_777)
  })

  it('splits the loan evenly at 0 % and is 0 with a full initial payment', () => {
    expect(monthlyPayment(1_200_000, { rate: 0, initial_payment: 0, term_months: 12 })).toBe(100_000)
    expect(monthlyPayment(1_200_000, { rate: 10, initial_payment: 100, term_months: 12 })).toBe(0)
  })

  it('picks the program with the lowest monthly payment', () => {
    const programs = [
      { id: 1, rate: 7, initial_payment: 50, term_months: 120 },
      { id: 2, rate: 16, initial_payment: 10, term_months: 240 },
      { id: 3, rate: 5, initial_payment: 20, term_months: 300 },
    ]
    expect(cheapestMortgage(programs, 20_000_000)?.program.id).toBe(3)
    expect(cheapestMortgage([], 20_000_000)).toBeNull()
  })
})
