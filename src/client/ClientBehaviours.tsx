'use client'

import { useLocale } from '@/i18n/client'
import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import type { Locale } from '../i18n/locales'
import { installShellControls } from './shell-controls'
import { softNavigation } from './soft-navigation'

// The header's and footer's menus work from the moment this script runs, before hydration.
if (typeof document !== 'undefined') installShellControls()

/**
 * Page-wide client behaviours of spec §4 and §8, mounted once by the layout: the shell's menus
 * (shell-controls.ts) and client navigation for the site's links; after hydration, page-watchers.ts (the
 * language cookie, UTM capture, the version check, one guarded reload after an outdated-chunk error).
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
    // Read now: a client navigation may change the address before the module arrives.
    const landingSearch = window.location.search
    let stop: (() => void) | undefined
    let unmounted = false
    import('./page-watchers').then(
      ({ startPageWatchers }) => {
        if (!unmounted) stop = startPageWatchers({ buildId, locale, landingSearch })
      },
      () => {
        // Offline or a deploy in progress: this page goes without them.
      },
    )
    return () => {
      unmounted = true
      stop?.()
    }
  }, [buildId, locale])

  return null
}
