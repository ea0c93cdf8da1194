import { describe, expect, it } from 'vitest'

import { CALCULATOR_MAX_PRICE, MAX_TERM_MONTHS, calculatorInputSchema, calculatorSearch, correctCalculatorParams, validateCalculatorInput } from './calculator-input'
import { calculatorFieldIssues } from './calculator-rules'

const valid = { kind: 'mortgage', price: 25_000_000, initial_payment: 5_000_000, term_months: 240, program_id: 3 }

const errorsOf = (patch: Record<string, unknown>) => {
  const result = validateCalculatorInput({ ...valid, ...patch })
  return result.ok ? null : result.errors
}

describe('calculator input schema', () => {
  it('accepts a calculation, with the annuity schedule by default', () => {
    expect(calculatorInputSchema.parse(valid)).toEqual({ ...valid, schedule: 'annuity' })
    expect(validateCalculatorInput({ ...valid, kind: 'installment', schedule: 'differentiated', estate_id: 7, complex_id: '2', house_id: 5, category: 'flat' })).toEqual({
      ok: true,
      data: { ...valid, kind: 'installment', schedule: 'differentiated', estate_id: 7, complex_id: 2, house_id: 5, category: 'flat' },
    })
    // The digits of a form field are numbers too; blank optional fields are absent.
    expect(validateCalculatorInput({ ...valid, price: '25000000', estate_id: '', category: null, schedule: '' })).toEqual({ ok: true, data: { ...valid, schedule: 'annuity' } })
    expect(errorsOf({ price: CALCULATOR_MAX_PRICE, term_months: MAX_TERM_MONTHS, initial_payment: 0 })).toBeNull()
    expect(MAX_TERM_MONTHS).toBe(360)
  })

  it('refuses negative, zero, text, NaN, Infinity and absurd numbers with one message key per field', () => {
    expect(errorsOf({ price: -5 })).toEqual({ price: ['validation_min'] })
    expect(errorsOf({ price: 0 })).toEqual({ price: ['validation_min'] })
    expect(errorsOf({ price: 'abc' })).toEqual({ price: ['validation_integer'] })
    expect(errorsOf({ price: Number.NaN })).toEqual({ price: ['validation_integer'] })
    expect(errorsOf({ price: Infinity })).toEqual({ price: ['validation_max'] })
    expect(errorsOf({ price: 1e20 })).toEqual({ price: ['validation_max'] })
    expect(errorsOf({ price: '1e20' })).toEqual({ price: ['validation_max'] })
    expect(errorsOf({ price: CALCULATOR_MAX_PRICE + 1 })).toEqual({ price: ['validation_max'] })
    expect(errorsOf({ price: 1_000_000.5 })).toEqual({ price: ['validation_integer'] })
    expect(errorsOf({ price: true })).toEqual({ price: ['validation_integer'] })
    expect(errorsOf({ price: [1] })).toEqual({ price: ['validation_integer'] })
    expect(errorsOf({ price: undefined })).toEqual({ price: ['validation_required'] })
    expect(errorsOf({ initial_payment: -1 })).toEqual({ initial_payment: ['validation_min'] })
    expect(errorsOf({ term_months: 0 })).toEqual({ term_months: ['validation_min'] })
    expect(errorsOf({ term_months: 361 })).toEqual({ term_months: ['validation_max'] })
    expect(errorsOf({ term_months: 12.5 })).toEqual({ term_months: ['validation_integer'] })
    expect(errorsOf({ program_id: 0 })).toEqual({ program_id: ['validation_min'] })
    expect(errorsOf({ program_id: 'x' })).toEqual({ program_id: ['validation_integer'] })
    expect(errorsOf({ estate_id: -3 })).toEqual({ estate_id: ['validation_min'] })
  })

  it('refuses an initial payment at or above the price', () => {
    expect(errorsOf({ initial_payment: 25_000_000 })).toEqual({ initial_payment: ['validation_max'] })
    expect(errorsOf({ initial_payment: 30_000_000 })).toEqual({ initial_payment: ['validation_max'] })
    expect(errorsOf({ initial_payment: 24_999_999 })).toBeNull()
  })

  it('refuses unknown kinds, schedules and categories, and names every bad field at once', () => {
    expect(errorsOf({ kind: 'lease' })).toEqual({ kind: ['validation_invalid'] })
    expect(errorsOf({ kind: undefined })).toEqual({ kind: ['validation_required'] })
    expect(errorsOf({ schedule: 'balloon' })).toEqual({ schedule: ['validation_invalid'] })
    expect(errorsOf({ category: 'villa' })).toEqual({ category: ['validation_invalid'] })
    expect(validateCalculatorInput({})).toEqual({
      ok: false,
      errors: {
        kind: ['validation_required'],
        price: ['validation_required'],
        initial_payment: ['validation_required'],
        term_months: ['validation_required'],
        program_id: ['validation_required'],
      },
    })
    expect(validateCalculatorInput('nonsense')).toMatchObject({ ok: false })
  })
})

