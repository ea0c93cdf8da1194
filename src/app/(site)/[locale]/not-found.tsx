import { getTranslations } from 'next-intl/server'

import { ErrorView, PlainErrorView } from '../../../components/error/ErrorView'
import { isSearchBot } from '../../../domain/user-agents'
import { errorShortcuts } from '../error-shortcuts'
import { displayPath, notFoundMetadata, requestedPage } from '../requested-page'

export const generateMetadata = notFoundMetadata

/**
 * 404 'Page not found' when a page calls notFound() (an unknown project slug...): Next renders it in the
 * browser, with status 404. Unmatched URLs get ../../global-not-found.tsx instead, rendered on the server.
 * Next renders this component for every page of the segment (it is the boundary's fallback), so it must
 * stay free of side effects.
 */
export default async function NotFound() {
  const { path, locale, userAgent } = await requestedPage()
  const t = await getTranslations({ locale })
  if (isSearchBot(userAgent)) return <PlainErrorView title={t('page-not-found')} />
  return <ErrorView title={t('page-not-found')} text={t('error-not-found-text')} detail={t('page-not-found-path', { path: displayPath(path) })} shortcutsLabel={t('error-shortcuts')} shortcuts={errorShortcuts(locale, t)} />
}
