import { localeFromAcceptLanguage, type Locale } from '../i18n/locales'
import { routing } from '../i18n/routing'

const { name, maxAge, sameSite } = routing.localeCookie as { name: string; maxAge: number; sameSite: string }

/**
 * The language cookie (spec §4, §9) after a page load, as next-intl's middleware would set it: to the
 * page's language when the cookie names another one, or when there is none and the browser's preferred
 * language is not the page's. Set in the browser because pages are cached and shared by every visitor:
 * their answers carry no Set-Cookie. Null when nothing changes.
 */
export function localeCookieUpdate(pageLocale: Locale, documentCookie: string, browserLanguages: readonly string[]): string | null {
  const current = documentCookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([key]) => key === name)?.[1]
  if (current === pageLocale) return null
  if (current === undefined && localeFromAcceptLanguage(browserLanguages.join(',')) === pageLocale) return null
  return `${name}=${pageLocale}; Path=/; Max-Age=${maxAge}; SameSite=${sameSite}`
}
