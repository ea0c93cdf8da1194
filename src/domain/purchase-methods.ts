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

type ProgramScope = { complex_ids: number[]; house_ids: number[]; estate_categories: string[] }

/**
 * Where a set of programs applies, together: the projects (null: every project) and the categories
 * (null: every category). A program limited to queues counts for their projects.
 */
export function combinedScope(programs: readonly ProgramScope[], projectOfQueue: ReadonlyMap<number, number>): { projects: number[] | null; categories: string[] | null } {
  const projects = new Set<number>()
  const categories = new Set<string>()
  let everyProject = !programs.length
  let everyCategory = !programs.length
  for (const p of programs) {
    if (!p.complex_ids.length && !p.house_ids.length) everyProject = true
    for (const id of p.complex_ids) projects.add(id)
    for (const id of p.house_ids) if (projectOfQueue.has(id)) projects.add(projectOfQueue.get(id)!)
    if (!p.estate_categories.length) everyCategory = true
    for (const code of p.estate_categories) categories.add(code)
  }
  return { projects: everyProject ? null : [...projects], categories: everyCategory ? null : [...categories] }
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
