'use client'

import { useTranslations } from '@/i18n/translate'
import { useEffect, useEffectEvent, useRef, useState } from 'react'

import { yandexMapsLoader } from '@/client/yandex-maps/loader'
import { checkOptions } from '@/client/yandex-maps/options'
import type { YMapInstance, YMapLocation, Ymaps3 } from '@/client/yandex-maps/ymaps3-types'
import styles from './map.module.css'
import { drawablePoints, locationForPoints } from './places'
import type { MapPoint } from './types'
import { MapBox, type MapViewState, type YandexMapProps } from './YandexMap'

/** Almaty, when there is nothing to show. */
const FALLBACK_LOCATION: YMapLocation = { center: [76.9286, 43.2567], zoom: 11 }

/**
 * The interactive map, downloaded by YandexMap.tsx when its box comes near the viewport (or at once
 * without a key, to say so): loads the API through the page's shared loader, then draws a marker per
 * place; a marker opens a card with the place's title and link. Without a key it only says so (and the
 * loader tells the developer console why). On failure the box shows a short message: the list of places
 * below is always there.
 */
export default function LiveYandexMap({ points, apikey, scriptUrl, lang, extraOptions }: YandexMapProps) {
  const t = useTranslations()
  const canvasRef = useRef<HTMLDivElement>(null)
  const cardRef = useRef<HTMLDivElement>(null)
  const [outcome, setOutcome] = useState<'loaded' | 'error' | null>(null)
  const [selectedId, setSelectedId] = useState<MapPoint['id'] | null>(null)
  const selected = selectedId === null ? null : (points.find((p) => p.id === selectedId) ?? null)
  const state: MapViewState = !apikey ? 'no-key' : (outcome ?? 'loading')
  // Redraw only when the places themselves change, not on every render of the parent.
  const pointsKey = JSON.stringify(points.map((p) => [p.id, p.latitude, p.longitude, p.title]))

  const loaderOptions = useEffectEvent(() => ({ ...extraOptions, apikey, lang }))

  /** Draws the map with a marker per place; returns the map so the effect can destroy it. */
  const draw = useEffectEvent((ymaps3: Ymaps3, canvas: HTMLElement): YMapInstance => {
    const places = drawablePoints(points)
    const map = new ymaps3.YMap(canvas, { location: locationForPoints(places) ?? FALLBACK_LOCATION })
    map.addChild(new ymaps3.YMapDefaultSchemeLayer({}))
    map.addChild(new ymaps3.YMapDefaultFeaturesLayer({}))
    for (const place of places) {
      const marker = document.createElement('button')
      marker.type = 'button'
      marker.className = styles.marker
      marker.setAttribute('aria-label', t('map-marker', { title: place.title }))
      marker.title = place.title
      marker.dataset.placeId = String(place.id)
      marker.addEventListener('click', () => setSelectedId(place.id))
      map.addChild(new ymaps3.YMapMarker({ coordinates: [place.longitude, place.latitude], id: String(place.id) }, marker))
    }
    return map
  })

  useEffect(() => {
    if (!apikey) yandexMapsLoader.report(checkOptions(loaderOptions()).problems)
  }, [apikey])

  useEffect(() => {
    if (!apikey) return
    let cancelled = false
    let map: YMapInstance | null = null
    yandexMapsLoader
      .load(loaderOptions(), scriptUrl)
      .then((ymaps3) => {
        if (cancelled || !canvasRef.current) return
        map = draw(ymaps3, canvasRef.current)
        setOutcome('loaded')
      })
      .catch(() => {
        // The loader has written the YandexMapException to the console.
        if (!cancelled) setOutcome('error')
      })
    return () => {
      cancelled = true
      map?.destroy()
    }
  }, [apikey, lang, scriptUrl, pointsKey])

  useEffect(() => {
    if (selectedId !== null) cardRef.current?.focus()
  }, [selectedId])

  const closeCard = () => {
    const id = selectedId
    setSelectedId(null)
    if (id !== null) canvasRef.current?.querySelector<HTMLElement>(`[data-place-id="${CSS.escape(String(id))}"]`)?.focus()
  }

  return (
    <MapBox state={state}>
      <div ref={canvasRef} className={styles.canvas} />
      {selected && (
        <div
          ref={cardRef}
          className={styles.card}
          role="group"
          aria-label={selected.title}
          tabIndex={-1}
          data-testid="map-card"
          onKeyDown={(event) => {
            if (event.key === 'Escape') closeCard()
          }}
        >
          <p className={styles.placeTitle}>{selected.href ? <a href={selected.href}>{selected.title}</a> : selected.title}</p>
          {selected.address && <p className={styles.placeMeta}>{selected.address}</p>}
          {selected.caption && <p className={styles.placeMeta}>{selected.caption}</p>}
          {selected.href && (
            <a className={styles.more} href={selected.href}>
              {t('map-card-more')}
            </a>
          )}
          <button type="button" className={styles.close} onClick={closeCard} aria-label={t('map-card-close')}>
            ×
          </button>
        </div>
      )}
    </MapBox>
  )
}
