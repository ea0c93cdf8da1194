import { localizedPath } from '@/domain/routing-rules'
import type { Locale } from '@/i18n/locales'
import { listPromotions, type PromotionSummary } from '@/services/promotions'

/** What the section's pages share. */

export const policyHref = (locale: Locale): string => localizedPath(locale, '/policy.pdf')

/** How many running promotions a page shows at most (there are a handful at a time). */
export const CURRENT_LIMIT = 100

/** The running promotions (of a project), latest start first. */
export async function currentPromotions(locale: Locale, now: Date, complexId?: number): Promise<PromotionSummary[]> {
  return (await listPromotions(locale, { page: 1, perPage: CURRENT_LIMIT, active: true, complexId }, now)).data
}
