import { describe, expect, it } from 'vitest'

import {
  PAYMENT_TO_INCOME,
  effectiveAnnualRate,
  fullPaymentCalculation,
  installmentCalculation,
  installmentMarkupPercent,
  loanSchedule,
  minimumInitialPayment,
  mortgageCalculation,
  programApplicability,
  type ScheduleRow,
} from './loan-calculator'

/*
 * Reference figures are computed here from the textbook formulas in floating point, never by the module:
 *   annuity        A = S·i / (1 − (1 + i)^−n), i = annual rate / 12
 *   differentiated Pₖ = S/n + (S − (k − 1)·S/n)·i
 * and the module's whole-tenge figures must be within 1 ₸ of them (the last payment excepted: it takes
 * what the rounding of the others left, checked against the balance it closes).
 */

const annuity = (loan: number, annualPercent: number, months: number): number => {
  const i = annualPercent / 1200
  return i === 0 ? loan / months : (loan * i) / (1 - (1 + i) ** -months)
}
const differentiated = (loan: number, annualPercent: number, months: number, k: number): number => loan / months + (loan - ((k - 1) * loan) / months) * (annualPercent / 1200)

const sum = (rows: ScheduleRow[], key: keyof ScheduleRow): number => rows.reduce((total, row) => total + row[key], 0)

/** What every schedule must hold: whole tenge, a consistent balance chain, principals adding up to the loan. */
function expectClosedSchedule(rows: ScheduleRow[], loan: number, months: number): void {
  expect(rows).toHaveLength(months)
  let balance = loan
  for (const [index, row] of rows.entries()) {
    expect(row.month).toBe(index + 1)
    for (const value of [row.payment, row.interest, row.principal, row.balance]) {
      expect(Number.isInteger(value)).toBe(true)
      expect(value).toBeGreaterThanOrEqual(0)
    }
    expect(row.payment).toBe(row.principal + row.interest)
    balance -= row.principal
    expect(row.balance).toBe(balance)
  }
  expect(rows.at(-1)!.balance).toBe(0)
  expect(sum(rows, 'principal')).toBe(loan)
}

/** Every row's interest is the monthly rate on the balance before it, within 1 ₸. */
function expectInterestOnBalance(rows: ScheduleRow[], loan: number, annualPercent: number): void {
  let before = loan
  for (const row of rows) {
    expect(Math.abs(row.interest - (before * annualPercent) / 1200)).toBeLessThanOrEqual(1)
    before = row.balance
  }
}

describe('loan schedule: annuity', () => {
  it('20,000,000 ₸ at 12 % over 240 months: the textbook payment, rounded, every month but the last', () => {
    const loan = 20_000_000
    const rows = loanSchedule({ loan, annualRate: 12, months: 240, kind: 'annuity' })
    const a = annuity(loan, 12, 240) // 220,217.24
    expectClosedSchedule(rows, loan, 240)
    expectInterestOnBalance(rows, loan, 12)
    for (const row of rows.slice(0, -1)) expect(Math.abs(row.payment - a)).toBeLessThanOrEqual(1)
    expect(rows[0].payment).toBe(220_217)
    expect(rows[0].interest).toBe(200_000)
    // The last payment closes the balance: what was owed after month 239 plus its interest.
    const last = rows.at(-1)!
    expect(Math.abs(last.payment - rows.at(-2)!.balance * 1.01)).toBeLessThanOrEqual(1)
    // 0.24 ₸ a month paid short, compounded at 1 % over 239 months: about 235 ₸ more at the end.
    const shortfall = (a - 220_217) * ((1.01 ** 239 - 1) / 0.01)
    expect(Math.abs(last.payment - (a + shortfall))).toBeLessThan(60)
  })

  it('checks DESIGN.md §8: 20,000,000 ₸ at 7 % over 25 years is about 141,400 ₸ a month', () => {
    const rows = loanSchedule({ loan: 20_000_000, annualRate: 7, months: 300, kind: 'annuity' })
    expect(Math.abs(rows[0].payment - annuity(20_000_000, 7, 300))).toBeLessThanOrEqual(1)
    expect(Math.abs(rows[0].payment - 141_400)).toBeLessThan(100)
    expectClosedSchedule(rows, 20_000_000, 300)
    expectInterestOnBalance(rows, 20_000_000, 7)
  })

  it('runs 360 months', () => {
    const loan = 35_500_000
    const rows = loanSchedule({ loan, annualRate: 16.5, months: 360, kind: 'annuity' })
    expect(Math.abs(rows[0].payment - annuity(loan, 16.5, 360))).toBeLessThanOrEqual(1)
    expectClosedSchedule(rows, loan, 360)
    expectInterestOnBalance(rows, loan, 16.5)
  })

  it('splits the loan evenly at 0 %, the last month taking the remainder', () => {
    const even = loanSchedule({ loan: 1_200_000, annualRate: 0, months: 12, kind: 'annuity' })
    expect(even.map((r) => r.payment)).toEqual(Array(12).fill(100_000))
    const uneven = loanSchedule({ loan: 1_000_000, annualRate: 0, months: 360, kind: 'annuity' })
    expectClosedSchedule(uneven, 1_000_000, 360)
    expect(sum(uneven, 'interest')).toBe(0)
    // 2,777.78 ₸ a month: 2,778 for 359 months, and 1,000,000 − 359 × 2,778 = 2,698 ₸ last.
    expect(uneven[0].payment).toBe(2_778)
    expect(uneven.at(-1)!.payment).toBe(1_000_000 - 359 * 2_778)
  })

  it('pays a one-month loan back with one month of interest', () => {
    const rows = loanSchedule({ loan: 5_000_000, annualRate: 12, months: 1, kind: 'annuity' })
    expect(rows).toEqual([{ month: 1, payment: 5_050_000, interest: 50_000, principal: 5_000_000, balance: 0 }])
  })
})

