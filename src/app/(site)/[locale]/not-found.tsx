import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { ErrorView, PlainErrorView } from '../../../components/error/ErrorView'
import { isSearchBot } from '../../../domain/user-agents'
import { errorShortcuts } from '../error-shortcuts'
import { requestedPage } from '../requested-page'

/** The 404 page's own title and description (spec §2). */
export async function generateMetadata(): Promise<Metadata> {
  const { locale } = await requestedPage()
  const t = await getTranslations({ locale })
  return { title: t('page-not-found'), description: t('error-not-found-description') }
}

/** 404 'Page not found' (spec §2, §8); search-engine bots get the status with a plain page, and it is logged. */
export default async function NotFound() {
  const { path, locale, userAgent } = await requestedPage()
  const t = await getTranslations({ locale })
  if (isSearchBot(userAgent)) {
    console.warn(`[404] ${path} requested by a search engine: ${userAgent}`)
    return <PlainErrorView title={t('page-not-found')} />
  }
  return <ErrorView title={t('page-not-found')} text={t('error-not-found-text')} shortcutsLabel={t('error-shortcuts')} shortcuts={errorShortcuts(locale, t)} />
}