describe('calculator URL values', () => {
  it('leaves correct values alone', () => {
    const raw = { price: '25000000', initial_payment: '5000000', term_months: '240', program_id: '3', schedule: 'differentiated', kind: 'mortgage' }
    expect(correctCalculatorParams(raw)).toEqual({
      params: { kind: 'mortgage', price: 25_000_000, initial_payment: 5_000_000, term_months: 240, program_id: 3, schedule: 'differentiated' },
      changed: false,
      corrected: [],
    })
    expect(correctCalculatorParams({})).toEqual({ params: {}, changed: false, corrected: [] })
  })

  it('clamps out-of-range numbers into range', () => {
    expect(correctCalculatorParams({ price: '-5', term_months: '361', initial_payment: '99999999999' })).toEqual({
      params: { price: 1, term_months: 360, initial_payment: 0 },
      changed: true,
      corrected: ['price', 'term_months', 'initial_payment'],
    })
    expect(correctCalculatorParams({ price: '1e20', term_months: '0' }).params).toEqual({ price: CALCULATOR_MAX_PRICE, term_months: 1 })
    expect(correctCalculatorParams({ price: 'Infinity' }).params).toEqual({ price: CALCULATOR_MAX_PRICE })
    // An initial payment at or above the price: the price less 1 ₸.
    expect(correctCalculatorParams({ price: '20000000', initial_payment: '20000000' }).params.initial_payment).toBe(19_999_999)
    // Fractions are rounded, group separators dropped (both count as a correction of the URL).
    expect(correctCalculatorParams({ price: '25 000 000.4', term_months: '12.6' })).toEqual({
      params: { price: 25_000_000, term_months: 13 },
      changed: true,
      corrected: ['price', 'term_months'],
    })
  })

  it('drops what is no number or no known value, and the default schedule', () => {
    expect(correctCalculatorParams({ price: 'abc', program_id: '-1', schedule: 'balloon', kind: 'lease' })).toEqual({
      params: {},
      changed: true,
      corrected: ['kind', 'price', 'program_id', 'schedule'],
    })
    expect(correctCalculatorParams({ schedule: 'annuity' })).toEqual({ params: {}, changed: true, corrected: ['schedule'] })
    expect(correctCalculatorParams({ program_id: '007' })).toEqual({ params: { program_id: 7 }, changed: true, corrected: ['program_id'] })
  })

  it("keeps within a program's bounds", () => {
    const bounds = { term_months: { max: 228 }, initial_percent: { min: 10 }, price: { min: 1_000_000 } }
    expect(correctCalculatorParams({ price: '500', initial_payment: '0', term_months: '300' }, bounds).params).toEqual({
      price: 1_000_000,
      initial_payment: 100_000,
      term_months: 228,
    })
    expect(correctCalculatorParams({ price: '20000000', initial_payment: '3000000', term_months: '120' }, bounds).changed).toBe(false)
  })

  it('writes the corrected URL in a stable order, keeping other parameters', () => {
    const { params } = correctCalculatorParams({ term_months: '400', price: '1e20', schedule: 'annuity' })
    expect(calculatorSearch(params, { utm_source: 'google', price: 'x' })).toBe(`?price=${CALCULATOR_MAX_PRICE}&term_months=360&utm_source=google`)
    expect(calculatorSearch({})).toBe('')
    expect(calculatorSearch({ schedule: 'differentiated', program_id: 2 })).toBe('?program_id=2&schedule=differentiated')
  })
})

describe('the browser form and the schema refuse the same values', () => {
  const base = { kind: 'mortgage', price: 20_000_000, initial_payment: 4_000_000, term_months: 240, program_id: 1 }
  const cases: Array<Partial<typeof base> | Record<string, unknown>> = [
    {},
    { price: 0 },
    { price: -5 },
    { price: 'abc' },
    { price: 1e20 },
    { initial_payment: 20_000_000 },
    { initial_payment: 1.5 },
    { term_months: 361 },
    { term_months: '' },
    { program_id: 0 },
  ]
  it.each(cases)('%o', (change) => {
    const input = { ...base, ...change }
    const schema = validateCalculatorInput(input)
    const fromSchema = schema.ok ? {} : Object.fromEntries(Object.entries(schema.errors).map(([field, keys]) => [field, keys[0]]))
    expect(calculatorFieldIssues(input)).toEqual(fromSchema)
  })
})