describe('loan schedule: differentiated', () => {
  it('20,000,000 ₸ at 12 % over 240 months: each payment within 1 ₸ of Pₖ', () => {
    const loan = 20_000_000
    const rows = loanSchedule({ loan, annualRate: 12, months: 240, kind: 'differentiated' })
    expectClosedSchedule(rows, loan, 240)
    expectInterestOnBalance(rows, loan, 12)
    for (const row of rows) expect(Math.abs(row.payment - differentiated(loan, 12, 240, row.month))).toBeLessThanOrEqual(1)
    // The principal is split evenly (83,333.33 ₸): each month's share differs from it by under 1 ₸.
    for (const row of rows) expect(Math.abs(row.principal - loan / 240)).toBeLessThan(1)
    // Total interest S·i·(n + 1)/2.
    expect(Math.abs(sum(rows, 'interest') - loan * 0.01 * 120.5)).toBeLessThanOrEqual(240)
    expect(rows[0].payment).toBeGreaterThan(rows[1].payment)
  })

  it('runs 300 and 360 months, and one month', () => {
    for (const months of [300, 360]) {
      const rows = loanSchedule({ loan: 42_000_000, annualRate: 9, months, kind: 'differentiated' })
      expectClosedSchedule(rows, 42_000_000, months)
      for (const row of rows) expect(Math.abs(row.payment - differentiated(42_000_000, 9, months, row.month))).toBeLessThanOrEqual(1)
    }
    expect(loanSchedule({ loan: 5_000_000, annualRate: 12, months: 1, kind: 'differentiated' })[0].payment).toBe(5_050_000)
  })

  it('at 0 % is the even split', () => {
    const rows = loanSchedule({ loan: 1_000_000, annualRate: 0, months: 3, kind: 'differentiated' })
    expectClosedSchedule(rows, 1_000_000, 3)
    expect(rows.map((r) => r.payment)).toEqual([333_333, 333_334, 333_333])
  })
})

describe('loan schedule: bounds', () => {
  it('refuses what the calculator schema refuses, so the work stays bounded', () => {
    const ok = { loan: 1_000_000, annualRate: 10, months: 12, kind: 'annuity' as const }
    for (const bad of [{ months: 0 }, { months: 361 }, { months: 12.5 }, { loan: -1 }, { loan: 1.5 }, { loan: Number.NaN }, { annualRate: -1 }, { annualRate: Infinity }])
      expect(() => loanSchedule({ ...ok, ...bad })).toThrow(RangeError)
  })
})

