import { getLocale, getTranslations } from 'next-intl/server'

import { ErrorView } from '@/components/error/ErrorView'
import type { Locale } from '@/i18n/locales'
import { errorShortcuts } from '../error-shortcuts'

/**
 * 404 'Page not found' when a page calls notFound() (a project unpublished a moment ago...). Unknown URLs
 * normally get the proxy's 404 route (./%5Fnot-found) instead. Pages are cached, so this reads nothing
 * from the request; Next renders it for every page of the segment (it is the boundary's fallback), so it
 * must stay free of side effects.
 */
export default async function NotFound() {
  const locale = (await getLocale()) as Locale
  const t = await getTranslations({ locale })
  return <ErrorView title={t('page-not-found')} text={t('error-not-found-text')} shortcutsLabel={t('error-shortcuts')} shortcuts={errorShortcuts(locale, t)} />
}
