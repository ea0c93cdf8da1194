'use client'

import { useLocale } from '@/i18n/client'
import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import type { Locale } from '../i18n/locales'
import { claimChunkReload, isChunkLoadError } from './chunk-reload'
import { localeCookieUpdate } from './locale-cookie'
import { softNavigation } from './soft-navigation'
import { captureUtm } from './utm'

/** How often the latest-build manifest is polled; also on returning to the tab. */
const BUILD_POLL_MS = 60_000
const BUILD_MANIFEST_URL = '/api/builds/latest'

/** A reload must not throw away what the visitor is typing: wait for the next poll then. */
const isTyping = () => ['INPUT', 'TEXTAREA', 'SELECT'].includes(document.activeElement?.tagName ?? '')

/**
 * Page-wide client behaviours of spec §4 and §8, mounted once by the layout: UTM capture, the language
 * cookie, client navigation for the site's links, the version check against the latest-build manifest,
 * and one guarded reload after an outdated-chunk error.
 */
export function ClientBehaviours({ buildId }: { buildId: string }) {
  const locale = useLocale() as Locale
  const router = useRouter()
  useEffect(() => {
    // After React's own handlers (registered first on the same root), so that one that handled the click wins.
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null
      if (!(link instanceof HTMLAnchorElement)) return
      const target = softNavigation(
        {
          href: link.href,
          target: link.target,
          download: link.hasAttribute('download'),
          keepScroll: link.hasAttribute('data-keep-scroll'),
          button: event.button,
          modified: event.metaKey || event.ctrlKey || event.shiftKey || event.altKey,
          defaultPrevented: event.defaultPrevented,
        },
        new URL(window.location.href),
      )
      if (!target) return
      event.preventDefault()
      router.push(target.href, { scroll: target.scroll })
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [router])

  useEffect(() => {
    const cookie = localeCookieUpdate(locale, document.cookie, navigator.languages ?? [navigator.language])
    if (cookie) document.cookie = cookie
  }, [locale])

  useEffect(() => {
    try {
      captureUtm(window.location.search, window.sessionStorage)
    } catch {
      // Storage disabled (private mode, policies): nothing to keep.
    }
  }, [])

  useEffect(() => {
    const onError = (error: unknown) => {
      if (!isChunkLoadError(error)) return
      try {
        if (!claimChunkReload(window.sessionStorage, Date.now())) return
      } catch {
        return // without storage there is no loop guard: do not reload
      }
      window.location.reload()
    }
    const onWindowError = (event: ErrorEvent) => onError(event.error)
    const onRejection = (event: PromiseRejectionEvent) => onError(event.reason)
    window.addEventListener('error', onWindowError)
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      window.removeEventListener('error', onWindowError)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [])

  useEffect(() => {
    if (!buildId || buildId === 'development') return
    let stopped = false
    const check = async () => {
      if (document.visibilityState !== 'visible') return
      try {
        const response = await fetch(`${BUILD_MANIFEST_URL}?t=${Date.now()}`, { cache: 'no-store' })
        const latest = ((await response.json()) as { id?: unknown }).id
        if (!stopped && typeof latest === 'string' && latest && latest !== buildId && !isTyping()) window.location.reload()
      } catch {
        // Offline or a deploy in progress: ask again next time.
      }
    }
    const timer = window.setInterval(check, BUILD_POLL_MS)
    document.addEventListener('visibilitychange', check)
    return () => {
      stopped = true
      window.clearInterval(timer)
      document.removeEventListener('visibilitychange', check)
    }
  }, [buildId])

  return null
}
