import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { ErrorView } from '@/components/error/ErrorView'
import type { Locale } from '@/i18n/locales'
import { errorShortcuts } from '@/app/(site)/error-shortcuts'
import { displayPath, notFoundMetadata } from '@/app/(site)/requested-page'

type Props = { params: Promise<{ locale: Locale; path?: string[] }> }

// Rendered once per path, then served from the cache; the proxy rewrites unknown URLs here with status 404.
export const dynamic = 'force-static'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return notFoundMetadata((await params).locale)
}

/**
 * 404 'Page not found' (spec §2, §8) for a URL the proxy found to be unknown: the path is this route's
 * param (`/{locale}/_not-found/{requested path}`), so the page is the same for every visitor.
 */
export default async function NotFoundPage({ params }: Props) {
  const { locale, path = [] } = await params
  setRequestLocale(locale)
  const t = await getTranslations()
  // Next passes the segments as they came, percent-escapes included.
  const requested = `/${path.join('/')}`
  return (
    <ErrorView
      title={t('page-not-found')}
      text={t('error-not-found-text')}
      detail={t('page-not-found-path', { path: displayPath(requested) })}
      shortcutsLabel={t('error-shortcuts')}
      shortcuts={errorShortcuts(locale, t)}
    />
  )
}
