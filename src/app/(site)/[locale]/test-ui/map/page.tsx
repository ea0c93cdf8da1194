import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import { yandexMapsConfig } from '@/components/map/config'
import { MapWithList } from '@/components/map/LocationMap'
import type { MapPoint } from '@/components/map/types'
import { localizedPath } from '@/domain/routing-rules'
import type { Locale } from '@/i18n/locales'
import styles from '../test-ui.module.css'

export const metadata: Metadata = { title: 'Map', robots: { index: false, follow: false } }

type Props = { params: Promise<{ locale: Locale }> }

const points = (locale: Locale): MapPoint[] => [
  { id: 'office', title: 'Sales office', address: 'Almaty, Abay Ave 10', latitude: 43.2389, longitude: 76.8897, caption: 'Mon–Sat 9:00–19:00' },
  {
    id: 'alatau',
    title: 'Alatau Residence',
    address: 'Almaty, Al-Farabi Ave 77',
    latitude: 43.2082,
    longitude: 76.9045,
    href: localizedPath(locale, '/projects/alatau-residence'),
  },
  { id: 'esil', title: 'Esil Riverside', address: 'Astana, Turan Ave 20', latitude: 51.1089, longitude: 71.4128, href: localizedPath(locale, '/projects/esil-riverside') },
]

/**
 * /test-ui/map: the map component in each of its states for the browser tests. The first map has no key
 * (the missing-key state and its console message); the second, far below the fold, uses the configured
 * key and script URL plus a deliberately unknown option (its console message), and waits until it is
 * scrolled near: pending, then loading, loaded or error depending on what the script URL answers.
 */
export default async function MapTestPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const config = yandexMapsConfig()
  return (
    <main id="main" className={`container ${styles.page}`}>
      <h1>Map</h1>
      <section className={styles.section} aria-labelledby="map-no-key" data-testid="map-without-key">
        <h2 id="map-no-key">Without a key</h2>
        <MapWithList points={points(locale)} label="Map without a key" config={{ ...config, apikey: '' }} />
      </section>
      <p style={{ minHeight: '200vh' }}>The next map loads only when it is scrolled into view.</p>
      <section className={styles.section} aria-labelledby="map-with-key" data-testid="map-with-key">
        <h2 id="map-with-key">With the configured key</h2>
        <MapWithList points={points(locale)} label="Map with the configured key" config={config} extraOptions={{ unknownOption: true }} />
      </section>
    </main>
  )
}
