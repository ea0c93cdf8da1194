import { describe, expect, it } from 'vitest'

import { effectiveAnnualRate } from './effective-rate'

describe('effectiveAnnualRate (ГЭСВ)', () => {
  it('is the monthly rate compounded over a year when there are no fees', () => {
    // 7 % nominal: (1 + 0.07/12)^12 − 1 = 7.229 %, published for the 7-20-25 programme as 7.2 %.
    expect(effectiveAnnualRate({ annualRate: 7, months: 300 })).toBeCloseTo(7.23, 2)
    expect(effectiveAnnualRate({ annualRate: 16.5, months: 300 })).toBeCloseTo(((1 + 0.165 / 12) ** 12 - 1) * 100, 1)
  })

  it('grows with a one-time fee, more on a short loan', () => {
    const long = effectiveAnnualRate({ annualRate: 12, months: 240, feePercent: 1 })
    const short = effectiveAnnualRate({ annualRate: 12, months: 12, feePercent: 1 })
    const none = effectiveAnnualRate({ annualRate: 12, months: 240 })
    expect(long).toBeGreaterThan(none)
    expect(short).toBeGreaterThan(long)
    // One year, 1 % fee: the 12 payments of a 12 % loan of 1 discount to 0.99 at about 1.16 % a month,
    // (1.0116)^12 − 1 ≈ 14.8 % (checked with a spreadsheet's IRR).
    expect(short).toBeGreaterThan(14.7)
    expect(short).toBeLessThan(14.95)
  })

  it('is 0 for an interest-free loan without fees and positive with one', () => {
    expect(effectiveAnnualRate({ annualRate: 0, months: 12 })).toBe(0)
    expect(effectiveAnnualRate({ annualRate: 0, months: 12, feePercent: 2 })).toBeGreaterThan(3)
  })
})
