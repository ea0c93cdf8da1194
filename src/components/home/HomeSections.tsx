import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { ArticleCard } from '@/components/contents/ArticleCard'
import { PromotionCard } from '@/components/contents/PromotionCard'
import { ReviewList } from '@/components/company/ReviewList'
import { VideoList } from '@/components/company/VideoList'
import { CallbackFormOnIntent } from '@/components/forms/on-intent'
import formPanel from '@/components/forms/form-panel.module.css'
import { OptimizedImage } from '@/components/media/OptimizedImage'
import { categoryPath } from '@/domain/estate-categories'
import type { HomeBlock, HomeBlockType } from '@/domain/home-blocks'
import { countValues, formatNumber } from '@/domain/money'
import { localizedPath } from '@/domain/routing-rules'
import { PAGES, projectPath } from '@/domain/site-pages'
import { Link } from '@/i18n/server-link'
import type { Locale } from '@/i18n/locales'
import type { MessageKey } from '@/i18n/messages'
import type { ArticleSummary } from '@/services/articles'
import type { PublicReview } from '@/services/company'
import type { ComplexListItem } from '@/services/complexes'
import type { CategoryTab } from '@/services/estate-categories'
import type { PublicBanner, PublicVideo } from '@/services/gallery'
import type { PromotionSummary } from '@/services/promotions'
import type { ListedMortgageProgram } from '@/services/purchase-programs'
import { HomeBanners } from './HomeBanners'
import styles from './home-sections.module.css'
import { priceFromLabel } from './price'
import { mediaPicture } from '@/components/media/picture'
import { cardRows } from '@/components/ui/card-rows'
import frame from '@/components/ui/page.module.css'

export type HomeData = {
  now: Date
  banners: PublicBanner[]
  promotions: PromotionSummary[]
  projects: ComplexListItem[]
  /** Every public project, shown or not: the section links to all of them when it shows fewer. */
  projectsTotal: number
  categories: CategoryTab[]
  mortgages: ListedMortgageProgram[]
  news: ArticleSummary[]
  reviews: PublicReview[]
  videos: PublicVideo[]
}

/** Each section's heading when the editors leave theirs empty. */
const DEFAULT_TITLES = {
  banners: 'home-carousel-label',
  promotions: 'home-promotions-title',
  projects: 'home-projects-title',
  categories: 'home-categories-title',
  mortgage: 'home-mortgage-title',
  news: 'home-news-title',
  reviews: 'home-reviews-title',
  videos: 'home-videos-title',
  consultation: 'home-consultation-title',
} satisfies Record<HomeBlockType, MessageKey>

/** A section: its heading (and the link to all of its kind), its lead, its content. */
function Section({ block, heading, more, children }: { block: HomeBlock; heading: string; more?: { href: string; label: string }; children: ReactNode }) {
  const id = `home-${block.type}`
  return (
    <section className={styles.section} aria-labelledby={id} data-home-block={block.type}>
      <div className={styles.head}>
        <h2 id={id}>{heading}</h2>
        {more && (
          <Link className={styles.more} href={more.href}>
            {more.label}
          </Link>
        )}
      </div>
      {block.text && <p className={styles.lead}>{block.text}</p>}
      {children}
    </section>
  )
}

const lowest = (values: number[]): number | null => (values.length ? Math.min(...values) : null)

/**
 * The home page's sections in the editors' order (domain/home-blocks), each from the data read for it;
 * a section with nothing to show (no banners, no running promotion…) is left out. Only the carousel's
 * first image loads eagerly (the page's largest paint); without a carousel, the first project's cover.
 */
