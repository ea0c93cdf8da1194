import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { ErrorView, PlainErrorView } from '../components/error/ErrorView'
import { isSearchBot } from '../domain/user-agents'
import { siteOrigin } from '../lib/site-origin'
import { errorShortcuts } from './(site)/error-shortcuts'
import { displayPath, notFoundMetadata, requestedPage } from './(site)/requested-page'
import { SiteDocument } from './(site)/site-document'
import './(site)/globals.css'

export async function generateMetadata(): Promise<Metadata> {
  const { locale } = await requestedPage()
  return { ...(await notFoundMetadata(locale)), metadataBase: new URL(siteOrigin()) }
}

/**
 * 404 'Page not found' for a URL that no route matches although the proxy let it through (spec §2, §8):
 * rendered on the server with status 404, in the language of the requested path, inside the site's
 * header and footer. Search-engine bots get the status with a plain page, and their 404s are logged.
 * The proxy answers most unknown URLs itself with the cached 404 route ((site)/[locale]/%5Fnot-found).
 */
export default async function GlobalNotFound() {
  const { path, locale, userAgent } = await requestedPage()
  setRequestLocale(locale)
  const t = await getTranslations({ locale })
  const bot = isSearchBot(userAgent)
  if (bot) console.warn(`[404] ${path} requested by a search engine: ${userAgent}`)
  return (
    <SiteDocument locale={locale}>
      {bot ? (
        <PlainErrorView title={t('page-not-found')} />
      ) : (
        <ErrorView
          title={t('page-not-found')}
          text={t('error-not-found-text')}
          detail={t('page-not-found-path', { path: displayPath(path) })}
          shortcutsLabel={t('error-shortcuts')}
          shortcuts={errorShortcuts(locale, t)}
        />
      )}
    </SiteDocument>
  )
}
