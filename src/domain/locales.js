/**
 * Site languages (spec §9): ru is the default and has no URL prefix; the chosen language is kept in the
 * LOCALE_COOKIE cookie. Plain JavaScript: the response cache in front of Next (src/lib/response-cache.mjs,
 * loaded outside the bundles) reads the same constants as the site.
 */
export const LOCALES = /** @type {const} */ (['ru', 'kk', 'en'])

/** @typedef {(typeof LOCALES)[number]} Locale */

/** @type {Locale} */
export const DEFAULT_LOCALE = 'ru'

export const LOCALE_COOKIE = 'i18n_redirected'

/** How long the language cookie keeps a choice: a year (in seconds), with SameSite=Lax. */
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365

/**
 * @param {unknown} value
 * @returns {value is Locale}
 */
export const isLocale = (value) => typeof value === 'string' && /** @type {readonly string[]} */ (LOCALES).includes(value)