export async function HomeSections({ locale, blocks, data }: { locale: Locale; blocks: HomeBlock[]; data: HomeData }) {
  const t = await getTranslations()
  const carouselFirst = blocks.some((block) => block.type === 'banners') && data.banners.length > 0

  const render = (block: HomeBlock): ReactNode => {
    const heading = block.title || t(DEFAULT_TITLES[block.type])
    switch (block.type) {
      case 'banners':
        return data.banners.length ? (
          <div className={styles.banners} data-home-block="banners" key={block.type}>
            <HomeBanners banners={data.banners} label={heading} />
            {block.text && <p className={`${styles.lead} ${styles.bannersLead}`}>{block.text}</p>}
          </div>
        ) : null
      case 'promotions':
        return data.promotions.length ? (
          <Section key={block.type} block={block} heading={heading} more={{ href: PAGES.promo, label: t('home-promotions-all') }}>
            <ul className={frame.cards} {...cardRows(data.promotions.length)}>
              {data.promotions.map((promotion) => (
                <li key={promotion.id}>
                  <PromotionCard promotion={promotion} locale={locale} now={data.now} headingLevel={3} />
                </li>
              ))}
            </ul>
          </Section>
        ) : null
      case 'projects':
        return data.projects.length ? (
          <Section key={block.type} block={block} heading={heading} more={{ href: PAGES.projects, label: t('home-projects-all') }}>
            <ul className={frame.cards} {...cardRows(data.projects.length)}>
              {data.projects.map((project, index) => (
                <li key={project.id}>
                  <Link className={styles.card} href={projectPath(project.slug)}>
                    {project.cover && (
                      <OptimizedImage
                        {...mediaPicture(project.cover, 'card', { width: 800, height: 500 })!}
                        alt={project.cover.alt || project.name}
                        sizes="(max-width: 960px) 100vw, 33vw"
                        preload={!carouselFirst && index === 0}
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
            {data.projectsTotal > data.projects.length && (
              <Link className={`${styles.button} ${styles.allLink}`} href={PAGES.projects}>
                {t('home-projects-all-count', { count: data.projectsTotal })}
              </Link>
            )}
          </Section>
        ) : null
      case 'categories':
        return data.categories.length ? (
          <Section key={block.type} block={block} heading={heading}>
            <ul className={frame.cards} {...cardRows(data.categories.length)}>
              {data.categories.map((tab) => (
                <li key={tab.code}>
                  <Link className={styles.card} href={`${PAGES.properties}/${categoryPath(tab.code)}`}>
                    <div className={styles.cardBody}>
                      <h3>{tab.title}</h3>
                      <p className={styles.meta}>{t('offers-count', countValues(tab.estates_count))}</p>
                      {tab.price_from != null && <p className={styles.price}>{priceFromLabel(t, tab.price_from)}</p>}
                    </div>
                  </Link>
                </li>
              ))}
            </ul>
          </Section>
        ) : null
      case 'mortgage': {
        const rate = lowest(data.mortgages.map((p) => p.rate))
        const effective = lowest(data.mortgages.map((p) => p.effective_rate))
        const initial = lowest(data.mortgages.map((p) => p.initial_payment))
        return (
          <Section key={block.type} block={block} heading={heading}>
            <div className={styles.mortgage} data-testid="home-mortgage">
              {rate != null && (
                <div className={styles.mortgageFigures}>
                  <p className={styles.mortgageRate}>{t('home-mortgage-rate', { rate: formatNumber(rate, 2), effective: formatNumber(effective ?? rate, 1) })}</p>
                  <p className={styles.meta}>
                    {t('home-mortgage-programs', { count: data.mortgages.length })}
                    {initial != null && `, ${t('home-mortgage-initial', { initial: formatNumber(initial, 2) })}`}
                  </p>
                </div>
              )}
              <Link className={styles.button} href={PAGES.mortgage}>
                {t('home-mortgage-link')}
              </Link>
            </div>
          </Section>
        )
      }
      case 'news':
        return data.news.length ? (
          <Section key={block.type} block={block} heading={heading} more={{ href: PAGES.news, label: t('home-news-all') }}>
            <ul className={frame.cards} {...cardRows(data.news.length)}>
              {data.news.map((article) => (
                <li key={article.id}>
                  <ArticleCard article={article} locale={locale} headingLevel={3} />
                </li>
              ))}
            </ul>
          </Section>
        ) : null
      case 'reviews':
        return data.reviews.length ? (
          <Section key={block.type} block={block} heading={heading} more={{ href: `${PAGES.about}#reviews`, label: t('home-reviews-all') }}>
            <ReviewList reviews={data.reviews} />
          </Section>
        ) : null
      case 'videos':
        return data.videos.length ? (
          <Section key={block.type} block={block} heading={heading}>
            <VideoList videos={data.videos} />
          </Section>
        ) : null
      case 'consultation':
        return (
          <section key={block.type} className={styles.section} aria-label={heading} data-home-block="consultation">
            <div className={formPanel.panel}>
              <CallbackFormOnIntent policyHref={localizedPath(locale, '/policy.pdf')} title={heading} text={block.text || t('home-consultation-text')} />
            </div>
          </section>
        )
    }
  }

  return <div className={styles.sections}>{blocks.map(render)}</div>
}
