import 'server-only'

import type { CalculatorKind } from '../domain/calculator-rules'
import type { EstateCategoryCode } from '../domain/estate-categories'
import type { EligibilityQuestion } from '../domain/program-eligibility'
import { advertisedEffectiveRate, type AdvertisedEffectiveRate } from '../domain/purchase-methods'
import { resolveScopeQuery, scopeAdmits, type HouseComplexes, type ScopeQuery } from '../domain/program-scope'
import type { Locale } from '../i18n/locales'
import { getPayloadClient } from '../lib/payload'
import type { InstallmentPlan, MortgageProgram } from '../payload-types'
import { cached } from './cache'
import { visibleHouses } from './houses'
import { publicMedia, type PublicMedia } from './media'
import { relationId } from './related-documents'
import { PUBLISHED } from '../content/access'

/**
 * Purchase programs: the banks' mortgage programs and the developer's installment plans, published. One
 * read of the store, in the editors' order, and the two answers made of it:
 *
 * GET /api/mortgages (listMortgagePrograms, listInstallmentPlans), in the editors' order:
 *   {data: [program], installment_plans: [plan]}
 *   program: {id, title, bank, logo, rate, effective_rate, effective_rate_source, effective_rate_as_of,
 *             initial_payment, term_months, conditions ('' when none), complex_ids, house_ids,
 *             estate_categories, requirements}   (plan: the same without bank and logo)
 * GET /api/calculators and the calculators (calculatorPrograms, calculatorProgram), each list by initial
 * payment from highest to lowest (spec §3):
 *   {data: {mortgages: [program], installments: [plan]}}
 *   program: {id, title, bank, logo: media | null, rate, effective_rate, effective_rate_source,
 *             effective_rate_as_of, initial_payment, term_months, fee_percent, conditions (null when none),
 *             complex_ids, house_ids, estate_categories, requirements}
 *             (plan: the same without bank, logo and fee_percent)
 *
 * `effective_rate` is the ГЭСВ advertised beside the rate: the one editors entered with its source and day,
 * else computed by the site (`effective_rate_source` and `effective_rate_as_of` null) from the rate and
 * fee at the program's minimum initial payment and longest term (domain/purchase-methods).
 * `requirements` are the calculators' yes/no questions a buyer must answer yes (domain/program-eligibility).
 *
 * `complex_ids`, `house_ids` and `estate_categories` say where a program applies, an empty list meaning
 * everywhere; the rule (a queue given alone brings its project, a project given alone admits programs
 * limited to its queues) is domain/program-scope's, which the calculators' programApplicability shares.
 * A plan's `rate` is its markup, % a year, simple (Programs.ts): over a term of n months it is rate·n/12 %
 * of the financed remainder (domain/loan-calculator installmentMarkupPercent).
 */

type Scoped = { complex_ids: number[]; house_ids: number[]; estate_categories: EstateCategoryCode[] }

export type PublicInstallment = Scoped &
  AdvertisedEffectiveRate & {
    id: number
    title: string
    rate: number
    initial_payment: number
    term_months: number
    conditions: string | null
    requirements: EligibilityQuestion[]
  }
export type PublicMortgage = PublicInstallment & {
  bank: string
  logo: PublicMedia | null
  /** One-time fee, % of the loan (for the effective rate). */
  fee_percent: number
}

export type CalculatorScope = ScopeQuery

const ids = (values: Array<number | { id: number }> | null | undefined): number[] => (values ?? []).map(relationId).filter((id): id is number => id !== null)

const scopedTerms = (doc: InstallmentPlan | MortgageProgram) => ({
  id: doc.id,
  title: doc.title,
  rate: doc.rate,
  initial_payment: doc.initial_payment,
  term_months: doc.term_months,
  conditions: doc.conditions ?? null,
  complex_ids: ids(doc.complexes),
  house_ids: ids(doc.houses),
  estate_categories: doc.estate_categories ?? [],
  requirements: doc.requirements ?? [],
})

const toInstallment = (doc: InstallmentPlan): PublicInstallment => ({ ...scopedTerms(doc), ...advertisedEffectiveRate('installment', doc) })

