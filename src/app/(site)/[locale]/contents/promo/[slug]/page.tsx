import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { CountdownWhenSeen } from '@/components/contents/on-intent'
import { ShareLinks } from '@/components/contents/ShareLinks'
import styles from '@/components/contents/contents.module.css'
import { validityText } from '@/components/contents/validity'
import { CallbackFormOnIntent } from '@/components/forms/on-intent'
import { OptimizedImage } from '@/components/media/OptimizedImage'
import { JsonLd } from '@/components/seo/JsonLd'
import { PageBreadcrumbs } from '@/components/seo/PageBreadcrumbs'
import page from '@/components/ui/page.module.css'
import { formatDay, showsCountdown } from '@/domain/publication'
import { localizedPath } from '@/domain/routing-rules'
import { PAGES, projectPath, promotionPath, propertiesPath } from '@/domain/site-pages'
import { Link } from '@/i18n/server-link'
import type { Locale } from '@/i18n/locales'
import { absoluteUrl, siteOrigin } from '@/lib/site-origin'
import { getPromotion, getPromotionDraft } from '@/services/promotions'
import { isPreview } from '@/app/(site)/preview'
import { pageMetadata, siteIdentity } from '@/app/(site)/seo'
import { policyHref } from '@/app/(site)/[locale]/contents/contents-data'
import { mediaPicture } from '@/components/media/picture'

type Props = { params: Promise<{ locale: Locale; slug: string }> }

// Rendered per request behind the page answer cache: whether the promotion runs, and its countdown,
// are read at render time (a scheduled one is a 404 until it starts: src/services/catalogue-paths.ts).
export const dynamic = 'force-dynamic'

/** The published promotion, or its latest draft in an editor's preview. */
const readPromotion = async (locale: Locale, slug: string, now = new Date()) => ((await isPreview()) ? getPromotionDraft(locale, slug, now) : getPromotion(locale, slug, now))

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params
  const promotion = await readPromotion(locale, slug)
  if (!promotion) return {}
  return pageMetadata({
    locale,
    path: promotionPath(promotion.slug),
    title: promotion.seo.title || promotion.title,
    description: promotion.seo.description || promotion.excerpt || undefined,
    image: promotion.image?.sizes.hero?.url ?? promotion.image?.url,
  })
}

/**
 * /contents/promo/{slug}: a promotion's conditions (rich text from the store), validity dates with a
 * countdown over the last days, the project it applies to (with links into the listings), a request
 * form attached to it (a callback request carrying the project and the page), and its Offer data.
 */
export default async function PromotionPage({ params }: Props) {
  const { locale, slug } = await params
  setRequestLocale(locale)
  const now = new Date()
  const promotion = await readPromotion(locale, slug, now)
  if (!promotion) notFound()
  const [t, identity] = await Promise.all([getTranslations(), siteIdentity(locale)])
  const url = absoluteUrl(localizedPath(locale, promotionPath(promotion.slug)))
  const cover = promotion.image?.sizes.hero ?? promotion.image
  const picture = mediaPicture(promotion.image, 'hero', { width: 1600, height: 1000 })
  const ended = !promotion.is_active
  const structured = {
    '@context': 'https://schema.org',
    '@type': 'Offer',
    name: promotion.title,
    description: promotion.excerpt || undefined,
    url,
    validFrom: promotion.starts_at,
    ...(promotion.ends_at ? { validThrough: promotion.ends_at } : {}),
    availability: ended ? 'https://schema.org/Discontinued' : 'https://schema.org/InStock',
    ...(cover ? { image: absoluteUrl(cover.url) } : {}),
    seller: { '@type': 'Organization', name: identity.company, url: siteOrigin() },
    ...(promotion.complex
      ? { itemOffered: { '@type': 'Residence', name: promotion.complex.name, url: absoluteUrl(localizedPath(locale, projectPath(promotion.complex.slug))) } }
      : {}),
  }
  return (
    <main id="main" className={page.page}>
      <PageBreadcrumbs
        locale={locale}
        crumbs={[
          { href: PAGES.contents, label: t('contents-title') },
          { href: PAGES.promo, label: t('contents-promo-title') },
          { href: promotionPath(promotion.slug), label: promotion.title },
        ]}
      />
      <JsonLd data={structured} />
      <div className={styles.layout}>
        <article data-state={ended ? 'ended' : 'current'} data-testid="promotion">
          <span className={`${styles.badge} ${styles.statusBadge} ${ended ? styles.badgeEnded : ''}`}>
            {ended ? t('contents-promo-ended-badge') : t('contents-promo-active-badge')}
          </span>
          <h1 className={page.title}>{promotion.title}</h1>
          {promotion.excerpt && <p className={page.lead}>{promotion.excerpt}</p>}
          {picture && <OptimizedImage className={styles.cover} {...picture} alt={promotion.image?.alt || ''} sizes="(max-width: 960px) 100vw, 48rem" preload />}
          <dl className={styles.facts}>
            <div>
              <dt>{t('contents-promo-validity')}</dt>
              <dd data-testid="promotion-validity">{validityText(t, locale, promotion)}</dd>
              {!ended && promotion.ends_at && showsCountdown(promotion.ends_at, now) && (
                <dd>
                  <CountdownWhenSeen endsAt={promotion.ends_at} serverNow={now.getTime()} />
                </dd>
              )}
            </div>
            <div>
              <dt>{t('contents-promo-applies')}</dt>
              {promotion.complex ? (
                <dd>
                  <ul className={styles.links} data-testid="promotion-applies">
                    <li>
                      <Link href={projectPath(promotion.complex.slug)}>{t('contents-project-link', { name: promotion.complex.name })}</Link>
                    </li>
                    <li>
                      <Link href={propertiesPath('flat', { complexId: promotion.complex.id })}>{t('contents-promo-see-properties')}</Link>
                    </li>
                  </ul>
                </dd>
              ) : (
                <dd data-testid="promotion-applies">
                  {t('contents-promo-applies-all')} · <Link href={PAGES.projects}>{t('nav-projects')}</Link> ·{' '}
                  <Link href={propertiesPath('flat')}>{t('contents-promo-see-properties')}</Link>
                </dd>
              )}
            </div>
          </dl>
          <h2 className={styles.bodyTitle}>{t('contents-promo-conditions')}</h2>
          <div className={styles.body} data-testid="promotion-body" dangerouslySetInnerHTML={{ __html: promotion.content_html }} />
          <ShareLinks url={url} title={promotion.title} />
        </article>
        <aside className={styles.aside} data-testid="promotion-request">
          {ended ? (
            <p>
              {t('contents-promo-ended-text', { end: formatDay(locale, promotion.ends_at ?? promotion.starts_at) })} <Link href={PAGES.promo}>{t('contents-all-promo')}</Link>
            </p>
          ) : (
            <CallbackFormOnIntent
              policyHref={policyHref(locale)}
              title={t('contents-promo-request-title')}
              text={t('contents-promo-request-text', { title: promotion.title })}
              target={{ endpoint: '/api/feedback/callback', extra: promotion.complex ? { complex_id: promotion.complex.id } : {} }}
            />
          )}
        </aside>
      </div>
    </main>
  )
}
