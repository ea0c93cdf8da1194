import { describe, expect, it } from 'vitest'

import { keyTerms, programEffectiveRate } from './purchase-methods'

describe('keyTerms', () => {
  it('takes the lowest rate and initial payment and the longest term', () => {
    expect(
      keyTerms([
        { rate: 16.5, initial_payment: 20, term_months: 300 },
        { rate: 7, initial_payment: 50, term_months: 228 },
      ]),
    ).toEqual({ rateFrom: 7, initialFrom: 20, termUpTo: 300 })
  })

  it('is null without programs', () => {
    expect(keyTerms([])).toBeNull()
  })
})

describe('programEffectiveRate (ГЭСВ)', () => {
  it('is the monthly rate compounded over a year without fees', () => {
    // 7 %: (1 + 0.07/12)^12 − 1 = 7.23 %, published for the 7-20-25 programme as 7.2 %.
    expect(programEffectiveRate({ rate: 7, initial_payment: 20, term_months: 300, fee_percent: 0 })).toBe(7.2)
  })

  it('grows with a one-time fee, more on a short loan', () => {
    const none = programEffectiveRate({ rate: 12, initial_payment: 20, term_months: 240, fee_percent: 0 })
    const long = programEffectiveRate({ rate: 12, initial_payment: 20, term_months: 240, fee_percent: 1 })
    const short = programEffectiveRate({ rate: 12, initial_payment: 20, term_months: 12, fee_percent: 1 })
    expect(long).toBeGreaterThan(none)
    expect(short).toBeGreaterThan(long)
    // One year, 1 % fee: the 12 payments of a 12 % loan discount to 99 % at about 1.16 % a month,
    // (1.0116)^12 − 1 ≈ 14.8 % (checked with a spreadsheet's IRR: 14.84 %).
    expect(short).toBeCloseTo(14.8, 1)
  })
})