describe('mortgage calculation', () => {
  it('sums up an annuity mortgage', () => {
    const result = mortgageCalculation({ price: 25_000_000, initialPayment: 5_000_000, months: 240, annualRate: 12, kind: 'annuity' })
    const a = annuity(20_000_000, 12, 240)
    expect(result).toMatchObject({ price: 25_000_000, initialPayment: 5_000_000, initialPercent: 20, loan: 20_000_000 })
    expect(Math.abs(result.monthly - a)).toBeLessThanOrEqual(1)
    expect(result.lastPayment).toBe(result.schedule.at(-1)!.payment)
    expect(result.totalPaid).toBe(5_000_000 + sum(result.schedule, 'payment'))
    expect(result.overpayment).toBe(sum(result.schedule, 'interest'))
    expect(result.totalPaid - result.overpayment).toBe(25_000_000)
    // The payments add up to n·A within the rounding the last payment took.
    expect(Math.abs(result.overpayment - (240 * a - 20_000_000))).toBeLessThan(300)
    // Income: the payment is at most half of it, to the tenge.
    expect(PAYMENT_TO_INCOME).toBe(0.5)
    expect(result.requiredIncome).toBe(Math.ceil(result.monthly / 0.5))
    expect(result.monthly / result.requiredIncome).toBeLessThanOrEqual(0.5)
    expect(result.monthly / (result.requiredIncome - 1)).toBeGreaterThan(0.5)
    // ГЭСВ without fees: 1 % a month compounded, (1.01)^12 − 1 = 12.68 %.
    expect(result.effectiveRate).toBe(12.7)
  })

  it('takes the first, largest payment of a differentiated schedule for the income', () => {
    const result = mortgageCalculation({ price: 25_000_000, initialPayment: 5_000_000, months: 240, annualRate: 12, kind: 'differentiated' })
    expect(Math.abs(result.monthly - differentiated(20_000_000, 12, 240, 1))).toBeLessThanOrEqual(1)
    expect(result.monthly).toBe(Math.max(...result.schedule.map((r) => r.payment)))
    expect(Math.abs(result.lastPayment - differentiated(20_000_000, 12, 240, 240))).toBeLessThanOrEqual(1)
    expect(result.requiredIncome).toBe(Math.ceil(result.monthly / 0.5))
    expect(result.overpayment).toBe(sum(result.schedule, 'interest'))
    expect(result.initialPercent).toBe(20)
  })

  it('shows the initial share with two decimals', () => {
    expect(mortgageCalculation({ price: 30_000_000, initialPayment: 10_000_000, months: 12, annualRate: 7, kind: 'annuity' }).initialPercent).toBe(33.33)
  })

  it('has no interest and an effective rate of 0 at 0 %', () => {
    const result = mortgageCalculation({ price: 1_200_000, initialPayment: 0, months: 12, annualRate: 0, kind: 'annuity' })
    expect(result).toMatchObject({ monthly: 100_000, lastPayment: 100_000, overpayment: 0, totalPaid: 1_200_000, effectiveRate: 0, requiredIncome: 200_000 })
  })
})

describe('effective annual rate', () => {
  it('is the yearly rate at which the payments are worth what was received', () => {
    const schedule = loanSchedule({ loan: 10_000_000, annualRate: 7, months: 300, kind: 'annuity' })
    // No fees: (1 + 7 %/12)^12 − 1 = 7.23 % (the 7.2 % of "7-20-25", DESIGN.md §8).
    expect(effectiveAnnualRate(10_000_000, schedule)).toBe(7.2)
    // A 2 % fee raises it.
    expect(effectiveAnnualRate(10_000_000, schedule, 200_000)).toBeGreaterThan(7.4)
  })
})

describe('installment calculation', () => {
  it('without markup: the remainder in equal payments', () => {
    const result = installmentCalculation({ price: 24_000_000, initialPayment: 7_200_000, months: 12, markupPercent: 0 })
    expect(result).toMatchObject({ financed: 16_800_000, markup: 0, monthly: 1_400_000, lastPayment: 1_400_000, total: 24_000_000, initialPercent: 30, effectiveRate: 0 })
    expectClosedSchedule(result.schedule, 16_800_000, 12)
    expect(sum(result.schedule, 'interest')).toBe(0)
  })

  it('with a markup on the financed remainder, spread over equal payments; the last takes the rounding', () => {
    const price = 25_000_000
    const initial = 7_500_000
    const financed = price - initial
    const markupPercent = installmentMarkupPercent(6, 36) // 6 % a year over 3 years
    expect(markupPercent).toBe(18)
    const result = installmentCalculation({ price, initialPayment: initial, months: 36, markupPercent })
    const markup = (financed * 18) / 100 // 3,150,000
    const monthly = (financed + markup) / 36 // 573,611.11
    expect(result.markup).toBe(markup)
    expect(Math.abs(result.monthly - monthly)).toBeLessThanOrEqual(1)
    for (const row of result.schedule.slice(0, -1)) {
      expect(row.payment).toBe(result.monthly)
      expect(Math.abs(row.interest - markup / 36)).toBeLessThanOrEqual(1)
    }
    expect(Math.abs(result.lastPayment - monthly)).toBeLessThan(36)
    expectClosedSchedule(result.schedule, financed, 36)
    expect(sum(result.schedule, 'interest')).toBe(markup)
    expect(result.total).toBe(price + markup)
    expect(result.total).toBe(initial + sum(result.schedule, 'payment'))
  })

  it('rounds a fractional markup to the tenge and closes a 1-month plan', () => {
    const result = installmentCalculation({ price: 1_000_001, initialPayment: 1, months: 1, markupPercent: 2.5 })
    expect(result.schedule).toEqual([{ month: 1, payment: 1_025_000, interest: 25_000, principal: 1_000_000, balance: 0 }])
  })
})

