import { annuityPayment, minimumInitialPayment } from './loan-calculator'

/**
 * A mortgage estimate for one price: the annuity payment of each program with its minimum initial
 * payment, and the program that gives the lowest monthly payment (the property page's teaser; the
 * calculators themselves are domain/loan-calculator).
 */

export type MortgageTerms = { rate: number; initial_payment: number; term_months: number }

/** Monthly annuity payment on the price less the program's minimum initial payment; a 0 % rate splits the loan evenly. */
export function monthlyPayment(price: number, terms: MortgageTerms): number {
  const wholePrice = Math.max(0, Math.round(price))
  const loan = wholePrice - Math.min(minimumInitialPayment(wholePrice, Math.min(Math.max(terms.initial_payment, 0), 100)), wholePrice)
  if (loan <= 0) return 0
  return annuityPayment(loan, Math.max(terms.rate, 0), Math.max(1, Math.round(terms.term_months)))
}

/** The program with the lowest monthly payment for the price (ties: the first listed), or null. */
export function cheapestMortgage<P extends MortgageTerms>(programs: readonly P[], price: number): { program: P; monthly: number } | null {
  let best: { program: P; monthly: number } | null = null
  for (const program of programs) {
    const monthly = monthlyPayment(price, program)
    if (!best || monthly < best.monthly) best = { program, monthly }
  }
  return best
}
