import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { ArticleCard } from '@/components/contents/ArticleCard'
import { CurrentPromotions } from '@/components/contents/CurrentPromotions'
import { SubscribeFormOnIntent } from '@/components/contents/on-intent'
import styles from '@/components/contents/contents.module.css'
import { PageBreadcrumbs } from '@/components/seo/PageBreadcrumbs'
import page from '@/components/ui/page.module.css'
import { PAGES } from '@/domain/site-pages'
import { Link } from '@/i18n/server-link'
import type { Locale } from '@/i18n/locales'
import { listArticles } from '@/services/articles'
import { pageMetadata } from '@/app/(site)/seo'
import { currentPromotions, policyHref } from './contents-data'
import { cardRows } from '@/components/ui/card-rows'
import frame from '@/components/ui/page.module.css'

type Props = { params: Promise<{ locale: Locale }> }

// Rendered per request behind the page answer cache: promotions' countdowns and end dates are read at
// render time; news and promotions scheduled for later appear by themselves (services/publication-clock).
export const dynamic = 'force-dynamic'

const LATEST_NEWS = 6

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale })
  return pageMetadata({ locale, path: PAGES.contents, title: t('contents-title'), description: t('contents-description') })
}

/** /contents: the running promotions first, then the latest news, and the news subscription. */
export default async function ContentsPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const now = new Date()
  const [t, promotions, news] = await Promise.all([getTranslations(), currentPromotions(locale, now), listArticles(locale, { page: 1, perPage: LATEST_NEWS }, now)])
  return (
    <main id="main" className={page.page}>
      <PageBreadcrumbs locale={locale} crumbs={[{ href: PAGES.contents, label: t('contents-title') }]} />
      <div className={page.head}>
        <h1 className={page.title}>{t('contents-title')}</h1>
        <p className={page.lead}>{t('contents-description')}</p>
      </div>

      <section className={styles.section} aria-labelledby="contents-promo">
        <div className={styles.sectionHead}>
          <h2 id="contents-promo">{t('contents-promo-current-title')}</h2>
          <Link className={styles.more} href={PAGES.promo}>
            {t('contents-all-promo')}
          </Link>
        </div>
        <CurrentPromotions promotions={promotions} locale={locale} now={now} />
      </section>

      <section className={styles.section} aria-labelledby="contents-news">
        <div className={styles.sectionHead}>
          <h2 id="contents-news">{t('contents-news-latest-title')}</h2>
          <Link className={styles.more} href={PAGES.news}>
            {t('contents-all-news')}
          </Link>
        </div>
        <ul className={frame.cards} {...cardRows(news.data.length)} data-testid="latest-news">
          {news.data.map((article, index) => (
            <li key={article.id}>
              <ArticleCard article={article} locale={locale} eager={index === 0 && promotions.length === 0} headingLevel={3} />
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.subscribe} aria-label={t('contents-subscribe-title')}>
        <SubscribeFormOnIntent policyHref={policyHref(locale)} />
      </section>
    </main>
  )
}
