import { notFound, permanentRedirect } from 'next/navigation'

import { categoryFromPath } from '@/domain/estate-categories'
import { localizedPath } from '@/domain/routing-rules'
import { estatePath } from '@/domain/site-pages'
import type { Locale } from '@/i18n/locales'
import { listEstateCategories } from '@/services/estate-categories'
import { getEstateBySlug, getEstateDraft, type EstateDetail } from '@/services/estates'
import { isPreview } from '@/app/(site)/preview'

/** The published estate, or its latest draft in an editor's preview. */
const readEstate = async (locale: Locale, slug: string) => ((await isPreview()) ? getEstateDraft(locale, slug) : getEstateBySlug(locale, slug))

/**
 * The estate of a property URL: 404 for an unknown category path or slug; an estate asked for under
 * another category's path is moved to its own (permanent redirect).
 */
export async function loadProperty(locale: Locale, type: string, slug: string): Promise<{ estate: EstateDetail; categoryTitle: string }> {
  const category = categoryFromPath(type)
  if (!category) notFound()
  const [estate, categories] = await Promise.all([readEstate(locale, slug), listEstateCategories(locale)])
  if (!estate) notFound()
  if (estate.category !== category) permanentRedirect(localizedPath(locale, estatePath(estate.category, estate.slug)))
  return { estate, categoryTitle: categories.find((c) => c.code === category)?.title ?? type }
}
