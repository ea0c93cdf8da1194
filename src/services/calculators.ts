import type { EstateCategoryCode } from '../domain/estate-categories'
import { resolveScopeQuery, scopeAdmits, type HouseComplexes } from '../domain/program-scope'
import type { CalculatorKind } from '../domain/calculator-rules'
import type { Locale } from '../i18n/locales'
import { getPayloadClient } from '../lib/payload'
import type { InstallmentPlan, MortgageProgram } from '../payload-types'
import { cached } from './cache'
import { visibleHouses } from './houses'
import { publicMedia, type PublicMedia } from './media'

/**
 * Mortgage programs and installment plans for the calculators (GET /api/calculators):
 *
 * {data: {mortgages: [program], installments: [plan]}}, each list by initial_payment from highest to lowest (spec §3).
 * program: {id, title, bank, logo: media | null, rate, initial_payment, term_months, fee_percent, conditions,
 *           complex_ids: [], house_ids: [], estate_categories: [code]}   (plan: the same without bank, logo and fee_percent)
 * A plan's `rate` is its markup, % a year, simple (Programs.ts): the markup over a term of n months is
 * rate·n/12 % of the financed remainder (domain/loan-calculator installmentMarkupPercent), which the
 * calculators and the PDF apply; plans need no field of their own for it.
 * A program whose scope lists are empty applies everywhere; otherwise it must list the given project,
 * queue and one of the given categories. A parameter left out does not narrow that scope. When only
 * a queue is given, its project counts as given too; when only a project is given, a program limited
 * to queues applies if one of them belongs to that project. These rules are domain/program-scope's,
 * which the calculators' programApplicability (domain/loan-calculator) shares.
 */

export type CalculatorScope = { complexId?: number; houseId?: number; categories?: EstateCategoryCode[] }

type Scoped = { complex_ids: number[]; house_ids: number[]; estate_categories: EstateCategoryCode[] }

export type PublicMortgage = Scoped & {
  id: number
  title: string
  bank: string
  logo: PublicMedia | null
  rate: number
  initial_payment: number
  term_months: number
  /** One-time fee, % of the loan (for the effective rate). */
  fee_percent: number
  conditions: string | null
}
export type PublicInstallment = Omit<PublicMortgage, 'bank' | 'logo' | 'fee_percent'>

const ids = (values: Array<number | { id: number }> | null | undefined): number[] =>
  (values ?? []).map((v) => (typeof v === 'object' ? v.id : v))

function scopeOf(doc: MortgageProgram | InstallmentPlan): Scoped {
  return { complex_ids: ids(doc.complexes), house_ids: ids(doc.houses), estate_categories: doc.estate_categories ?? [] }
}

const byInitialPaymentDesc = (a: { initial_payment: number; id: number }, b: { initial_payment: number; id: number }) =>
  b.initial_payment - a.initial_payment || a.id - b.id

const programs = cached(
  'calculator-programs',
  ['mortgage-programs', 'installment-plans', 'media'],
  async (locale: Locale): Promise<{ mortgages: PublicMortgage[]; installments: PublicInstallment[] }> => {
    const payload = await getPayloadClient()
    const published = { published: { equals: true } }
    const [mortgages, installments] = await Promise.all([
      payload.find({ collection: 'mortgage-programs', locale, pagination: false, depth: 1, overrideAccess: true, where: published, sort: ['order', 'id'] }),
      payload.find({ collection: 'installment-plans', locale, pagination: false, depth: 0, overrideAccess: true, where: published, sort: ['order', 'id'] }),
    ])
    const common = (doc: MortgageProgram | InstallmentPlan) => ({
      id: doc.id,
      title: doc.title,
      rate: doc.rate,
      initial_payment: doc.initial_payment,
      term_months: doc.term_months,
      conditions: doc.conditions ?? null,
      ...scopeOf(doc),
    })
    return {
      mortgages: mortgages.docs.map((doc) => ({ ...common(doc), bank: doc.bank, logo: publicMedia(doc.logo), fee_percent: doc.fee_percent ?? 0 })).sort(byInitialPaymentDesc),
      installments: installments.docs.map(common).sort(byInitialPaymentDesc),
    }
  },
)

export const calculatorPrograms = cached(async (
  locale: Locale,
  scope: CalculatorScope,
): Promise<{ mortgages: PublicMortgage[]; installments: PublicInstallment[] }> => {
  const [all, projects] = await Promise.all([programs(locale), houseComplexes(locale)])
  const resolved = resolveScopeQuery(scope, projects)
  return {
    mortgages: all.mortgages.filter((p) => scopeAdmits(p, resolved, projects)),
    installments: all.installments.filter((p) => scopeAdmits(p, resolved, projects)),
  }
})

/** A published program of the kind (mortgage program or installment plan) by id, or null. */
export async function calculatorProgram(locale: Locale, kind: CalculatorKind, id: number): Promise<PublicMortgage | PublicInstallment | null> {
  const all = await programs(locale)
  return (kind === 'mortgage' ? all.mortgages : all.installments).find((p) => p.id === id) ?? null
}

/** The project of each public queue, for the scope rule of a queue given alone. */
export async function houseComplexes(locale: Locale): Promise<HouseComplexes> {
  return new Map((await visibleHouses(locale)).map((h) => [h.id, h.complex]))
}
