import { headers } from 'next/headers'

import { pathSegments, PATHNAME_HEADER, splitLocale } from '../../domain/routing-rules'
import type { Locale } from '../../i18n/locales'

/** The requested path and its language, for pages rendered outside their route (404). */
export async function requestedPage(): Promise<{ path: string; locale: Locale; userAgent: string | null }> {
  const requestHeaders = await headers()
  const path = requestHeaders.get(PATHNAME_HEADER) ?? '/'
  return { path, locale: splitLocale(pathSegments(path)).locale, userAgent: requestHeaders.get('user-agent') }
}

