import { minimumInitialPayment, mortgageCalculation } from './loan-calculator'

/** The three ways to buy (spec §2: /purchase-methods/{mortgage,installment,payment-100}). */
export const PURCHASE_METHODS = ['mortgage', 'installment', 'payment-100'] as const
export type PurchaseMethod = (typeof PURCHASE_METHODS)[number]

type ProgramTerms = { rate: number; initial_payment: number; term_months: number }

/** The key terms of a set of programs: the lowest rate and initial payment, the longest term; null when there is none. */
export function keyTerms(programs: readonly ProgramTerms[]): { rateFrom: number; initialFrom: number; termUpTo: number } | null {
  if (!programs.length) return null
  return {
    rateFrom: Math.min(...programs.map((p) => p.rate)),
    initialFrom: Math.min(...programs.map((p) => p.initial_payment)),
    termUpTo: Math.max(...programs.map((p) => p.term_months)),
  }
}

/** A reference purchase: the effective rate of a program does not depend on the amount. */
const REFERENCE_PRICE = 10_000_000

/** A mortgage program's annual effective rate (ГЭСВ) at its minimum initial payment and longest term, its one-time fee included. */
export function programEffectiveRate(program: { rate: number; initial_payment: number; term_months: number; fee_percent: number }): number {
  return mortgageCalculation({
    price: REFERENCE_PRICE,
    initialPayment: minimumInitialPayment(REFERENCE_PRICE, program.initial_payment),
    months: program.term_months,
    annualRate: program.rate,
    kind: 'annuity',
    feePercent: program.fee_percent,
  }).effectiveRate
}
