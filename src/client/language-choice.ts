import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, type Locale } from '@/domain/locales'

/**
 * The language cookie (spec §4, §9) with the attributes next-intl's routing gives it (src/i18n/routing.ts),
 * without next-intl: the header's language links set it as they are followed (shell-controls.ts), so that
 * the language routing (cookie before browser preference) keeps the choice; without it, choosing Russian
 * at / would send a visitor with a kk cookie back to /kk.
 */
export const languageChoiceCookie = (locale: Locale) => `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=lax`

/** The language the cookie names in `document.cookie`, if any. */
export const languageCookieValue = (documentCookie: string): string | undefined =>
  documentCookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([key]) => key === LOCALE_COOKIE)?.[1]
