import type { ValidationCode } from './api-messages'
import { MAX_TERM_MONTHS } from './loan-calculator'

/**
 * The rules of the calculators' inputs, without zod: the browser's calculator applies them directly
 * (a schema library would cost the page more script than the calculator itself) and the strict schema of
 * ./calculator-input is built on them, so the form and POST /api/calculators/export refuse the same
 * values with the same message keys.
 */

/**
 * The highest price the calculators accept: 10 billion tenge. The dearest homes and commercial premises
 * sold in Kazakhstan cost one to two billion, so this leaves room for any real purchase while keeping
 * every sum exact in a JavaScript number (price × 100 × 100 for percent arithmetic, and a 30-year
 * schedule's total at a 1000 % rate, stay far below 2⁵³) and refusing nonsense such as 1e20.
 */
export const CALCULATOR_MAX_PRICE = 10_000_000_000

export const CALCULATOR_KINDS = ['mortgage', 'installment'] as const
export type CalculatorKind = (typeof CALCULATOR_KINDS)[number]

/** Database ids are 32-bit integers. */
export const MAX_ID = 2_147_483_647

export const isBlank = (value: unknown): boolean => value === undefined || value === null || (typeof value === 'string' && value.trim() === '')

export const NUMERIC = /^[+-]?\d+(\.\d+)?(e[+-]?\d+)?$/i

/** A number from a JSON number or the text of a form field; null when it is neither. */
export function numberFrom(value: unknown): number | null {
  if (typeof value === 'number') return value
  if (typeof value === 'string' && NUMERIC.test(value.trim())) return Number(value.trim())
  return null
}

/**
 * The one message key for a whole number in min..max: validation_required (missing), validation_integer
 * (not a number, NaN, a fraction), validation_min / validation_max (out of range, ±Infinity included).
 */
export function wholeNumberIssue(value: unknown, min: number, max: number): ValidationCode | null {
  if (isBlank(value)) return 'validation_required'
  const n = numberFrom(value)
  if (n === null || Number.isNaN(n)) return 'validation_integer'
  if (n < min) return 'validation_min'
  if (n > max) return 'validation_max'
  if (!Number.isInteger(n)) return 'validation_integer'
  return null
}

/** The range of each whole-number input. */
export const FIELD_RANGES = {
  price: [1, CALCULATOR_MAX_PRICE],
  initial_payment: [0, CALCULATOR_MAX_PRICE - 1],
  term_months: [1, MAX_TERM_MONTHS],
  program_id: [1, MAX_ID],
} as const satisfies Record<string, readonly [number, number]>

export type CalculatorField = keyof typeof FIELD_RANGES

/** An initial payment must leave something to borrow: below the price. */
export const initialPaymentIssue = (initialPayment: number, price: number): ValidationCode | null => (initialPayment >= price ? 'validation_max' : null)

/** The message key of each input that breaks a rule (none: the inputs can be computed). */
export function calculatorFieldIssues(input: Record<CalculatorField, unknown>): Partial<Record<CalculatorField, ValidationCode>> {
  const issues: Partial<Record<CalculatorField, ValidationCode>> = {}
  for (const field of Object.keys(FIELD_RANGES) as CalculatorField[]) {
    const [min, max] = FIELD_RANGES[field]
    const issue = wholeNumberIssue(input[field], min, max)
    if (issue) issues[field] = issue
  }
  if (!issues.price && !issues.initial_payment) {
    const issue = initialPaymentIssue(numberFrom(input.initial_payment)!, numberFrom(input.price)!)
    if (issue) issues.initial_payment = issue
  }
  return issues
}
