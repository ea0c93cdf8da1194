/**
 * Analytics with consent (issue 34, item 4): which counters the site settings name, what the visitor chose,
 * and the goals. Pure (analytics.test.ts); the browser's side is src/client/analytics.ts.
 */

export { ANALYTICS_META, analyticsInPage } from './analytics-origins.js'

/** A Yandex Metrica counter's number. */
export const isYandexCounter = (value: string): boolean => /^\d{4,12}$/.test(value)
/** A GA4 measurement id. */
export const isGa4Id = (value: string): boolean => /^G-[A-Z0-9]{4,16}$/.test(value)

/** The counters of the site settings that are whole ids; both null: no analytics, no banner, the policy as without. */
export type AnalyticsIds = { yandex: string | null; ga4: string | null }

export function analyticsIds(settings: { yandex_metrika_id?: string | null; google_analytics_id?: string | null } | null | undefined): AnalyticsIds {
  const yandex = settings?.yandex_metrika_id?.trim() ?? ''
  const ga4 = settings?.google_analytics_id?.trim().toUpperCase() ?? ''
  return { yandex: isYandexCounter(yandex) ? yandex : null, ga4: isGa4Id(ga4) ? ga4 : null }
}

export const hasAnalytics = (ids: AnalyticsIds): boolean => Boolean(ids.yandex || ids.ga4)

/** The page's `site-analytics` meta content: the services it may load (the policy allows their hosts). */
export const analyticsMetaContent = (ids: AnalyticsIds): string => [ids.yandex ? 'yandex' : '', ids.ga4 ? 'ga4' : ''].filter(Boolean).join(' ')

/** The visitor's choice, remembered for a year in a first-party cookie (set only when the visitor chooses). */
export const CONSENT_COOKIE = 'analytics_consent'
export const CONSENT_MAX_AGE_S = 365 * 24 * 60 * 60
export type Consent = 'granted' | 'denied'

export function consentOf(cookieHeader: string): Consent | null {
  const value = cookieHeader
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === CONSENT_COOKIE)?.[1]
  return value === 'granted' || value === 'denied' ? value : null
}

export const consentCookie = (consent: Consent, secure: boolean): string =>
  `${CONSENT_COOKIE}=${consent}; Max-Age=${CONSENT_MAX_AGE_S}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`

/** The goals marketing counts, each sent with the visit's UTM. */
export const GOALS = ['lead_sent', 'phone_click', 'messenger_click', 'calculation_pdf', 'favorite_added', 'reservation', 'alert_subscribed'] as const
export type Goal = (typeof GOALS)[number]

export const isGoal = (value: unknown): value is Goal => GOALS.includes(value as Goal)

/**
 * The goal of a click, from the element clicked (its closest link or button's attributes): a `tel:` link is
 * a phone click, `data-goal="messenger"` a messenger's; null for any other click (the forms, the favorites
 * and the calculation PDF report theirs themselves: src/client/goals.ts).
 */
export function goalOfClick(target: { href?: string | null; goal?: string | null }): Goal | null {
  if (target.goal === 'messenger') return 'messenger_click'
  if (target.goal === 'phone' || target.href?.startsWith('tel:')) return 'phone_click'
  return null
}
