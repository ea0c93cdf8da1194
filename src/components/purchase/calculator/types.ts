import type { EstateCategoryCode } from '@/domain/estate-categories'
import type { ScheduleKind } from '@/domain/loan-calculator'

/** What the calculators get from the server (plain data, passed to a client component). */

export type CalculatorProgram = {
  id: number
  title: string
  /** Mortgage programs only. */
  bank?: string
  /** Mortgage: the annual rate; installment: the markup, % a year. */
  rate: number
  /** Minimum initial payment, %. */
  initial_payment: number
  /** Longest term, months. */
  term_months: number
  /** Mortgage programs only: the annual effective rate (ГЭСВ) at the program's limits, %, and the one-time fee, % of the loan. */
  effective_rate?: number
  fee_percent?: number
  complex_ids: number[]
  house_ids: number[]
  estate_categories: string[]
}

export type CalculatorOptions = {
  projects: Array<{ id: number; name: string; queues: Array<{ id: number; name: string }> }>
  categories: Array<{ code: EstateCategoryCode; title: string }>
}

/** The inputs, as read from the URL and completed with defaults. */
export type CalculatorValues = {
  complex_id?: number
  house_id?: number
  category?: string
  estate_id?: number
  price?: number
  initial_payment?: number
  term_months?: number
  program_id?: number
  schedule: ScheduleKind
}

export type CalculatorEstate = { id: number; label: string; price: number; complex_id: number; house_id: number; category: EstateCategoryCode }
