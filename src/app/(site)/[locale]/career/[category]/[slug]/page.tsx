import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { VacancyDetail } from '@/components/career/VacancyDetail'
import { vacancyPath } from '@/domain/site-pages'
import type { Locale } from '@/i18n/locales'
import { siteOrigin } from '@/lib/site-origin'
import { pageMetadata, siteIdentity } from '@/app/(site)/seo'
import { loadVacancy } from '@/app/(site)/[locale]/career/career-data'

type Props = { params: Promise<{ locale: Locale; category: string; slug: string }> }

// Rendered once, then served from the cache until an editor's save expires it (no request data is read).
export const dynamic = 'force-static'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, category, slug } = await params
  const [{ vacancy }, t] = await Promise.all([loadVacancy(locale, category, slug), getTranslations({ locale })])
  const place = [vacancy.city?.name, vacancy.salary].filter(Boolean).join(', ')
  const metadata = pageMetadata({
    locale,
    path: vacancyPath(vacancy.category.slug, vacancy.slug),
    title: t('career-vacancy-meta-title', { title: vacancy.seo.title || vacancy.title }),
    description: vacancy.seo.description || [vacancy.title, place].filter(Boolean).join(': '),
  })
  // A closed vacancy's page stays for those who kept the link, not for search results.
  return vacancy.is_closed ? { ...metadata, robots: { index: false, follow: true } } : metadata
}

/** One vacancy (its body: components/career/VacancyDetail) with its application form. */
export default async function VacancyPage({ params }: Props) {
  const { locale, category, slug } = await params
  setRequestLocale(locale)
  const [{ vacancy, related }, identity] = await Promise.all([loadVacancy(locale, category, slug), siteIdentity(locale)])
  return <VacancyDetail locale={locale} vacancy={vacancy} related={related} origin={siteOrigin()} company={identity.company} />
}
