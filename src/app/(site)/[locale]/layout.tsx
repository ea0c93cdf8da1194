import type { Metadata, Viewport } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { hasLocale } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { PATHNAME_HEADER } from '../../../domain/routing-rules'
import { unprefixedPath } from '../../../domain/seo-links'
import { routing } from '../../../i18n/routing'
import { siteOrigin } from '../../../lib/site-origin'
import { getSiteSettings } from '../../../services/site-settings'
import { pageMetadata } from '../seo'
import { SiteDocument } from '../site-document'
import '../globals.css'

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

export const viewport: Viewport = { themeColor: '#ffffff', width: 'device-width', initialScale: 1 }

/**
 * Defaults for every page: title and description from the store (site settings, else the UI strings),
 * a title template, and canonical, hreflang and Open Graph tags for the requested path (the proxy passes
 * it on). Pages override what they know better (see ../seo.ts pageMetadata).
 */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) return {}
  const [t, settings, requestHeaders] = await Promise.all([getTranslations({ locale }), getSiteSettings(locale).catch(() => null), headers()])
  const company = settings?.company_name || 'Qazaq Stroy'
  const title = settings?.seo.title || t('site-title')
  const description = settings?.seo.description || t('site-description')
  const metadata = pageMetadata({ locale, path: unprefixedPath(requestHeaders.get(PATHNAME_HEADER) ?? '/'), title, description })
  return {
    ...metadata,
    metadataBase: new URL(siteOrigin()),
    title: { default: title, template: `%s — ${company}` },
    applicationName: company,
    openGraph: { ...metadata.openGraph, siteName: company },
    formatDetection: { telephone: false },
  }
}

export default async function SiteLayout({ children, params }: Props) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  return <SiteDocument locale={locale}>{children}</SiteDocument>
}
