import { notFound, permanentRedirect } from 'next/navigation'

import { localizedPath } from '@/domain/routing-rules'
import { vacancyPath } from '@/domain/site-pages'
import type { Locale } from '@/i18n/locales'
import { isPreview } from '@/app/(site)/preview'
import { getVacancy, getVacancyCategory, getVacancyDraft, listVacancies, type PublicVacancy, type PublicVacancyCategory, type PublicVacancySummary } from '@/services/vacancies'

/** Vacancies of the same category shown under a vacancy. */
const RELATED_LIMIT = 3

/** A category page's category: 404 for an unknown or hidden one (the proxy answers those first). */
export async function loadCategory(locale: Locale, slug: string): Promise<PublicVacancyCategory> {
  const category = await getVacancyCategory(locale, slug)
  if (!category) notFound()
  return category
}

/**
 * The vacancy of a vacancy URL, with a few more of its category: 404 for an unknown or hidden slug; a
 * vacancy asked for under another category's path is moved to its own (permanent redirect). A closed
 * vacancy comes with open ones (of its category, else of any) in place of the related ones.
 */
export async function loadVacancy(locale: Locale, category: string, slug: string): Promise<{ vacancy: PublicVacancy; related: PublicVacancySummary[] }> {
  // The published vacancy, or its latest draft in an editor's preview.
  const vacancy = (await isPreview()) ? await getVacancyDraft(locale, slug) : await getVacancy(locale, slug)
  if (!vacancy) notFound()
  if (vacancy.category.slug !== category) permanentRedirect(localizedPath(locale, vacancyPath(vacancy.category.slug, vacancy.slug)))
  const sameCategory = (await listVacancies(locale, { categoryId: vacancy.category.id })).filter((v) => v.id !== vacancy.id)
  // A closed vacancy points to open ones: of its category, else of any.
  const related = vacancy.is_closed && !sameCategory.length ? await listVacancies(locale, {}) : sameCategory
  return { vacancy, related: related.slice(0, RELATED_LIMIT) }
}
