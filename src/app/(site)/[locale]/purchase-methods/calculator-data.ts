import { getTranslations } from 'next-intl/server'

import { estateSummary } from '@/components/properties/estate-format'
import type { CalculatorEstate, CalculatorOptions, CalculatorProgram, CalculatorValues } from '@/components/purchase/calculator/types'
import { CALCULATOR_PARAM_KEYS, correctCalculatorParams, type CalculatorKind } from '@/domain/calculator-input'
import { isEstateCategoryCode } from '@/domain/estate-categories'
import { minimumInitialPayment, programApplicability } from '@/domain/loan-calculator'
import { countedAnswers, ELIGIBILITY_QUESTIONS, eligibilityAnswersFrom, eligibilityMismatches, eligibilityParams } from '@/domain/program-eligibility'
import { resolveScopeQuery, scopeAdmits } from '@/domain/program-scope'
import { idParam } from '@/domain/query-lists'
import { toSearchParams, type SearchParams } from '@/domain/query-params'
import { formatDay } from '@/domain/publication'
import type { Locale } from '@/i18n/locales'
import { getEstate } from '@/services/estates'
import type { PublicInstallment } from '@/services/purchase-programs'
import { loadPurchaseSection, type PurchaseSection } from './purchase-data'

/** The scope parameters of a calculator URL, next to the calculation's own (domain/calculator-input). */
const SCOPE_KEYS = ['complex_id', 'house_id', 'estate_id', 'category'] as const

export type CalculatorPage = {
  section: PurchaseSection
  programs: CalculatorProgram[]
  options: CalculatorOptions
  values: CalculatorValues
  estate: CalculatorEstate | null
  /** The corrected query when the URL had values out of range or unknown ('' or '?…'); null when it was right. */
  redirectSearch: string | null
}

/**
 * A calculator page's data from its URL: the programs of the kind, the projects, queues and categories to
 * choose from, the estate named by `estate_id`, and the inputs, completed with defaults (the estate's
 * price or the lowest price on sale, the first program that admits the purchase, its minimum initial
 * payment and longest term, among the programs the buyer's answers to the eligibility questions leave).
 * Values out of range are corrected by redirect, as the listings do.
 */
export async function loadCalculatorPage(locale: Locale, kind: CalculatorKind, searchParams: SearchParams): Promise<CalculatorPage> {
  const raw = Object.fromEntries(toSearchParams(searchParams))
  const { params, changed } = correctCalculatorParams(raw)
  const eligibility = eligibilityAnswersFrom(raw)
  // The kind is the page's path: a `kind` parameter is dropped.
  let scopeChanged = params.kind !== undefined
  delete params.kind
  const scope: Partial<Record<(typeof SCOPE_KEYS)[number], number | string>> = {}
  for (const key of SCOPE_KEYS) {
    const value = raw[key]
    if (value === undefined) continue
    const ok = key === 'category' ? isEstateCategoryCode(value) : idParam.safeParse(value).success
    if (ok) scope[key] = key === 'category' ? value : Number(value)
    else scopeChanged = true
  }

  const [section, t, found] = await Promise.all([
    loadPurchaseSection(locale),
    getTranslations({ locale }),
    typeof scope.estate_id === 'number' ? getEstate(locale, scope.estate_id) : null,
  ])
  if (scope.estate_id !== undefined && !found) {
    delete scope.estate_id
    scopeChanged = true
  }

  const terms = (p: PublicInstallment): CalculatorProgram => ({
    id: p.id,
    title: p.title,
    rate: p.rate,
    effective_rate: p.effective_rate,
    effective_rate_source: p.effective_rate_source,
    effective_rate_as_of: p.effective_rate_as_of,
    effective_rate_as_of_text: p.effective_rate_as_of ? formatDay(locale, p.effective_rate_as_of) : null,
    initial_payment: p.initial_payment,
    term_months: p.term_months,
    complex_ids: p.complex_ids,
    house_ids: p.house_ids,
    estate_categories: p.estate_categories,
    requirements: p.requirements,
  })
  const programs: CalculatorProgram[] =
    kind === 'mortgage' ? section.mortgages.map((p) => ({ ...terms(p), bank: p.bank, fee_percent: p.fee_percent })) : section.installments.map(terms)
  if (params.program_id !== undefined && !programs.some((p) => p.id === params.program_id)) {
    delete params.program_id
    scopeChanged = true
  }

  const estate: CalculatorEstate | null = found
    ? {
        id: found.id,
        label: estateSummary(t, found),
        price: found.price,
        complex_id: found.complex.id,
        house_id: found.house.id,
        category: found.category,
      }
    : null
  const complexId = estate?.complex_id ?? (typeof scope.complex_id === 'number' ? scope.complex_id : undefined)
  const houseId = estate?.house_id ?? (typeof scope.house_id === 'number' ? scope.house_id : undefined)
  const category = estate?.category ?? (typeof scope.category === 'string' ? scope.category : undefined)
  const lowestPrice = Math.min(...section.projects.flatMap((p) => (p.price_from ? [p.price_from] : [])))
  const price = params.price ?? estate?.price ?? (Number.isFinite(lowestPrice) ? lowestPrice : undefined)
  const { houseComplexes } = section
  const query = resolveScopeQuery({ complexId, houseId, categories: category && isEstateCategoryCode(category) ? [category] : undefined }, houseComplexes)
  const answers = countedAnswers(eligibility.answers, estate !== null || complexId !== undefined || houseId !== undefined)
  const eligible = (p: CalculatorProgram) => eligibilityMismatches(p, answers).length === 0
  const inScope = (p: CalculatorProgram) => eligible(p) && scopeAdmits(p, query, houseComplexes)
  // Without a program in the URL: the first that admits the given terms, else the first for the property.
  const fits = (p: CalculatorProgram) =>
    eligible(p) &&
    price !== undefined &&
    params.initial_payment !== undefined &&
    params.term_months !== undefined &&
    programApplicability(
      p,
      { price, initialPayment: params.initial_payment, months: params.term_months, complexId, houseId, category: isEstateCategoryCode(category) ? category : undefined },
      houseComplexes,
    ).applicable
  const program = programs.find((p) => p.id === params.program_id) ?? programs.find(fits) ?? programs.find(inScope) ?? programs.find(eligible) ?? programs[0]
  const values: CalculatorValues = {
    complex_id: complexId,
    house_id: houseId,
    category,
    estate_id: estate?.id,
    price,
    initial_payment: params.initial_payment ?? (price !== undefined && program ? minimumInitialPayment(price, program.initial_payment) : undefined),
    term_months: params.term_months ?? program?.term_months,
    program_id: program?.id,
    schedule: params.schedule ?? 'annuity',
    answers: eligibility.answers,
  }

  let redirectSearch: string | null = null
  if (changed || scopeChanged || eligibility.changed) {
    // The calculator's parameters as corrected, then every other one as it came (utm tags...).
    const own = new Set<string>([...CALCULATOR_PARAM_KEYS, ...SCOPE_KEYS, ...ELIGIBILITY_QUESTIONS])
    const rest = Object.fromEntries(Object.entries(raw).filter(([key]) => !own.has(key)))
    const query = new URLSearchParams()
    for (const [key, value] of Object.entries({ ...params, ...scope, ...Object.fromEntries(eligibilityParams(eligibility.answers)), ...rest }))
      if (value !== undefined) query.set(key, String(value))
    const search = query.toString()
    redirectSearch = search ? `?${search}` : ''
  }
  return { section, programs, options: section.options, values, estate, redirectSearch }
}
