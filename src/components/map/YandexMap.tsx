'use client'

import { useEffect, useRef, useState, type ReactNode, type Ref } from 'react'

import { useTranslations } from '@/i18n/translate'
import type { YandexMapsLang } from '@/client/yandex-maps/options'
import { onDemand } from '../ui/on-demand'
import { Spinner } from '../ui/Spinner'
import styles from './map.module.css'
import type { MapPoint } from './types'

/** What the visitor sees in the map box; exposed as data-map-state for the browser tests. */
export type MapViewState = 'pending' | 'loading' | 'loaded' | 'error' | 'no-key'

export type YandexMapProps = {
  points: MapPoint[]
  apikey: string
  scriptUrl: string
  lang: YandexMapsLang
  extraOptions?: Record<string, unknown>
}

// The map's code (the API loader, the markers, the place card) is about 2.5 KB of compressed script that
// a page below its first screen does not need yet: it comes when the box nears the viewport.
const useLiveMap = onDemand(() => import('./LiveYandexMap').then((module) => module.default))

/**
 * The map's box (client leaf of LocationMap), in the page's HTML: it waits until it comes within 200 px of
 * the viewport, then downloads the interactive map (LiveYandexMap.tsx), which takes its place. Without a
 * key the live map comes at once, to say so and to tell the developer console why.
 */
export function YandexMap(props: YandexMapProps) {
  const boxRef = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(!props.apikey)
  const { loaded: LiveMap, failed, whenReady } = useLiveMap()

  useEffect(() => {
    const box = boxRef.current
    if (near || !box) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true)
          observer.disconnect()
        }
      },
      { rootMargin: '200px 0px' },
    )
    observer.observe(box)
    return () => observer.disconnect()
  }, [near])

  useEffect(() => {
    if (near) whenReady(() => {})
  }, [near, whenReady])

  if (LiveMap) return <LiveMap {...props} />
  return <MapBox ref={boxRef} state={!props.apikey ? 'no-key' : failed ? 'error' : near ? 'loading' : 'pending'} />
}

const MESSAGES = { pending: 'map-pending', loading: 'map-loading', error: 'map-error', 'no-key': 'map-no-key' } as const

/** The map's box and what it says in each state (a live region, emptied and hidden once the map is drawn); the live map draws inside it. */
export function MapBox({ state, ref, children }: { state: MapViewState; ref?: Ref<HTMLDivElement>; children?: ReactNode }) {
  const t = useTranslations()
  return (
    <div ref={ref} className={styles.box} data-map-state={state} aria-busy={state === 'loading' || undefined}>
      {children}
      <p className={state === 'loaded' ? 'visually-hidden' : styles.status} role="status">
        {state === 'loading' && <Spinner />}
        {state !== 'loaded' && t(MESSAGES[state])}
      </p>
    </div>
  )
}
