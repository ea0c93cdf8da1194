/**
 * The analytics services' own origins (issue 34, item 4), for the Content-Security-Policy of a page that
 * may load them (src/lib/security-headers.js): Yandex Metrica's and Google's documented CSP lists, without
 * Metrica's session replay (Webvisor is off: it would record what visitors type). A page says which of them
 * it may load with a `<meta name="site-analytics">` that the site layout renders only when an id is set in
 * the site settings (src/components/consent/Analytics.tsx); nothing is allowed otherwise.
 */

export const ANALYTICS_META = 'site-analytics'

export const ANALYTICS_ORIGINS = {
  yandex: {
    script: ['https://mc.yandex.ru', 'https://yastatic.net'],
    connect: ['https://mc.yandex.ru', 'https://mc.yandex.com', 'https://mc.yandex.kz'],
    img: ['https://mc.yandex.ru', 'https://mc.yandex.com', 'https://mc.yandex.kz'],
  },
  ga4: {
    script: ['https://*.googletagmanager.com'],
    connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
    img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  },
}

/** @typedef {keyof typeof ANALYTICS_ORIGINS} AnalyticsService */

const META = /<meta\s+name="site-analytics"\s+content="([a-z0-9 ]*)"\s*\/?>/

/**
 * The services a page's HTML says it may load (its `site-analytics` meta), in a fixed order; none without one.
 * @param {string} html
 * @returns {AnalyticsService[]}
 */
export function analyticsInPage(html) {
  const named = META.exec(html)?.[1]?.split(' ') ?? []
  return /** @type {AnalyticsService[]} */ (Object.keys(ANALYTICS_ORIGINS).filter((service) => named.includes(service)))
}

/**
 * The sources of one CSP directive for those services.
 * @param {readonly AnalyticsService[]} services @param {'script' | 'connect' | 'img'} kind
 * @returns {string[]}
 */
export const analyticsSources = (services, kind) => services.flatMap((service) => ANALYTICS_ORIGINS[service][kind])
