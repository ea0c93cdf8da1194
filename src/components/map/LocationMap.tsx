import { getLocale, getTranslations } from 'next-intl/server'

import { langForLocale } from '@/client/yandex-maps/options'
import { yandexMapsConfig, type YandexMapsConfig } from './config'
import styles from './map.module.css'
import { externalMapLinks } from './places'
import { YandexMapWhenSeen } from './on-intent'
import type { MapPoint } from './types'
import { cardRows } from '@/components/ui/card-rows'
import frame from '@/components/ui/page.module.css'

/**
 * A map of places: the interactive Yandex map (a client leaf that loads the API only when it scrolls
 * into view, and only when a key is configured) above the list of the places, which is always in the
 * HTML: it is the map for screen readers, search engines, and visitors whose map failed to load.
 * Interface kept stable for the pages: points, and the accessible label of the map region.
 * `listed={false}`: the page lists the places itself, right below the map (with MapLinks in each), as
 * the contacts page does its offices.
 */
export async function LocationMap({ points, label, listed = true }: { points: MapPoint[]; label: string; listed?: boolean }) {
  return <MapWithList points={points} label={label} config={yandexMapsConfig()} listed={listed} />
}

/** "Open in maps: Yandex Maps 2GIS Google Maps" for one place, each in a new tab. */
export async function MapLinks({ point, className = styles.placeLinks }: { point: Pick<MapPoint, 'latitude' | 'longitude'>; className?: string }) {
  const t = await getTranslations()
  const links = externalMapLinks(point)
  const newTab = <span className="visually-hidden"> {t('map-new-tab')}</span>
  return (
    <p className={className}>
      <span>{t('map-open-in')}</span>{' '}
      <a href={links.yandex} target="_blank" rel="noopener noreferrer">
        {t('map-open-yandex')}
        {newTab}
      </a>{' '}
      <a href={links.twogis} target="_blank" rel="noopener noreferrer">
        {t('map-open-2gis')}
        {newTab}
      </a>{' '}
      <a href={links.google} target="_blank" rel="noopener noreferrer">
        {t('map-open-google')}
        {newTab}
      </a>
    </p>
  )
}

/** The map with an explicit configuration (the test page shows the no-key and unknown-option cases). */
export async function MapWithList({
  points,
  label,
  config,
  extraOptions,
  listed = true,
}: {
  points: MapPoint[]
  label: string
  config: YandexMapsConfig
  extraOptions?: Record<string, unknown>
  listed?: boolean
}) {
  const [t, locale] = await Promise.all([getTranslations(), getLocale()])
  return (
    <section aria-label={label} className={styles.map} data-testid="location-map">
      <YandexMapWhenSeen points={points} apikey={config.apikey} scriptUrl={config.scriptUrl} lang={langForLocale(locale)} extraOptions={extraOptions} />
      {listed && (
        <ul className={frame.cards} {...cardRows(points.length)} aria-label={t('map-places')}>
          {points.map((point) => (
            <li key={point.id} className={styles.place} data-testid="map-place">
              <p className={styles.placeTitle}>{point.href ? <a href={point.href}>{point.title}</a> : point.title}</p>
              {point.address && <p className={styles.placeMeta}>{point.address}</p>}
              {point.caption && <p className={styles.placeMeta}>{point.caption}</p>}
              <MapLinks point={point} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
