import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { FavoriteButton } from '@/components/favorites/FavoriteButton'
import { CallbackForm } from '@/components/forms/CallbackForm'
import { CompareLink } from '@/components/properties/CompareLink'
import { EstateCard } from '@/components/properties/EstateCard'
import { OptimizedImage } from '@/components/media/OptimizedImage'
import { ownMediaPath } from '@/components/media/own-media-path'
import { areaLabel, estateKind, estateTitle, formatPrice, roomsLabel, shownArea } from '@/components/properties/estate-format'
import { cheapestMortgage } from '@/domain/mortgage-estimate'
import styles from '@/components/properties/property.module.css'
import { PageBreadcrumbs } from '@/components/seo/PageBreadcrumbs'
import { JsonLd } from '@/components/seo/JsonLd'
import { localizedPath } from '@/domain/routing-rules'
import { estatePath, PAGES, projectPath, propertiesPath, queuePath } from '@/domain/site-pages'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { siteOrigin } from '@/lib/site-origin'
import { calculatorPrograms } from '@/services/calculators'
import type { EstateDetail } from '@/services/estates'
import { listPropertyDescriptions } from '@/services/property-descriptions'
import { pageMetadata } from '@/app/(site)/seo'
import { loadProperty } from './property-data'

type Props = { params: Promise<{ locale: Locale; type: string; slug: string }> }

// Rendered once, then served from the cache until an editor's save expires it (no request data is read).
export const dynamic = 'force-static'

type Translate = Awaited<ReturnType<typeof getTranslations>>

const layoutImage = (estate: EstateDetail) => estate.layout?.sizes.hero ?? estate.layout?.sizes.card ?? (estate.layout ? { url: estate.layout.url, width: estate.layout.width, height: estate.layout.height } : null)

const absolute = (url: string) => (/^https?:\/\//.test(url) ? url : `${siteOrigin()}${url}`)

function metaTitle(t: Translate, estate: EstateDetail): string {
  return t('prop-meta-title', { title: estateKind(t, estate), name: estate.number, count: shownArea(estate.area), studio: estate.complex.name })
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, type, slug } = await params
  const [{ estate }, t] = await Promise.all([loadProperty(locale, type, slug), getTranslations({ locale })])
  return pageMetadata({
    locale,
    path: estatePath(estate.category, estate.slug),
    title: metaTitle(t, estate),
    description: t('prop-meta-description', { title: estateKind(t, estate), name: estate.number, studio: estate.complex.name, price: formatPrice(t, estate.price) }),
    image: layoutImage(estate)?.url ? absolute(layoutImage(estate)!.url) : null,
  })
}

const AVAILABILITY = { free: 'https://schema.org/InStock', reserved: 'https://schema.org/LimitedAvailability', sold: 'https://schema.org/SoldOut' } as const

/**
 * One property: layout, facts, the texts of its kind, a mortgage estimate, favorite and compare actions,
 * a reservation request (not for sold ones) and similar offers, with Product/Offer structured data.
 */
