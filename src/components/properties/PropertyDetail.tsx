import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { AlertForm } from '@/components/alerts/AlertForm'
import { FavoriteButtonWhenSeen } from '@/components/favorites/on-intent'
// The island's styles come with the page's first load (its server HTML is shown at once); only its code waits.
import '@/components/favorites/favorite-button.module.css'
import { CallbackFormOnIntent } from '@/components/forms/on-intent'
import { MessengerLinks } from '@/components/shell/MessengerLinks'
import { SalesActionBar, type SalesContact } from '@/components/shell/SalesActionBar'
import { OptimizedImage } from '@/components/media/OptimizedImage'
import { PageBreadcrumbs } from '@/components/seo/PageBreadcrumbs'
import { JsonLd } from '@/components/seo/JsonLd'
import { localizedPath } from '@/domain/routing-rules'
import { estatePath, PAGES, projectPath, propertiesPath, queuePath } from '@/domain/site-pages'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/server-link'
import { absoluteUrl, siteOrigin } from '@/lib/site-origin'
import type { PublicMortgage } from '@/services/purchase-programs'
import type { EstateDetail } from '@/services/estates'
import type { PublicPropertyDescription } from '@/services/property-descriptions'
import { CompareLinkOnIntent } from './on-intent'
import { EstateCard } from './EstateCard'
import { PriceHistoryBlock, PriceMoveLine } from './PriceHistory'
import { UnitOnFloor, type UnitFloor } from './UnitOnFloor'
import { areaLabel, estateTitle, formatPrice, roomsLabel } from './estate-format'
import frame from '@/components/ui/page.module.css'
import { cardRows } from '@/components/ui/card-rows'
import styles from './property.module.css'
import { mediaPicture } from '@/components/media/picture'

/** The plan of a property at the largest size the store has: the page's Open Graph image. */
export const propertyPlanImage = (estate: EstateDetail) =>
  estate.layout?.sizes.hero ?? estate.layout?.sizes.card ?? (estate.layout ? { url: estate.layout.url, width: estate.layout.width, height: estate.layout.height } : null)

const AVAILABILITY = { free: 'https://schema.org/InStock', reserved: 'https://schema.org/LimitedAvailability', sold: 'https://schema.org/SoldOut' } as const

type Props = {
  locale: Locale
  estate: EstateDetail
  categoryTitle: string
  /** The texts of its kind that apply to this estate. */
  texts: PublicPropertyDescription[]
  /** The program with the lowest monthly payment for this price (domain/mortgage-estimate), if any. */
  mortgage: { program: PublicMortgage; monthly: number } | null
  /** The sales office's numbers, for the phone's action bar. */
  sales: SalesContact
  /** Its floor's plan and units, for the unit on its floor; null for a unit without a floor. */
  floor: UnitFloor | null
}

/**
 * One property: layout, facts, the texts of its kind, a mortgage estimate, favorite and compare actions,
 * a reservation request (not for sold ones) and similar offers, with Product/Offer structured data.
 */
