import type { Metadata, Viewport } from 'next'
import { notFound } from 'next/navigation'
import { hasLocale } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { PreviewBar } from '@/components/preview/PreviewBar'
import type { Locale } from '@/i18n/locales'
import { routing } from '@/i18n/routing'
import { serverConfig } from '@/lib/config'
import { siteOrigin } from '@/lib/site-origin'
import { tagPage } from '@/services/cache'
import { isPreview } from '../preview'
import { siteIdentity } from '../seo'
import { SiteDocument } from '../site-document'
import '../globals.css'

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

export const viewport: Viewport = { themeColor: '#ffffff', width: 'device-width', initialScale: 1 }

/**
 * Defaults for every page: title and description from the store (site settings, else the UI strings),
 * a title template and the site name. Each page adds its canonical, hreflang and Open Graph tags from
 * its own path (../seo.ts pageMetadata): pages are cached, so nothing here may read the request.
 */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) return {}
  const { company, title, description } = await siteIdentity(locale)
  return {
    metadataBase: new URL(siteOrigin()),
    title: { default: title, template: `%s — ${company}` },
    description,
    applicationName: company,
    openGraph: { siteName: company, title, description },
    formatDetection: { telephone: false },
  }
}

export default async function SiteLayout({ children, params }: Props) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  await tagPage()
  // One line per render when asked (npm run bench:pages counts renders: a save must cause one, not one per request).
  if (serverConfig.pageRenderLog()) console.log(`[render] [locale] /${locale}`)
  return (
    <SiteDocument locale={locale} notice={(await isPreview()) ? <EditorPreviewBar locale={locale} /> : null}>
      {children}
    </SiteDocument>
  )
}

/** The bar of an editor's draft preview, in the page's language. */
async function EditorPreviewBar({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale })
  return <PreviewBar notice={t('preview-notice')} exit={t('preview-exit')} />
}
