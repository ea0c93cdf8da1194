import 'server-only'

import type { CalculatorInput } from '../domain/calculator-input'
import type { EstateCategoryCode } from '../domain/estate-categories'
import { APPLICABILITY_REASON_FIELD, installmentCalculation, installmentMarkupPercent, mortgageCalculation, programApplicability } from '../domain/loan-calculator'
import { renderCalculationPdf, type CalculationDocument, type CalculationProperty } from '../documents/calculation-pdf'
import type { Locale } from '../i18n/locales'
import { calculatorProgram, houseComplexes } from './purchase-programs'
import { complexNavigation } from './complexes'
import { getEstate } from './estates'
import { visibleHouses } from './houses'
import { getSiteSettings } from './site-settings'

/**
 * The calculation PDF of POST /api/calculators/export: checks the input against the store, computes
 * with the calculators' domain module and renders documents/calculation-pdf.
 *
 * - The program must be published and of the input's kind (a mortgage program for `mortgage`, an
 *   installment plan for `installment`), else program_id: validation_exists.
 * - With estate_id, the estate must be public (else estate_id: validation_exists) and the store's price
 *   is the one printed: the input's price must equal it (else price: validation_invalid), so a visitor
 *   never takes a paper to the bank with a price the developer does not ask, and an initial payment
 *   chosen for another price is never silently reinterpreted. The estate's project, queue and category
 *   are the scope; complex_id, house_id or category that contradict them are validation_invalid.
 * - Without an estate, complex_id and house_id must name public ones (validation_exists); the document
 *   then names the project and queue.
 * - The program must apply (domain programApplicability); each reason goes under the field at fault:
 *   initial_payment: initial-payment-below-minimum, term_months: term-above-maximum,
 *   program_id: other-project | other-queue | other-category.
 */

export type CalculationExport = { ok: true; pdf: Buffer; filename: string } | { ok: false; errors: Record<string, string[]> }

type Scope = { complexId?: number; houseId?: number; category?: EstateCategoryCode; property: CalculationProperty | null }

type Errors = Record<string, string[]>

const add = (errors: Errors, field: string, message: string): void => {
  const list = (errors[field] ??= [])
  if (!list.includes(message)) list.push(message)
}

async function scopeOf(locale: Locale, input: CalculatorInput, errors: Errors): Promise<Scope> {
  if (input.estate_id !== undefined) {
    const estate = await getEstate(locale, input.estate_id)
    if (!estate) {
      add(errors, 'estate_id', 'validation_exists')
      return { property: null }
    }
    if (Math.round(estate.price) !== input.price) add(errors, 'price', 'validation_invalid')
    if (input.complex_id !== undefined && input.complex_id !== estate.complex.id) add(errors, 'complex_id', 'validation_invalid')
    if (input.house_id !== undefined && input.house_id !== estate.house.id) add(errors, 'house_id', 'validation_invalid')
    if (input.category !== undefined && input.category !== estate.category) add(errors, 'category', 'validation_invalid')
    return {
      complexId: estate.complex.id,
      houseId: estate.house.id,
      category: estate.category,
      property: { project: estate.complex.name, queue: estate.house.name || null, category: estate.category, number: estate.number, area: estate.area, floor: estate.floor },
    }
  }
  const [houses, complexes] = await Promise.all([visibleHouses(locale), complexNavigation(locale)])
  const house = input.house_id === undefined ? undefined : houses.find((h) => h.id === input.house_id)
  if (input.house_id !== undefined && !house) add(errors, 'house_id', 'validation_exists')
  const complexId = input.complex_id ?? house?.complex
  const complex = complexId === undefined ? undefined : complexes.find((c) => c.id === complexId)
  if (input.complex_id !== undefined && !complex) add(errors, 'complex_id', 'validation_exists')
  if (house && input.complex_id !== undefined && house.complex !== input.complex_id) add(errors, 'house_id', 'validation_invalid')
  return {
    complexId,
    houseId: input.house_id,
    category: input.category,
    property: complex ? { project: complex.name, queue: house?.name ?? null, category: input.category ?? null, number: null, area: null, floor: null } : null,
  }
}

export async function exportCalculation(locale: Locale, input: CalculatorInput, now = new Date()): Promise<CalculationExport> {
  const errors: Errors = {}
  const [program, scope, projects, settings] = await Promise.all([
    calculatorProgram(locale, input.kind, input.program_id),
    scopeOf(locale, input, errors),
    houseComplexes(locale),
    getSiteSettings(locale),
  ])
  if (!program) add(errors, 'program_id', 'validation_exists')
  if (Object.keys(errors).length || !program) return { ok: false, errors }

  const terms = {
    price: input.price,
    initialPayment: input.initial_payment,
    months: input.term_months,
    complexId: scope.complexId,
    houseId: scope.houseId,
    category: scope.category,
  }
  const applicability = programApplicability(program, terms, projects)
  if (!applicability.applicable) {
    for (const reason of applicability.reasons) add(errors, APPLICABILITY_REASON_FIELD[reason], reason)
    return { ok: false, errors }
  }

  const markupPercent = installmentMarkupPercent(program.rate, input.term_months)
  const calculation: CalculationDocument['calculation'] =
    input.kind === 'mortgage'
      ? {
          kind: 'mortgage',
          schedule: input.schedule,
          months: input.term_months,
          result: mortgageCalculation({
            price: input.price,
            initialPayment: input.initial_payment,
            months: input.term_months,
            annualRate: program.rate,
            kind: input.schedule,
            feePercent: 'fee_percent' in program ? program.fee_percent : 0,
          }),
        }
      : {
          kind: 'installment',
          months: input.term_months,
          markupPercent,
          result: installmentCalculation({ price: input.price, initialPayment: input.initial_payment, months: input.term_months, markupPercent }),
        }
  const pdf = await renderCalculationPdf({
    locale,
    date: now,
    company: { name: settings.company_name || settings.seo.title, phone: settings.phone, email: settings.sales_email || settings.info_email },
    property: scope.property,
    program: {
      title: program.title,
      bank: 'bank' in program ? program.bank : null,
      rate: program.rate,
      // Its advertised effective rate: the document shows it only when stated (calculationEffectiveRate).
      effective_rate: program.effective_rate,
      effective_rate_source: program.effective_rate_source,
      effective_rate_as_of: program.effective_rate_as_of,
    },
    calculation,
  })
  const day = now.toISOString().slice(0, 10)
  return { ok: true, pdf, filename: `${input.kind}-calculation-${day}.pdf` }
}
