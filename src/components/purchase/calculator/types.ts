import type { EstateCategoryCode } from '@/domain/estate-categories'
import type { ScheduleKind } from '@/domain/loan-calculator'
import type { EligibilityAnswers, EligibilityQuestion } from '@/domain/program-eligibility'
import type { AdvertisedEffectiveRate } from '@/domain/purchase-methods'

/** What the calculators get from the server (plain data, passed to a client component). */

export type CalculatorProgram = AdvertisedEffectiveRate & {
  /** The stated rate's date as the page's language writes it, from the server (a browser's date formats may lack the language: Kazakh in Chromium). */
  effective_rate_as_of_text: string | null
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
  /** Mortgage programs only: the one-time fee, % of the loan (it counts in the effective rate). */
  fee_percent?: number
  complex_ids: number[]
  house_ids: number[]
  estate_categories: string[]
  /** The yes/no questions the buyer must answer yes to use it. */
  requirements: EligibilityQuestion[]
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
  /** The buyer's answers to the eligibility questions. */
  answers: EligibilityAnswers
}

export type CalculatorEstate = { id: number; label: string; price: number; complex_id: number; house_id: number; category: EstateCategoryCode }

/** The calculator's inputs as its fields hold them (digits as text, '' when empty). */
export type Fields = {
  complex_id: string
  house_id: string
  category: string
  estate_id: string
  price: string
  initial_payment: string
  term_months: string
  program_id: string
  schedule: ScheduleKind
  answers: EligibilityAnswers
}
