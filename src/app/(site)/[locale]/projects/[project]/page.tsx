import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { ProjectDetail, projectSummary } from '@/components/projects/detail/ProjectDetail'
import { projectPath } from '@/domain/site-pages'
import type { Locale } from '@/i18n/locales'
import { getComplexBySlug, getComplexDraft } from '@/services/complexes'
import { codeTitles } from '@/services/dictionaries'
import { estateFilterOptions } from '@/services/estate-filters'
import { isPreview } from '@/app/(site)/preview'
import { pageMetadata } from '@/app/(site)/seo'
import { getSiteSettings } from '@/services/site-settings'

type Props = { params: Promise<{ locale: Locale; project: string }> }

// Rendered once, then served from the cache until an editor's save expires it (no request data is read).
export const dynamic = 'force-static'

/** The published project, or its latest draft in an editor's preview. */
const readProject = async (locale: Locale, slug: string) => ((await isPreview()) ? getComplexDraft(locale, slug) : getComplexBySlug(locale, slug))

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, project } = await params
  const complex = await readProject(locale, project)
  if (!complex) return {}
  const t = await getTranslations({ locale })
  return pageMetadata({
    locale,
    path: projectPath(complex.slug),
    title: complex.seo.title || complex.name,
    description: projectSummary(complex) || t('project-default-description', { name: complex.name }),
    image: complex.cover?.sizes.hero?.url ?? complex.cover?.url,
  })
}

/** Free apartments of the project per room count (the listing's rooms facet scoped to the project). */
const roomOffers = (complexId: number, locale: Locale) =>
  estateFilterOptions(locale, { category: 'flat', statuses: ['free'], complexes: [complexId] }).then((o) => o.rooms.filter((r) => r.count > 0))

/** A project page (spec §2; its body: components/projects/detail/ProjectDetail), from the cached services. */
export default async function ProjectPage({ params }: Props) {
  const { locale, project } = await params
  setRequestLocale(locale)
  const complex = await readProject(locale, project)
  if (!complex) notFound()
  const [titles, rooms, settings] = await Promise.all([codeTitles(locale), roomOffers(complex.id, locale), getSiteSettings(locale)])
  return <ProjectDetail locale={locale} complex={complex} classTitle={complex.class ? titles.title(`class-${complex.class}`) : null} rooms={rooms} sales={settings} />
}
