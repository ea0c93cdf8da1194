/**
 * Recognising visitor agents by their User-Agent header (spec §2). Plain JavaScript: the proxy and the
 * response cache in front of Next (src/lib/response-cache.mjs, loaded outside the bundles) share it.
 */

const SEARCH_BOTS =
  /googlebot|google-inspectiontool|adsbot-google|mediapartners-google|bingbot|yandex\w*bot|yandex(?:images|metrika|direct)|duckduckbot|baiduspider|slurp|applebot|petalbot|sogou|seznambot|mail\.ru_bot|\b(?:crawler|spider)\b/i

/**
 * Search-engine crawlers: error pages give them the status and a plain page, not the decorated one.
 * @param {string | null | undefined} userAgent
 * @returns {boolean}
 */
export const isSearchBot = (userAgent) => !!userAgent && SEARCH_BOTS.test(userAgent)

const AUDIT_TOOLS = /lighthouse|pagespeed|speed insights|gtmetrix|\bptst\b|webpagetest/i

/**
 * Page-speed audit tools (Lighthouse, PageSpeed Insights, GTmetrix, WebPageTest).
 * @param {string | null | undefined} userAgent
 * @returns {boolean}
 */
export const isAuditTool = (userAgent) => !!userAgent && AUDIT_TOOLS.test(userAgent)
