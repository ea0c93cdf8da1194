import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { getTranslations } from 'next-intl/server'

import { pathSegments, PATHNAME_HEADER, splitLocale } from '@/domain/routing-rules'
import type { Locale } from '@/i18n/locales'

/**
 * The requested path and its language, for app/global-not-found.tsx: the fallback for the rare URL that
 * no route matches and the proxy did not answer itself (it reads the request, so it is not cached).
 */
export async function requestedPage(): Promise<{ path: string; locale: Locale; userAgent: string | null }> {
  const requestHeaders = await headers()
  const path = requestHeaders.get(PATHNAME_HEADER) ?? '/'
  return { path, locale: splitLocale(pathSegments(path)).locale, userAgent: requestHeaders.get('user-agent') }
}

/** The 404 page's own title and description (spec §2). */
export async function notFoundMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale })
  // Absolute: the [locale] layout's title template would add the company name a second time.
  return { title: { absolute: `${t('page-not-found')} — Qazaq Stroy` }, description: t('error-not-found-description') }
}

/** The requested path as a visitor typed it (percent-escapes decoded where possible). */
export function displayPath(path: string): string {
  try {
    return decodeURI(path)
  } catch {
    return path
  }
}
