import type { Locale } from '@/domain/locales'
import { claimChunkReload, isChunkLoadError } from './chunk-reload'
import { showFavoritesCount } from './favorites-count'
import { localeCookieUpdate } from './locale-cookie'
import { captureUtm } from './utm'

/** How often the latest-build manifest is polled; also on returning to the tab. */
const BUILD_POLL_MS = 60_000
const BUILD_MANIFEST_URL = '/api/builds/latest'

/** A reload must not throw away what the visitor is typing: wait for the next poll then. */
const isTyping = () => ['INPUT', 'TEXTAREA', 'SELECT'].includes(document.activeElement?.tagName ?? '')

/**
 * What a page keeps an eye on once it is running (spec §4, §8), loaded after hydration by ClientBehaviours
 * rather than with every page's first script: the header's favorites count, the language cookie (it follows the page's language), the UTM
 * capture of the landing address (`landingSearch`, read when the page started), one guarded reload after an outdated-chunk error, and the version check against
 * the latest-build manifest. Answers a function that stops them.
 */
export function startPageWatchers({ buildId, locale, landingSearch }: { buildId: string; locale: Locale; landingSearch: string }): () => void {
  const stopFavoritesCount = showFavoritesCount(locale)
  const cookie = localeCookieUpdate(locale, document.cookie, navigator.languages ?? [navigator.language])
  if (cookie) document.cookie = cookie
  try {
    captureUtm(landingSearch, window.sessionStorage)
  } catch {
    // Storage disabled (private mode, policies): nothing to keep.
  }

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
  const polling = buildId && buildId !== 'development'
  const timer = polling ? window.setInterval(check, BUILD_POLL_MS) : undefined
  if (polling) document.addEventListener('visibilitychange', check)

  return () => {
    stopped = true
    stopFavoritesCount()
    window.removeEventListener('error', onWindowError)
    window.removeEventListener('unhandledrejection', onRejection)
    window.clearInterval(timer)
    document.removeEventListener('visibilitychange', check)
  }
}