const toMortgage = (doc: MortgageProgram): PublicMortgage => ({
  ...scopedTerms(doc),
  ...advertisedEffectiveRate('mortgage', doc),
  bank: doc.bank,
  logo: publicMedia(doc.logo),
  fee_percent: doc.fee_percent ?? 0,
})

/** Every published program and plan, in the editors' order. */
const publishedPrograms = cached(
  'purchase-programs',
  ['mortgage-programs', 'installment-plans', 'media'],
  async (locale: Locale): Promise<{ mortgages: PublicMortgage[]; installments: PublicInstallment[] }> => {
    const payload = await getPayloadClient()
    const query = { locale, where: PUBLISHED, sort: ['order', 'id'], pagination: false as const, overrideAccess: true }
    const [mortgages, installments] = await Promise.all([
      // Depth 1 is for the logo; the scope relations are reduced to ids, so populate next to nothing.
      payload.find({ ...query, collection: 'mortgage-programs', depth: 1, populate: { complexes: { slug: true }, houses: { slug: true } } }),
      payload.find({ ...query, collection: 'installment-plans', depth: 0 }),
    ])
    return { mortgages: mortgages.docs.map(toMortgage), installments: installments.docs.map(toInstallment) }
  },
)

/** What GET /api/mortgages shows of a plan: no fee, conditions '' when none. */
const listedPlan = (p: PublicInstallment) => ({
  id: p.id,
  title: p.title,
  rate: p.rate,
  effective_rate: p.effective_rate,
  effective_rate_source: p.effective_rate_source,
  effective_rate_as_of: p.effective_rate_as_of,
  initial_payment: p.initial_payment,
  term_months: p.term_months,
  conditions: p.conditions ?? '',
  complex_ids: p.complex_ids,
  house_ids: p.house_ids,
  estate_categories: p.estate_categories,
  requirements: p.requirements,
})

export type ListedInstallmentPlan = ReturnType<typeof listedPlan>
export type ListedMortgageProgram = ListedInstallmentPlan & { bank: string; logo: PublicMedia | null }

/** GET /api/mortgages `data`: the mortgage programs in the editors' order. */
export const listMortgagePrograms = cached(async (locale: Locale): Promise<ListedMortgageProgram[]> =>
  (await publishedPrograms(locale)).mortgages.map((p) => ({ ...listedPlan(p), bank: p.bank, logo: p.logo })),
)

/** GET /api/mortgages `installment_plans`: the installment plans in the editors' order. */
export const listInstallmentPlans = cached(async (locale: Locale): Promise<ListedInstallmentPlan[]> => (await publishedPrograms(locale)).installments.map(listedPlan))

const byInitialPaymentDesc = (a: { initial_payment: number; id: number }, b: { initial_payment: number; id: number }) => b.initial_payment - a.initial_payment || a.id - b.id

/** The project of each public queue, for the scope rule of a queue given alone. */
export const houseComplexes = cached(async (locale: Locale): Promise<HouseComplexes> => new Map((await visibleHouses(locale)).map((h) => [h.id, h.complex])))

/** The programs and plans that admit the scope, by initial payment from highest to lowest (spec §3). */
export const calculatorPrograms = cached(async (locale: Locale, scope: CalculatorScope): Promise<{ mortgages: PublicMortgage[]; installments: PublicInstallment[] }> => {
  const [all, projects] = await Promise.all([publishedPrograms(locale), houseComplexes(locale)])
  const resolved = resolveScopeQuery(scope, projects)
  const admitted = <P extends Scoped & { initial_payment: number; id: number }>(list: P[]) => list.filter((p) => scopeAdmits(p, resolved, projects)).sort(byInitialPaymentDesc)
  return { mortgages: admitted(all.mortgages), installments: admitted(all.installments) }
})

/** A published program of the kind (mortgage program or installment plan) by id, or null. */
export async function calculatorProgram(locale: Locale, kind: CalculatorKind, id: number): Promise<PublicMortgage | PublicInstallment | null> {
  const all = await publishedPrograms(locale)
  return (kind === 'mortgage' ? all.mortgages : all.installments).find((p) => p.id === id) ?? null
}