export default async function PropertyPage({ params }: Props) {
  const { locale, type, slug } = await params
  setRequestLocale(locale)
  const [{ estate, categoryTitle }, t] = await Promise.all([loadProperty(locale, type, slug), getTranslations()])
  const [descriptions, programs] = await Promise.all([
    listPropertyDescriptions({ category: estate.category }, locale),
    calculatorPrograms({ complexId: estate.complex.id, houseId: estate.house.id, categories: [estate.category] }, locale),
  ])
  // Blocks for this estate: each scope the block names (project, queue, room count) must be the estate's.
  const texts = descriptions.filter(
    (d) =>
      (d.complex_id === null || d.complex_id === estate.complex.id) &&
      (d.house_id === null || d.house_id === estate.house.id) &&
      (d.estate_rooms === null || d.estate_rooms === estate.rooms),
  )
  const mortgage = cheapestMortgage(programs.mortgages, estate.price)
  const title = estateTitle(t, estate)
  const layout = layoutImage(estate)
  const path = estatePath(estate.category, estate.slug)
  const origin = siteOrigin()
  const facts: Array<{ label: string; value: ReactNode; id: string }> = [
    { id: 'project', label: t('prop-fact-project'), value: estate.complex.slug ? <Link href={projectPath(estate.complex.slug)} prefetch={false}>{estate.complex.name}</Link> : estate.complex.name },
    { id: 'queue', label: t('prop-fact-queue'), value: estate.house.slug ? <Link href={queuePath(estate.house.slug)} prefetch={false}>{estate.house.name}</Link> : estate.house.name },
    ...(estate.floor !== null
      ? [{ id: 'floor', label: t('prop-fact-floor'), value: estate.house.floors ? t('prop-floor-of', { from: estate.floor, to: estate.house.floors }) : String(estate.floor) }]
      : []),
    { id: 'area', label: t('prop-fact-area'), value: areaLabel(t, estate.area) },
    ...(estate.category === 'flat' && estate.rooms !== null ? [{ id: 'rooms', label: t('prop-fact-rooms'), value: roomsLabel(t, estate.rooms) }] : []),
    ...(estate.restoration ? [{ id: 'restoration', label: t('prop-fact-restoration'), value: estate.restoration.title }] : []),
    { id: 'price', label: t('prop-fact-price'), value: formatPrice(t, estate.price) },
    ...(estate.price_per_m2 !== null ? [{ id: 'price-m2', label: t('prop-fact-price-m2'), value: formatPrice(t, estate.price_per_m2) }] : []),
    { id: 'status', label: t('prop-fact-status'), value: t(`prop-status-${estate.status}`) },
    ...(estate.house.completion_year
      ? [{ id: 'completion', label: t('prop-fact-completion'), value: t('prop-completion-value', { quarter: estate.house.completion_quarter, year: estate.house.completion_year }) }]
      : []),
  ]

  const product = {
    '@context': 'https://schema.org',
    '@type': estate.category === 'flat' ? ['Product', 'Apartment'] : 'Product',
    name: title,
    description: `${title}, ${areaLabel(t, estate.area)} — ${estate.complex.name}, ${estate.house.name}`,
    sku: estate.geo_flatnum,
    url: `${origin}${localizedPath(locale, path)}`,
    ...(layout ? { image: absolute(layout.url) } : {}),
    ...(estate.category === 'flat' ? { floorSize: { '@type': 'QuantitativeValue', value: estate.area, unitCode: 'MTK' }, ...(estate.rooms !== null ? { numberOfRooms: estate.rooms } : {}) } : {}),
    offers: {
      '@type': 'Offer',
      price: estate.price,
      priceCurrency: 'KZT',
      availability: AVAILABILITY[estate.status],
      url: `${origin}${localizedPath(locale, path)}`,
    },
  }

  return (
    <main id="main" className={styles.page}>
      <PageBreadcrumbs
        locale={locale}
        crumbs={[
          { href: PAGES.properties, label: t('nav-properties') },
          { href: propertiesPath(estate.category), label: categoryTitle },
          { href: path, label: t('prop-number', { name: estate.number }) },
        ]}
      />
      <JsonLd data={product} />
      <header className={styles.head}>
        <p className={`${styles.status} ${styles[estate.status]}`}>{t(`prop-status-${estate.status}`)}</p>
        <h1 className={styles.title} data-testid="property-title">
          {title}
        </h1>
        <p className={styles.subtitle}>{[estate.complex.name, estate.house.name, areaLabel(t, estate.area)].join(' · ')}</p>
      </header>

      <div className={styles.top}>
        <div className={styles.layout}>
          {layout ? (
            <OptimizedImage
              src={ownMediaPath(layout.url)}
              alt={t('prop-layout-alt', { title })}
              width={layout.width ?? 1600}
              height={layout.height ?? 1200}
              sizes="(max-width: 960px) 100vw, 60vw"
              // The plan is the page's largest paint: preloaded and fetched first.
              preload
            />
          ) : (
            <p className={styles.noLayout}>{t('prop-no-layout')}</p>
          )}
        </div>
        <div className={styles.side}>
          <div className={styles.priceBox}>
            <p className={styles.price} data-testid="property-price">
              {formatPrice(t, estate.price)}
            </p>
            {estate.price_per_m2 !== null && <p className={styles.muted}>{t('prop-per-m2', { price: formatPrice(t, estate.price_per_m2) })}</p>}
            <div className={styles.actions} data-testid="property-actions">
              <FavoriteButton estateId={estate.id} withText />
              <CompareLink estateId={estate.id} />
            </div>
          </div>
          <section aria-labelledby="property-facts">
            <h2 id="property-facts" className={styles.sectionTitle}>
              {t('prop-facts')}
            </h2>
            <dl className={styles.facts} data-testid="property-facts">
              {facts.map((fact) => (
                <div key={fact.id} className={styles.fact}>
                  <dt>{fact.label}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        </div>
      </div>

      <div className={styles.columns}>
        <div className={styles.main}>
          {texts.length > 0 && (
            <section aria-labelledby="property-about" className={styles.block}>
              <h2 id="property-about" className={styles.sectionTitle}>
                {t('prop-about')}
              </h2>
              {texts.map((text) => (
                <div key={text.id} className={styles.text} data-testid="property-description">
                  <h3>{text.title}</h3>
                  <p>{text.text}</p>
                </div>
              ))}
            </section>
          )}
          {mortgage && (
            <section aria-labelledby="property-mortgage" className={`${styles.block} ${styles.mortgage}`} data-testid="property-mortgage">
              <h2 id="property-mortgage" className={styles.sectionTitle}>
                {t('prop-mortgage-title')}
              </h2>
              <p className={styles.monthly}>{t('prop-mortgage-payment', { price: formatPrice(t, mortgage.monthly) })}</p>
              <p className={styles.muted}>
                {t('prop-mortgage-terms', {
                  title: [mortgage.program.bank, mortgage.program.title].filter(Boolean).join(', '),
                  count: mortgage.program.initial_payment,
                  from: mortgage.program.rate,
                  to: mortgage.program.term_months,
                })}
              </p>
              <Link className={styles.more} href={`${PAGES.mortgage}?price=${Math.round(estate.price)}`} prefetch={false}>
                {t('prop-mortgage-link')}
              </Link>
            </section>
          )}
        </div>
        <aside className={styles.reserve} data-testid="property-reserve">
          {estate.status === 'sold' ? (
            <p className={styles.soldNote}>{t('prop-sold-note')}</p>
          ) : (
            <CallbackForm
              policyHref={localizedPath(locale, '/policy.pdf')}
              title={t('prop-reserve-title')}
              text={t('prop-reserve-text')}
              target={{ endpoint: '/api/feedback/reserves', extra: { estate_id: estate.id } }}
            />
          )}
        </aside>
      </div>

      {estate.similar.length > 0 && (
        <section aria-labelledby="property-similar" className={`${styles.block} ${styles.similarBlock}`} data-testid="property-similar">
          <h2 id="property-similar" className={styles.sectionTitle}>
            {t('prop-similar')}
          </h2>
          <ul className={styles.similar}>
            {estate.similar.map((item) => (
              <li key={item.id}>
                <EstateCard estate={item} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </main>
  )
}
