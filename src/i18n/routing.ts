import { defineRouting } from 'next-intl/routing'

import { DEFAULT_LOCALE, LOCALES } from './locales'

/** ru at /, kk at /kk, en at /en; the chosen language is kept in the i18n_redirected cookie (spec §9). */
export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'as-needed',
  localeDetection: true,
  localeCookie: { name: 'i18n_redirected', maxAge: 60 * 60 * 24 * 365, sameSite: 'lax' },
})
