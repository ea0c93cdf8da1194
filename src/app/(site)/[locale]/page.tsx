import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { priceFromLabel } from '../../../components/home/price'
import { OptimizedImage } from '../../../components/media/OptimizedImage'
import { ownMediaPath } from '../../../components/media/own-media-path'
import { categoryPath } from '../../../domain/estate-categories'
import { Link } from '../../../i18n/navigation'
import type { Locale } from '../../../i18n/locales'
import { listArticles } from '../../../services/articles'
import { listComplexes } from '../../../services/complexes'
import { categoryTabs } from '../../../services/estate-categories'
import { pageMetadata, siteIdentity } from '../seo'
import styles from './home.module.css'

type Props = { params: Promise<{ locale: Locale }> }

// Rendered once, then served from the cache until an editor's save expires it (no request data is read).
export const dynamic = 'force-static'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const { company, title, description } = await siteIdentity(locale)
  const metadata = pageMetadata({ locale, path: '/', description })
  // The site's own title, without the layout's "— company" template.
  return { ...metadata, title: { absolute: title }, openGraph: { ...metadata.openGraph, title, siteName: company } }
}

/**
 * Home page: every figure on it (projects, prices from, offer counts, news) is read from the store on
 * the server through the cached services; an editor's change shows here within seconds.
 */
export default async function HomePage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [t, projects, tabs, news] = await Promise.all([
    getTranslations(),
    listComplexes(locale, {}, 1, 6),
    categoryTabs(locale),
    listArticles(locale, { page: 1, perPage: 3 }),
  ])

  return (
    <main id="main">
      <section className={styles.hero}>
        <div className={styles.heroInner}>
          <h1>{t('home-hero-title')}</h1>
          <p>{t('home-hero-text')}</p>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="home-projects">
        <h2 id="home-projects">{t('home-projects-title')}</h2>
        <ul className={styles.grid}>
          {projects.data.map((project, index) => (
            <li key={project.id}>
              <Link className={styles.card} href={`/projects/${project.slug}`}>
                {project.cover?.sizes.card && (
                  <OptimizedImage
                    src={ownMediaPath(project.cover.sizes.card.url)}
                    alt={project.cover.alt || project.name}
                    width={project.cover.sizes.card.width ?? 800}
                    height={project.cover.sizes.card.height ?? 500}
                    sizes="(max-width: 960px) 100vw, 33vw"
                    preload={index === 0}
                  />
                )}
                <div className={styles.cardBody}>
                  <h3>{project.name}</h3>
                  <p className={styles.meta}>{[project.city?.name, project.district].filter(Boolean).join(', ')}</p>
                  <p className={styles.meta}>{t(`status-${project.status}`)}</p>
                  {project.price_from != null && <p className={styles.price}>{priceFromLabel(t, project.price_from)}</p>}
                </div>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="home-categories">
        <h2 id="home-categories">{t('home-categories-title')}</h2>
        <ul className={styles.grid}>
          {tabs.map((tab) => (
            <li key={tab.code}>
              <Link className={styles.card} href={`/properties/${categoryPath(tab.code)}`}>
                <div className={styles.cardBody}>
                  <h3>{tab.title}</h3>
                  <p className={styles.meta}>{t('offers-count', { count: tab.estates_count })}</p>
                  {tab.rooms_data.length + tab.restorations_data.length > 0 && (
                    <p className={styles.price}>
                      {priceFromLabel(t, Math.min(...[...tab.rooms_data, ...tab.restorations_data].map((e) => e.price_from ?? Infinity)))}
                    </p>
                  )}
                </div>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className={`${styles.section} ${styles.last}`} aria-labelledby="home-news">
        <h2 id="home-news">{t('home-news-title')}</h2>
        <ul className={styles.grid}>
          {news.data.map((article) => (
            <li key={article.id}>
              <Link className={styles.card} href={`/contents/news/${article.slug}`}>
                <div className={styles.cardBody}>
                  <h3>{article.title}</h3>
                  <p className={styles.meta}>
                    <time dateTime={article.published_at}>{new Date(article.published_at).toLocaleDateString(locale === 'en' ? 'en-GB' : `${locale}-KZ`)}</time>
                  </p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </main>
  )
}
