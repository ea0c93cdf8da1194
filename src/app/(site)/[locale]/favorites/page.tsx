import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { FavoritesListWhenSeen } from '@/components/favorites/on-intent'
// The island's styles come with the page's first load (its server HTML is shown at once); only its code waits.
import '@/components/favorites/favorites.module.css'
import { PageBreadcrumbs } from '@/components/seo/PageBreadcrumbs'
import { PAGES } from '@/domain/site-pages'
import type { Locale } from '@/i18n/locales'
import { pageMetadata } from '@/app/(site)/seo'
import styles from './favorites.module.css'

type Props = { params: Promise<{ locale: Locale }> }

// Rendered once, then served from the cache until an editor's save expires it (no request data is read).
export const dynamic = 'force-static'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale })
  // The list lives in the visitor's browser: nothing here for search engines to index.
  return { ...pageMetadata({ locale, path: PAGES.favorites, title: t('favorites-title'), description: t('favorites-description') }), robots: { index: false, follow: true } }
}

/** /favorites: the estates saved on this device (the list itself is read in the browser). */
export default async function FavoritesPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations()
  return (
    <main id="main" className={`container ${styles.page}`}>
      <PageBreadcrumbs locale={locale} crumbs={[{ href: PAGES.favorites, label: t('favorites-title') }]} />
      <header className={styles.header}>
        <h1>{t('favorites-title')}</h1>
        <p>{t('favorites-intro')}</p>
      </header>
      <FavoritesListWhenSeen />
    </main>
  )
}