export async function PropertyDetail({ locale, estate, categoryTitle, texts, mortgage, sales, floor }: Props) {
  const t = await getTranslations()
  const title = estateTitle(t, estate)
  const layout = mediaPicture(estate.layout, 'hero', { width: 1600, height: 1200 })
  const planImage = propertyPlanImage(estate)
  const path = estatePath(estate.category, estate.slug)
  const origin = siteOrigin()
  const facts: Array<{ label: string; value: ReactNode; id: string }> = [
    {
      id: 'project',
      label: t('prop-fact-project'),
      value: estate.complex.slug ? <Link href={projectPath(estate.complex.slug)}>{estate.complex.name}</Link> : estate.complex.name,
    },
    {
      id: 'queue',
      label: t('prop-fact-queue'),
      value: estate.house.slug ? <Link href={queuePath(estate.house.slug)}>{estate.house.name}</Link> : estate.house.name,
    },
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
      ? [
          {
            id: 'completion',
            label: t('prop-fact-completion'),
            value: t('prop-completion-value', { quarter: estate.house.completion_quarter, year: estate.house.completion_year }),
          },
        ]
      : []),
  ]

  const product = {
    '@context': 'https://schema.org',
    '@type': estate.category === 'flat' ? ['Product', 'Apartment'] : 'Product',
    name: title,
    description: `${title}, ${areaLabel(t, estate.area)} — ${estate.complex.name}, ${estate.house.name}`,
    sku: estate.geo_flatnum,
    url: `${origin}${localizedPath(locale, path)}`,
    ...(planImage ? { image: absoluteUrl(planImage.url) } : {}),
    ...(estate.category === 'flat'
      ? { floorSize: { '@type': 'QuantitativeValue', value: estate.area, unitCode: 'MTK' }, ...(estate.rooms !== null ? { numberOfRooms: estate.rooms } : {}) }
      : {}),
    offers: {
      '@type': 'Offer',
      price: estate.price,
      priceCurrency: 'KZT',
      availability: AVAILABILITY[estate.status],
      url: `${origin}${localizedPath(locale, path)}`,
    },
  }

  return (
    <main id="main" className={frame.page}>
      <PageBreadcrumbs
        locale={locale}
        crumbs={[
          { href: PAGES.properties, label: t('nav-properties') },
          { href: propertiesPath(estate.category), label: categoryTitle },
          { href: path, label: t('prop-number', { name: estate.number }) },
        ]}
      />
      <JsonLd data={product} />
      <header className={frame.head}>
        <p className={`${styles.status} ${styles[estate.status]}`}>{t(`prop-status-${estate.status}`)}</p>
        <h1 className={frame.title} data-testid="property-title">
          {title}
        </h1>
        <p className={frame.muted}>{[estate.complex.name, estate.house.name, areaLabel(t, estate.area)].join(' · ')}</p>
      </header>

      <div className={styles.top}>
        <div className={styles.layout}>
          {layout ? (
            <OptimizedImage
              {...layout}
              alt={t('prop-layout-alt', { title })}
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
            {estate.price_per_m2 !== null && <p className={frame.muted}>{t('prop-per-m2', { price: formatPrice(t, estate.price_per_m2) })}</p>}
            <PriceMoveLine history={estate.price_history} />
            <div className={styles.actions} data-testid="property-actions">
              <FavoriteButtonWhenSeen estateId={estate.id} withText />
              <CompareLinkOnIntent estateId={estate.id} />
            </div>
            {estate.status !== 'sold' && <AlertForm locale={locale} page={localizedPath(locale, path)} estateId={estate.id} />}
            <MessengerLinks contact={sales} subject={`${title}, ${estate.complex.name}`} path={localizedPath(locale, path)} />
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
          {floor && <UnitOnFloor locale={locale} estate={estate} {...floor} />}
          <PriceHistoryBlock history={estate.price_history} />
          {mortgage && (
            <section aria-labelledby="property-mortgage" className={`${styles.block} ${styles.mortgage}`} data-testid="property-mortgage">
              <h2 id="property-mortgage" className={styles.sectionTitle}>
                {t('prop-mortgage-title')}
              </h2>
              <p className={styles.monthly}>{t('prop-mortgage-payment', { price: formatPrice(t, mortgage.monthly) })}</p>
              <p className={frame.muted}>
                {t('prop-mortgage-terms', {
                  title: [mortgage.program.bank, mortgage.program.title].filter(Boolean).join(', '),
                  count: mortgage.program.initial_payment,
                  from: mortgage.program.rate,
                  effective: mortgage.program.effective_rate,
                  to: mortgage.program.term_months,
                })}
              </p>
              <Link className={styles.more} href={`${PAGES.mortgage}?program_id=${mortgage.program.id}&estate_id=${estate.id}`}>
                {t('prop-mortgage-link')}
              </Link>
            </section>
          )}
        </div>
        <aside className={styles.reserve} id="property-request" data-testid="property-reserve">
          {estate.status === 'sold' ? (
            <p className={styles.soldNote}>{t('prop-sold-note')}</p>
          ) : estate.status === 'reserved' ? (
            // Held by someone else (or the sales team): a call back instead of a hold that would be refused.
            <CallbackFormOnIntent policyHref={localizedPath(locale, '/policy.pdf')} title={t('prop-status-reserved')} text={t('prop-reserved-note')} />
          ) : (
            <CallbackFormOnIntent
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
          <ul className={frame.cards} {...cardRows(estate.similar.length)}>
            {estate.similar.map((item) => (
              <li key={item.id}>
                <EstateCard estate={item} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <SalesActionBar locale={locale} contact={sales} subject={`${title}, ${estate.complex.name}`} path={localizedPath(locale, path)} requestHref="#property-request" />
    </main>
  )
}
