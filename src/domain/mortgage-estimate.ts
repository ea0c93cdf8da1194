/**
 * A mortgage estimate for one price: the annuity payment of each program with its minimum initial
 * payment, and the program that gives the lowest monthly payment.
 */

export type MortgageTerms = { rate: number; initial_payment: number; term_months: number }

/** Monthly annuity payment: loan * r / (1 - (1 + r)^-n), r the monthly rate; a 0 % rate splits the loan evenly. */
export function monthlyPayment(price: number, terms: MortgageTerms): number {
  const loan = price * (1 - Math.min(Math.max(terms.initial_payment, 0), 100) / 100)
  const months = Math.max(1, Math.round(terms.term_months))
  const r = terms.rate / 100 / 12
  if (loan <= 0) return 0
  if (r <= 0) return Math.round(loan / months)
  return Math.round((loan * r) / (1 - (1 + r) ** -months))
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
