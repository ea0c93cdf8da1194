import * as z from 'zod/mini'

import { ESTATE_CATEGORY_CODES } from './estate-categories'
import {
  CALCULATOR_KINDS,
  CALCULATOR_MAX_PRICE,
  FIELD_RANGES,
  initialPaymentIssue,
  isBlank,
  MAX_ID,
  numberFrom,
  NUMERIC,
  wholeNumberIssue,
  type CalculatorKind,
} from './calculator-rules'
import { MAX_TERM_MONTHS, SCHEDULE_KINDS, minimumInitialPayment, type ScheduleKind } from './loan-calculator'

export { MAX_TERM_MONTHS } from './loan-calculator'
export { CALCULATOR_KINDS, CALCULATOR_MAX_PRICE, type CalculatorKind } from './calculator-rules'

/**
 * The calculators' input, one set of rules for the browser and the server (DESIGN.md §8):
 * - `calculatorInputSchema`, strict, over the rules of ./calculator-rules (which the calculator form in
 *   the browser applies directly, without zod's weight): POST /api/calculators/export answers its errors
 *   as 422 field errors. Every message is a localization key
 *   of the house convention (validation_required, validation_integer, validation_min, validation_max,
 *   validation_invalid), as in domain/lead-forms;
 * - `correctCalculatorParams`, lenient: a calculator page's URL values clamped into range, and whether
 *   anything had to change (the page then redirects to the corrected URL, as the listings do).
 */

const wholeNumber = (min: number, max: number) =>
  z.pipe(
    z.unknown(),
    z.transform((value, ctx): number => {
      const issue = wholeNumberIssue(value, min, max)
      if (issue === null) return numberFrom(value)!
      ctx.issues.push({ code: 'custom', message: issue, input: value })
      return z.NEVER
    }),
  )

/** Blank inputs ('' from an empty field, null) count as absent. */
const blankAsAbsent = z.transform((value: unknown) => (isBlank(value) ? undefined : value))
const optional = <T extends z.ZodMiniType>(schema: T) => z.pipe(blankAsAbsent, z.optional(schema))

const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (issue) => (isBlank(issue.input) ? 'validation_required' : 'validation_invalid') })

export const calculatorInputSchema = z
  .object({
    kind: choice(CALCULATOR_KINDS),
    /** Whole tenge, 1..CALCULATOR_MAX_PRICE. */
    price: wholeNumber(...FIELD_RANGES.price),
    /** Whole tenge, 0..price − 1 (a purchase paid in full needs no calculator). */
    initial_payment: wholeNumber(...FIELD_RANGES.initial_payment),
    term_months: wholeNumber(...FIELD_RANGES.term_months),
    /** A mortgage program (kind mortgage) or an installment plan (kind installment). */
    program_id: wholeNumber(...FIELD_RANGES.program_id),
    schedule: z.pipe(blankAsAbsent, z._default(choice(SCHEDULE_KINDS), 'annuity')),
    estate_id: optional(wholeNumber(...FIELD_RANGES.program_id)),
    complex_id: optional(wholeNumber(...FIELD_RANGES.program_id)),
    house_id: optional(wholeNumber(...FIELD_RANGES.program_id)),
    category: optional(choice(ESTATE_CATEGORY_CODES)),
  })
  .check(
    z.superRefine((input, ctx) => {
      const issue = initialPaymentIssue(input.initial_payment, input.price)
      if (issue) ctx.addIssue({ code: 'custom', path: ['initial_payment'], message: issue, input: input.initial_payment })
    }),
  )

export type CalculatorInput = z.infer<typeof calculatorInputSchema>

export type CalculatorFieldErrors = Record<string, string[]>

/** The input checked: the values, or the `{ field: [message keys] }` map of the API's 422. */
export function validateCalculatorInput(input: unknown): { ok: true; data: CalculatorInput } | { ok: false; errors: CalculatorFieldErrors } {
  const result = calculatorInputSchema.safeParse(input)
  if (result.success) return { ok: true, data: result.data }
  const errors: CalculatorFieldErrors = {}
  for (const issue of result.error.issues) {
    const list = (errors[issue.path.map(String).join('.') || 'general'] ??= [])
    if (!list.includes(issue.message)) list.push(issue.message)
  }
  return { ok: false, errors }
}

/* ---------------------------------------------------------------- lenient mode: a page's URL values */

/** The calculator's values in a page URL (the kind is the page's path, but a `kind` parameter is read too). */
export type CalculatorParams = {
  kind?: CalculatorKind
  price?: number
  initial_payment?: number
  term_months?: number
  program_id?: number
  schedule?: ScheduleKind
}

/** The URL parameters of CalculatorParams, in the order the corrected URL lists them. */
export const CALCULATOR_PARAM_KEYS = ['kind', 'price', 'initial_payment', 'term_months', 'program_id', 'schedule'] as const

