import type { Where } from 'payload'

import type { Locale } from '../i18n/locales'
import { getPayloadClient } from '../lib/payload'
import type { InstallmentPlan, MortgageProgram } from '../payload-types'
import { cached } from './cache'
import { publicMedia, type PublicMedia } from './media'
import { relationId } from './related-documents'

/**
 * Purchase programs: banks' mortgage programs and the developer's own installment plans, published,
 * in the editors' order. `complex_ids`, `house_ids` and `estate_categories` say where a program applies;
 * an empty list means everywhere.
 *
 * Mortgage program: { id, title, bank, logo, rate, initial_payment, term_months, conditions,
 *                     complex_ids, house_ids, estate_categories }
 * Installment plan: the same without bank and logo (rate is the markup, % a year).
 */

type Scope = { complex_ids: number[]; house_ids: number[]; estate_categories: string[] }
export type PublicInstallmentPlan = { id: number; title: string; rate: number; initial_payment: number; term_months: number; conditions: string } & Scope
export type PublicMortgageProgram = PublicInstallmentPlan & { bank: string; logo: PublicMedia | null }

const PUBLISHED: Where = { published: { equals: true } }
const BY_ORDER = ['order', 'id']

const ids = (values: Array<number | { id: number }> | null | undefined): number[] =>
  (values ?? []).map(relationId).filter((id): id is number => id !== null)

const toPlan = (doc: InstallmentPlan | MortgageProgram): PublicInstallmentPlan => ({
  id: doc.id,
  title: doc.title,
  rate: doc.rate,
  initial_payment: doc.initial_payment,
  term_months: doc.term_months,
  conditions: doc.conditions ?? '',
  complex_ids: ids(doc.complexes),
  house_ids: ids(doc.houses),
  estate_categories: doc.estate_categories ?? [],
})

export const listMortgagePrograms = cached('mortgage-programs', ['mortgage-programs', 'media'], async (locale: Locale): Promise<PublicMortgageProgram[]> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'mortgage-programs',
    locale,
    where: PUBLISHED,
    sort: BY_ORDER,
    pagination: false,
    depth: 1,
    // Depth 1 is for the logo; the scope relations are reduced to ids, so populate next to nothing.
    populate: { complexes: { slug: true }, houses: { slug: true } },
  })
  return docs.map((doc) => ({ ...toPlan(doc), bank: doc.bank, logo: publicMedia(doc.logo) }))
})

export const listInstallmentPlans = cached('installment-plans', ['installment-plans'], async (locale: Locale): Promise<PublicInstallmentPlan[]> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'installment-plans', locale, where: PUBLISHED, sort: BY_ORDER, pagination: false, depth: 0 })
  return docs.map(toPlan)
})
