import { installmentCalculation, installmentMarkupPercent, minimumInitialPayment, mortgageCalculation } from './loan-calculator'
import type { CalculatorKind } from './calculator-rules'

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

/** An installment plan's annual effective rate (ГЭСВ) at its minimum initial payment and longest term. */
export function planEffectiveRate(plan: { rate: number; initial_payment: number; term_months: number }): number {
  return installmentCalculation({
    price: REFERENCE_PRICE,
    initialPayment: minimumInitialPayment(REFERENCE_PRICE, plan.initial_payment),
    months: plan.term_months,
    markupPercent: installmentMarkupPercent(plan.rate, plan.term_months),
  }).effectiveRate
}

/**
 * What editors may enter on a program: the ГЭСВ its bank (or the developer) publishes, with where it is
 * published and as of which day. They enter it where the program costs more than its rate and one-time fee
 * say (insurance, appraisal, an account fee), so the site could not compute it.
 */
export type StatedEffectiveRate = { effective_rate?: number | null; effective_rate_source?: string | null; effective_rate_as_of?: string | null }

/** The ГЭСВ a program advertises: `source` and `as_of` are null when the site computed it. */
export type AdvertisedEffectiveRate = { effective_rate: number; effective_rate_source: string | null; effective_rate_as_of: string | null }

const computedRate = (effective_rate: number): AdvertisedEffectiveRate => ({ effective_rate, effective_rate_source: null, effective_rate_as_of: null })

const stated = (program: StatedEffectiveRate): AdvertisedEffectiveRate | null =>
  typeof program.effective_rate === 'number' && program.effective_rate_source && program.effective_rate_as_of
    ? { effective_rate: program.effective_rate, effective_rate_source: program.effective_rate_source, effective_rate_as_of: program.effective_rate_as_of }
    : null

/** The ГЭСВ shown beside a program's rate: the stated one, else computed from its rate (and fee) at its limits. */
export function advertisedEffectiveRate(
  kind: CalculatorKind,
  program: StatedEffectiveRate & { rate: number; initial_payment: number; term_months: number; fee_percent?: number },
): AdvertisedEffectiveRate {
  return stated(program) ?? computedRate(kind === 'mortgage' ? programEffectiveRate({ ...program, fee_percent: program.fee_percent ?? 0 }) : planEffectiveRate(program))
}

/**
 * The ГЭСВ of one calculation: computed from its payments, unless the program's stated figure is higher
 * (the bank counts costs the site does not know; never show a buyer less than the bank says).
 */
export function calculationEffectiveRate(program: StatedEffectiveRate, computed: number): AdvertisedEffectiveRate {
  const figure = stated(program)
  return figure && figure.effective_rate >= computed ? figure : computedRate(computed)
}

export type StatedEffectiveRateIssue = 'effective-below-rate' | 'effective-source-required' | 'effective-date-required' | 'effective-date-future'
type StatedEffectiveRateIssues = Partial<Record<keyof StatedEffectiveRate, StatedEffectiveRateIssue>>

/**
 * What is wrong with a stated ГЭСВ, by field: it cannot be below the nominal rate, and it needs its source
 * and its day (not a future one); a source or day without a rate is left alone (kept for the next figure).
 */
export function statedEffectiveRateIssues(program: StatedEffectiveRate & { rate?: number | null }, today: string): StatedEffectiveRateIssues {
  if (typeof program.effective_rate !== 'number') return {}
  const issues: StatedEffectiveRateIssues = {}
  if (typeof program.rate === 'number' && program.effective_rate < program.rate) issues.effective_rate = 'effective-below-rate'
  if (!program.effective_rate_source?.trim()) issues.effective_rate_source = 'effective-source-required'
  if (!program.effective_rate_as_of) issues.effective_rate_as_of = 'effective-date-required'
  else if (program.effective_rate_as_of.slice(0, 10) > today) issues.effective_rate_as_of = 'effective-date-future'
  return issues
}