type Range = { min?: number; max?: number }

/**
 * Narrower bounds than the schema's, e.g. a program's: its minimum initial payment and longest term.
 * `initial_percent` bounds the initial payment in percent of the (corrected) price.
 */
export type CalculatorBounds = { price?: Range; term_months?: Range; initial_percent?: Range }

/** A number written in a URL; group separators (spaces, commas, underscores) are allowed. */
function urlNumber(raw: string): number | null {
  const text = raw.replace(/[\s,_\u00a0\u202f]/g, '')
  if (/^[+-]?infinity$/i.test(text)) return text.startsWith('-') ? -Infinity : Infinity
  return NUMERIC.test(text) ? Number(text) : null
}

const clamp = (value: number, min: number, max: number): number => Math.min(Math.max(value, min), max)

/**
 * The calculator values of a page URL, each clamped into the schema's range (and `bounds`): a price of
 * '-5' becomes 1, '1e20' the maximum, a term of 361 months 360, an initial payment at or above the price
 * the price less 1 ₸, fractions are rounded; text that is no number at all, an unknown kind or schedule
 * and a bad program id are dropped, and so is the default schedule (annuity). `changed` tells whether the
 * URL must be corrected (`corrected` names the parameters); the other parameters are not looked at.
 */
export function correctCalculatorParams(
  raw: Record<string, string | undefined>,
  bounds: CalculatorBounds = {},
): { params: CalculatorParams; changed: boolean; corrected: string[] } {
  const params: CalculatorParams = {}
  const corrected: string[] = []
  const read = (key: (typeof CALCULATOR_PARAM_KEYS)[number]): string | undefined => raw[key]

  const kind = read('kind')
  if (kind !== undefined) {
    if ((CALCULATOR_KINDS as readonly string[]).includes(kind)) params.kind = kind as CalculatorKind
    else corrected.push('kind')
  }

  const whole = (key: 'price' | 'term_months' | 'initial_payment' | 'program_id', min: number, max: number): number | undefined => {
    const text = read(key)
    if (text === undefined) return undefined
    const n = urlNumber(text)
    if (n === null || Number.isNaN(n) || min > max) {
      corrected.push(key)
      return undefined
    }
    const value = clamp(Math.round(n), min, max)
    if (String(value) !== text) corrected.push(key)
    return value
  }

  params.price = whole('price', Math.max(1, Math.ceil(bounds.price?.min ?? 1)), Math.min(CALCULATOR_MAX_PRICE, Math.floor(bounds.price?.max ?? Infinity)))
  params.term_months = whole('term_months', Math.max(1, Math.ceil(bounds.term_months?.min ?? 1)), Math.min(MAX_TERM_MONTHS, Math.floor(bounds.term_months?.max ?? Infinity)))
  const price = params.price
  const [lowPercent, highPercent] = [bounds.initial_percent?.min ?? 0, bounds.initial_percent?.max ?? 100]
  params.initial_payment =
    price === undefined
      ? whole('initial_payment', 0, CALCULATOR_MAX_PRICE - 1)
      : whole(
          'initial_payment',
          Math.min(minimumInitialPayment(price, Math.max(lowPercent, 0)), price - 1),
          Math.min(Math.floor((price * Math.min(highPercent, 100)) / 100), price - 1),
        )

  const programId = read('program_id')
  if (programId !== undefined) {
    if (/^\d{1,10}$/.test(programId) && Number(programId) >= 1 && Number(programId) <= MAX_ID) {
      params.program_id = Number(programId)
      if (String(params.program_id) !== programId) corrected.push('program_id')
    } else corrected.push('program_id')
  }

  const schedule = read('schedule')
  if (schedule !== undefined) {
    if (schedule === 'differentiated') params.schedule = schedule
    // An unknown schedule, and the default one, are left out of the URL.
    else corrected.push('schedule')
  }

  for (const key of CALCULATOR_PARAM_KEYS) if (params[key] === undefined) delete params[key]
  return { params, changed: corrected.length > 0, corrected }
}

/**
 * The URL query of calculator values: the calculator's parameters in a stable order, then the other
 * parameters of `rest` as they came (tracking data...). Returns '' or '?...'.
 */
export function calculatorSearch(params: CalculatorParams, rest: Record<string, string | undefined> = {}): string {
  const search = new URLSearchParams()
  for (const key of CALCULATOR_PARAM_KEYS) if (params[key] !== undefined && !(key === 'schedule' && params[key] === 'annuity')) search.set(key, String(params[key]))
  const own = new Set<string>(CALCULATOR_PARAM_KEYS)
  for (const [key, value] of Object.entries(rest)) if (!own.has(key) && value !== undefined) search.append(key, value)
  const text = search.toString()
  return text ? `?${text}` : ''
}
