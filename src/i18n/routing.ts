import { defineRouting } from 'next-intl/routing'

import { LOCALE_COOKIE_MAX_AGE } from '../domain/locales'
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALES } from './locales'

/** ru at /, kk at /kk, en at /en; the chosen language is kept in the LOCALE_COOKIE cookie (spec §9). */
export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'as-needed',
  localeDetection: true,
  localeCookie: { name: LOCALE_COOKIE, maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax' },
})
