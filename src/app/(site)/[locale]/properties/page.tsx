import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { priceFromLabel } from '@/components/home/price'
import { PageBreadcrumbs } from '@/components/seo/PageBreadcrumbs'
import { roomsLabel } from '@/components/properties/estate-format'
import { countValues } from '@/domain/money'
import { PAGES, propertiesPath } from '@/domain/site-pages'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { categoryTabs } from '@/services/estate-categories'
import { pageMetadata } from '@/app/(site)/seo'
import frame from '@/components/ui/page.module.css'
import { cardRows } from '@/components/ui/card-rows'
import styles from './properties.module.css'

type Props = { params: Promise<{ locale: Locale }> }

// Rendered once, then served from the cache until an editor's save expires it (no request data is read).
export const dynamic = 'force-static'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale })
  return pageMetadata({ locale, path: PAGES.properties, title: t('nav-properties'), description: t('prop-landing-description') })
}

/**
 * The properties section: one block per category with its offer count, the lowest price and links per
 * room count and finishing type with their 'price from' (the same data as the header's mega-menu).
 */
export default async function PropertiesPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [t, tabs] = await Promise.all([getTranslations(), categoryTabs(locale)])

  return (
    <main id="main" className={frame.page}>
      <PageBreadcrumbs locale={locale} crumbs={[{ href: PAGES.properties, label: t('nav-properties') }]} />
      <header className={frame.head}>
        <h1 className={frame.title}>{t('nav-properties')}</h1>
        <p className={frame.lead}>{t('prop-landing-text')}</p>
      </header>
      <ul className={frame.wideCards} {...cardRows(tabs.length)}>
        {tabs.map((tab) => {
          const headingId = `category-${tab.code}`
          return (
            <li key={tab.code}>
              <section className={styles.category} aria-labelledby={headingId} data-testid="category-block">
                <h2 id={headingId} className={styles.categoryTitle}>
                  <Link href={propertiesPath(tab.code)}>{tab.title}</Link>
                </h2>
                <p className={styles.categoryMeta}>
                  {tab.estates_count > 0 ? t('offers-count', countValues(tab.estates_count)) : t('prop-empty-category')}
                  {tab.price_from !== null && <span className={styles.categoryPrice}> · {priceFromLabel(t, tab.price_from)}</span>}
                </p>
                {tab.rooms_data.length > 0 && (
                  <>
                    <h3 className={styles.groupTitle}>{t('nav-by-rooms')}</h3>
                    <ul className={styles.linkList}>
                      {tab.rooms_data.map((entry) => (
                        <li key={entry.rooms}>
                          <Link href={propertiesPath(tab.code, { rooms: entry.rooms })} prefetch={false}>
                            <span>{roomsLabel(t, entry.rooms, entry.plus)}</span>
                            <span className={styles.linkPrice}>{priceFromLabel(t, entry.price_from)}</span>
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </>
                )}
                {tab.restorations_data.length > 0 && (
                  <>
                    <h3 className={styles.groupTitle}>{t('nav-by-restoration')}</h3>
                    <ul className={styles.linkList}>
                      {tab.restorations_data.map((entry) => (
                        <li key={entry.id}>
                          <Link href={propertiesPath(tab.code, { restoration: entry.title })} prefetch={false}>
                            <span>{entry.title}</span>
                            <span className={styles.linkPrice}>{priceFromLabel(t, entry.price_from)}</span>
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </>
                )}
                <Link className={styles.categoryAll} href={propertiesPath(tab.code)}>
                  {t('prop-category-all')}
                </Link>
              </section>
            </li>
          )
        })}
      </ul>
    </main>
  )
}
