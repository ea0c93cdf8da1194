import { localeFromAcceptLanguage, type Locale } from '../i18n/locales'
import { languageChoiceCookie, languageCookieValue } from './language-choice'

/**
 * The language cookie (spec §4, §9) after a page load, as next-intl's middleware would set it: to the
 * page's language when the cookie names another one, or when there is none and the browser's preferred
 * language is not the page's. Set in the browser because pages are cached and shared by every visitor:
 * their answers carry no Set-Cookie. Null when nothing changes.
 */
export function localeCookieUpdate(pageLocale: Locale, documentCookie: string, browserLanguages: readonly string[]): string | null {
  const current = languageCookieValue(documentCookie)
  if (current === pageLocale) return null
  if (current === undefined && localeFromAcceptLanguage(browserLanguages.join(',')) === pageLocale) return null
  return languageChoiceCookie(pageLocale)
}
