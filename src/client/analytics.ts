import type { AnalyticsIds, Goal } from '@/domain/analytics'

/**
 * The counters in the browser (issue 34, item 4), loaded only after the visitor consents: Yandex Metrica's
 * `tag.js` and Google's `gtag.js`, each with the queue stub its own snippet defines (here in our code, not
 * an inline script: the policy allows no inline script but Next's own), Webvisor off. Goals go to both.
 */

type Queue = ((...args: unknown[]) => void) & { a?: unknown[]; l?: number }
type AnalyticsWindow = Window & { ym?: Queue; dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void }

let loadedIds: AnalyticsIds | null = null

const addScript = (src: string) => {
  const script = document.createElement('script')
  script.async = true
  script.src = src
  document.head.appendChild(script)
}

export function loadCounters(ids: AnalyticsIds): void {
  if (loadedIds) return
  loadedIds = ids
  const w = window as AnalyticsWindow
  if (ids.yandex) {
    w.ym =
      w.ym ??
      Object.assign(
        function (...args: unknown[]) {
          ;(w.ym!.a = w.ym!.a ?? []).push(args)
        },
        { l: Date.now() },
      )
    addScript('https://mc.yandex.ru/metrika/tag.js')
    w.ym(Number(ids.yandex), 'init', { clickmap: false, trackLinks: true, accurateTrackBounce: true, webvisor: false })
  }
  if (ids.ga4) {
    w.dataLayer = w.dataLayer ?? []
    // gtag.js reads the arguments objects its snippet pushes.
    w.gtag = function () {
      // eslint-disable-next-line prefer-rest-params
      w.dataLayer!.push(arguments)
    }
    w.gtag('js', new Date())
    w.gtag('config', ids.ga4)
    addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(ids.ga4)}`)
  }
}

/** A goal with the visit's UTM, to the counters that are loaded (nothing before consent). */
export function sendGoal(goal: Goal, params: Record<string, string>): void {
  if (!loadedIds) return
  const w = window as AnalyticsWindow
  if (loadedIds.yandex) w.ym?.(Number(loadedIds.yandex), 'reachGoal', goal, params)
  if (loadedIds.ga4) w.gtag?.('event', goal, params)
}