describe('full payment', () => {
  it('takes the discount off the price, rounded to the tenge', () => {
    expect(fullPaymentCalculation({ price: 30_000_000, discountPercent: 5 })).toEqual({ price: 30_000_000, discount: 1_500_000, total: 28_500_000 })
    expect(fullPaymentCalculation({ price: 12_345_679, discountPercent: 3.5 })).toEqual({ price: 12_345_679, discount: 432_099, total: 11_913_580 })
    expect(fullPaymentCalculation({ price: 10_000_000, discountPercent: 0 }).total).toBe(10_000_000)
    expect(() => fullPaymentCalculation({ price: 10_000_000, discountPercent: 101 })).toThrow(RangeError)
  })
})

describe('program applicability', () => {
  const program = { initial_payment: 20, term_months: 240, complex_ids: [1], house_ids: [11, 12], estate_categories: ['flat'] }
  const terms = { price: 30_000_000, initialPayment: 6_000_000, months: 240, complexId: 1, houseId: 11, category: 'flat' as const }

  it('applies when every condition holds', () => {
    expect(programApplicability(program, terms)).toEqual({ applicable: true })
    expect(minimumInitialPayment(30_000_000, 20)).toBe(6_000_000)
  })

  it('gives every reason it does not', () => {
    expect(programApplicability(program, { ...terms, initialPayment: 5_999_999 })).toEqual({ applicable: false, reasons: ['initial-payment-below-minimum'] })
    expect(programApplicability(program, { ...terms, months: 241 })).toEqual({ applicable: false, reasons: ['term-above-maximum'] })
    expect(programApplicability(program, { ...terms, complexId: 2, houseId: 21, category: 'garage' })).toEqual({
      applicable: false,
      reasons: ['other-project', 'other-queue', 'other-category'],
    })
    expect(programApplicability(program, { ...terms, initialPayment: 0, months: 360, houseId: 13 })).toEqual({
      applicable: false,
      reasons: ['initial-payment-below-minimum', 'term-above-maximum', 'other-queue'],
    })
  })

  it('rounds a fractional minimum up to the tenge', () => {
    const p = { ...program, initial_payment: 12.5, complex_ids: [], house_ids: [], estate_categories: [] }
    expect(minimumInitialPayment(10_000_003, 12.5)).toBe(1_250_001) // 1,250,000.375
    expect(programApplicability(p, { price: 10_000_003, initialPayment: 1_250_000, months: 12 })).toEqual({ applicable: false, reasons: ['initial-payment-below-minimum'] })
    expect(programApplicability(p, { price: 10_000_003, initialPayment: 1_250_001, months: 12 })).toEqual({ applicable: true })
  })

  it('follows the scope rules of the calculators API: empty lists apply everywhere, left-out parameters do not narrow', () => {
    const everywhere = { initial_payment: 0, term_months: 360, complex_ids: [], house_ids: [], estate_categories: [] }
    expect(programApplicability(everywhere, { ...terms, complexId: 99, houseId: 999, category: 'comm' })).toEqual({ applicable: true })
    expect(programApplicability(program, { price: 30_000_000, initialPayment: 6_000_000, months: 12 })).toEqual({ applicable: true })
    // A queue alone counts for its project; a project alone admits a program limited to one of its queues.
    const houses = new Map([
      [11, 1],
      [21, 2],
    ])
    const queues = { ...everywhere, house_ids: [11] }
    expect(programApplicability({ ...everywhere, complex_ids: [1] }, { price: 1, initialPayment: 0, months: 1, houseId: 21 }, houses)).toEqual({
      applicable: false,
      reasons: ['other-project'],
    })
    expect(programApplicability(queues, { price: 1, initialPayment: 0, months: 1, complexId: 1 }, houses)).toEqual({ applicable: true })
    expect(programApplicability(queues, { price: 1, initialPayment: 0, months: 1, complexId: 2 }, houses)).toEqual({ applicable: false, reasons: ['other-project'] })
  })
})
