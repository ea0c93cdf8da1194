import type { ErrorShortcut } from '@/components/error/ErrorView'
import { localizedPath } from '@/domain/routing-rules'
import { PAGES, propertiesPath } from '@/domain/site-pages'
import type { Locale } from '@/i18n/locales'
import type { Translate } from '@/i18n/messages'

/** The error page's shortcuts (spec §2): main page, projects, apartments and news-promo. */
export function errorShortcuts(locale: Locale, t: Translate): ErrorShortcut[] {
  return [
    { href: localizedPath(locale, PAGES.home), label: t('nav-home') },
    { href: localizedPath(locale, PAGES.projects), label: t('nav-projects') },
    { href: localizedPath(locale, propertiesPath('flat')), label: t('error-apartments') },
    { href: localizedPath(locale, PAGES.contents), label: t('nav-news-promo') },
  ]
}
