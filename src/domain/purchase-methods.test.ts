import { describe, expect, it } from 'vitest'

import { advertisedEffectiveRate, calculationEffectiveRate, keyTerms, planEffectiveRate, programEffectiveRate, statedEffectiveRateIssues } from './purchase-methods'

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

describe('the advertised effective rate', () => {
  const plan = { rate: 6, initial_payment: 30, term_months: 36 }

  it('is computed for an installment plan from its yearly markup, and is 0 for a 0 % plan', () => {
    expect(planEffectiveRate({ ...plan, rate: 0 })).toBe(0)
    // 18 % markup over 36 equal payments: an IRR of about 0.93 % a month, (1.0093)^12 − 1 ≈ 11.8 %.
    expect(planEffectiveRate(plan)).toBeCloseTo(11.8, 0)
  })

  it('is the stated one with its source and day when editors entered all three, else the computed one', () => {
    const stated = { effective_rate: 18.9, effective_rate_source: 'Halyk Bank', effective_rate_as_of: '2026-11-01T00:00:00.000Z' }
    const program = { rate: 16.5, initial_payment: 20, term_months: 300, fee_percent: 1 }
    expect(advertisedEffectiveRate('mortgage', { ...program, ...stated })).toEqual(stated)
    const computed = advertisedEffectiveRate('mortgage', { ...program, effective_rate: 18.9, effective_rate_source: '' })
    expect(computed).toEqual({ effective_rate: programEffectiveRate(program), effective_rate_source: null, effective_rate_as_of: null })
    expect(advertisedEffectiveRate('installment', plan).effective_rate).toBe(planEffectiveRate(plan))
  })

  it('in a calculation, never shows less than the stated figure nor hides a higher computed one', () => {
    const stated = { effective_rate: 18.9, effective_rate_source: 'Halyk Bank', effective_rate_as_of: '2026-11-01' }
    expect(calculationEffectiveRate(stated, 18.1)).toEqual(stated)
    expect(calculationEffectiveRate(stated, 19.4)).toEqual({ effective_rate: 19.4, effective_rate_source: null, effective_rate_as_of: null })
    expect(calculationEffectiveRate({}, 7.2)).toEqual({ effective_rate: 7.2, effective_rate_source: null, effective_rate_as_of: null })
  })
})

describe('statedEffectiveRateIssues', () => {
  const today = '2026-11-28'
  it('asks for a source and a past day with a stated rate not below the nominal one', () => {
    expect(statedEffectiveRateIssues({ rate: 7 }, today)).toEqual({})
    expect(statedEffectiveRateIssues({ rate: 7, effective_rate: 7.2, effective_rate_source: 'Otbasy', effective_rate_as_of: '2026-11-01' }, today)).toEqual({})
    expect(statedEffectiveRateIssues({ rate: 7, effective_rate: 6.5 }, today)).toEqual({
      effective_rate: 'effective-below-rate',
      effective_rate_source: 'effective-source-required',
      effective_rate_as_of: 'effective-date-required',
    })
    expect(statedEffectiveRateIssues({ rate: 7, effective_rate: 7.2, effective_rate_source: ' ', effective_rate_as_of: '2026-12-01T00:00:00.000Z' }, today)).toEqual({
      effective_rate_source: 'effective-source-required',
      effective_rate_as_of: 'effective-date-future',
    })
  })
})
