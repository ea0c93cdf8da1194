import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { compareRows } from '@/components/favorites/compare-rows'
import { CompareTable } from '@/components/favorites/CompareTable'
import { CompareFromFavoritesWhenSeen, CompareShareOnIntent, CompareViewWhenSeen, SharedSelectionWhenSeen } from '@/components/favorites/on-intent'
import compareStyles from '@/components/favorites/compare.module.css'
import { PageBreadcrumbs } from '@/components/seo/PageBreadcrumbs'
import { ButtonLink } from '@/components/ui/Button'
import { parseIdList } from '@/client/favorites'
import { PAGES } from '@/domain/site-pages'
import type { Locale } from '@/i18n/locales'
import { resolveEstateFilters } from '@/services/estate-filters'
import { listEstates, type EstateListItem } from '@/services/estates'
import { pageMetadata } from '@/app/(site)/seo'
import styles from '../favorites.module.css'

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale })
  // Personal selections: not for search engines (the canonical drops the ids).
  return { ...pageMetadata({ locale, path: PAGES.compare, title: t('compare-title'), description: t('compare-description') }), robots: { index: false, follow: true } }
}

/** The estates of the link, in the link's order; unknown, deleted or unpublished ids are left out. */
async function estatesOf(ids: number[], locale: Locale): Promise<EstateListItem[]> {
  if (ids.length === 0) return []
  const { filters } = await resolveEstateFilters({ category: 'flat', status: ['all'], ids })
  const page = await listEstates(locale, filters, 'price', 1, ids.length)
  const byId = new Map(page.data.map((e) => [e.id, e]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/**
 * /favorites/compare?ids=12,34,56: the estates side by side, rendered on the server from the ids in the
 * address, so the link works on any device. Without ids, the browser reads its favorites and adds them
 * to the address. Nonsense ids are ignored.
 */
export default async function ComparePage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const ids = parseIdList((await searchParams).ids)
  const [t, estates] = await Promise.all([getTranslations(), estatesOf(ids, locale)])
  const rows = compareRows(t, estates)

  return (
    <main id="main" className={`container ${styles.page}`}>
      <PageBreadcrumbs
        locale={locale}
        crumbs={[
          { href: PAGES.favorites, label: t('favorites-title') },
          { href: PAGES.compare, label: t('compare-title') },
        ]}
      />
      <header className={styles.header}>
        <h1>{t('compare-title')}</h1>
      </header>
      {ids.length === 0 ? (
        <CompareFromFavoritesWhenSeen />
      ) : estates.length === 0 ? (
        <div className={compareStyles.empty}>
          <h2>{t('compare-empty-title')}</h2>
          <p>{t('compare-empty-text')}</p>
          <ButtonLink href={PAGES.favorites}>{t('compare-back')}</ButtonLink>
        </div>
      ) : (
        <>
          <SharedSelectionWhenSeen ids={estates.map((e) => e.id)} />
          <div className={compareStyles.actions}>
            <ButtonLink href={PAGES.favorites} variant="ghost" size="small">
              {t('compare-back')}
            </ButtonLink>
            <CompareShareOnIntent />
          </div>
          <CompareViewWhenSeen label={t('compare-only-differences')} regionLabel={t('compare-caption')}>
            <CompareTable estates={estates} rows={rows} t={t} />
          </CompareViewWhenSeen>
        </>
      )}
    </main>
  )
}
