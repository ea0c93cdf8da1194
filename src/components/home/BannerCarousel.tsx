'use client'

import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react'

import styles from './carousel.module.css'

export type CarouselLabels = { previous: string; next: string; pause: string; play: string; show: string[] }

const INTERVAL_MS = 6000
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

const subscribeMotion = (change: () => void) => {
  const query = window.matchMedia(REDUCED_MOTION)
  query.addEventListener('change', change)
  return () => query.removeEventListener('change', change)
}
const prefersReducedMotion = () => window.matchMedia(REDUCED_MOTION).matches
// On the server, and so before hydration: no motion (nothing turns without script).
const serverReducedMotion = () => true

/**
 * The home page's banner carousel (WAI-ARIA carousel pattern): the slides are server-rendered children
 * in a CSS scroll-snap track, so a finger swipes them natively; buttons and the arrow keys move one slide,
 * the dots pick one. Autoplay turns every INTERVAL_MS, stops while the pointer is over the carousel or
 * the focus is inside it, never starts under prefers-reduced-motion, and is switched off and on by the
 * visible rotation button. The current slide follows the track's scroll position, whatever moved it.
 */
export function BannerCarousel({
  label,
  count,
  labels,
  focusableTrack,
  children,
}: {
  label: string
  count: number
  labels: CarouselLabels
  focusableTrack: boolean
  children: ReactNode
}) {
  const track = useRef<HTMLDivElement>(null)
  const [current, setCurrent] = useState(0)
  const reduced = useSyncExternalStore(subscribeMotion, prefersReducedMotion, serverReducedMotion)
  // The visitor's choice by the rotation button; until then autoplay follows the motion preference.
  const [chosen, setChosen] = useState<boolean | null>(null)
  const playing = chosen ?? !reduced
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)

  const goTo = useCallback(
    (index: number) => {
      const element = track.current
      if (!element || count < 1) return
      const next = ((index % count) + count) % count
      element.scrollTo({ left: next * element.clientWidth, behavior: reduced ? 'auto' : 'smooth' })
      setCurrent(next)
    },
    [count, reduced],
  )

  // The slide in view, after a swipe, a scroll by the browser (focus moving to a link) or a button.
  useEffect(() => {
    const element = track.current
    if (!element) return
    let frame = 0
    const onScroll = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => {
        if (element.clientWidth > 0) setCurrent(Math.min(count - 1, Math.max(0, Math.round(element.scrollLeft / element.clientWidth))))
      })
    }
    element.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      cancelAnimationFrame(frame)
      element.removeEventListener('scroll', onScroll)
    }
  }, [count])

  const rotating = playing && !hovered && !focused && count > 1
  useEffect(() => {
    if (!rotating) return
    const timer = window.setTimeout(() => goTo(current + 1), INTERVAL_MS)
    return () => window.clearTimeout(timer)
  }, [rotating, current, goTo])

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
    event.preventDefault()
    goTo(current + (event.key === 'ArrowRight' ? 1 : -1))
  }

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={label}
      data-testid="banner-carousel"
      data-current={current}
      data-autoplay={rotating ? 'on' : 'off'}
      // A mouse over the carousel pauses it; a finger's tap is no hover (touch never sends the leave).
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
      }}
      onKeyDown={onKeyDown}
    >
      <div ref={track} className={styles.track} aria-live={rotating ? 'off' : 'polite'} {...(focusableTrack ? { tabIndex: 0, role: 'group', 'aria-label': label } : {})}>
        {children}
      </div>
      {count > 1 && (
        <div className={styles.controls}>
          <button type="button" className={styles.control} onClick={() => setChosen(!playing)} aria-label={playing ? labels.pause : labels.play} data-testid="carousel-rotation">
            <svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
              {playing ? <path d="M7 5h4v14H7zM13 5h4v14h-4z" /> : <path d="M8 5v14l11-7z" />}
            </svg>
          </button>
          <button type="button" className={styles.control} onClick={() => goTo(current - 1)} aria-label={labels.previous}>
            <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true" focusable="false">
              <path d="M15 5l-7 7 7 7" />
            </svg>
          </button>
          <div className={styles.dots}>
            {labels.show.map((name, index) => (
              <button key={name} type="button" className={styles.dot} onClick={() => goTo(index)} aria-label={name} aria-current={index === current ? 'true' : undefined} />
            ))}
          </div>
          <button type="button" className={styles.control} onClick={() => goTo(current + 1)} aria-label={labels.next}>
            <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true" focusable="false">
              <path d="M9 5l7 7-7 7" />
            </svg>
          </button>
        </div>
      )}
    </section>
  )
}
