import type { Metadata, Viewport } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { hasLocale, NextIntlClientProvider } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { ClientBehaviours } from '../../../client/ClientBehaviours'
import { fontClassNames } from '../../../components/fonts'
import { Footer } from '../../../components/footer/Footer'
import { Header } from '../../../components/header/Header'
import { JsonLd } from '../../../components/seo/JsonLd'
import { PATHNAME_HEADER } from '../../../domain/routing-rules'
import { unprefixedPath } from '../../../domain/seo-links'
import type { Locale } from '../../../i18n/locales'
import { routing } from '../../../i18n/routing'
import { buildInfo } from '../../../services/build-info'
import { getSiteSettings } from '../../../services/site-settings'
import { pageMetadata, siteOrigin } from '../seo'
import { loadShellModel } from '../shell-model'
import '../globals.css'

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

export const viewport: Viewport = { themeColor: '#ffffff', width: 'device-width', initialScale: 1 }

/**
 * Defaults for every page: title and description from the store (site settings, else the UI strings),
 * a title template, and canonical, hreflang and Open Graph tags for the requested path (the proxy passes
 * it on). Pages override what they know better.
 */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) return {}
  const [t, settings, requestHeaders] = await Promise.all([getTranslations({ locale }), getSiteSettings(locale).catch(() => null), headers()])
  const title = settings?.seo.title || t('site-title')
  const description = settings?.seo.description || t('site-description')
  const path = unprefixedPath(requestHeaders.get(PATHNAME_HEADER) ?? '/')
  const metadata = pageMetadata({ locale, path, title, description })
  return {
    ...metadata,
    metadataBase: new URL(siteOrigin()),
    title: { default: title, template: `%s — ${settings?.company_name || 'Qazaq Stroy'}` },
    applicationName: settings?.company_name || 'Qazaq Stroy',
    openGraph: { ...metadata.openGraph, siteName: settings?.company_name || 'Qazaq Stroy' },
    formatDetection: { telephone: false },
  }
}

export default async function SiteLayout({ children, params }: Props) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  const [t, model, settings] = await Promise.all([getTranslations(), loadShellModel(locale as Locale), getSiteSettings(locale).catch(() => null)])
  const origin = siteOrigin()
  return (
    <html lang={locale} className={fontClassNames}>
      <body>
        <NextIntlClientProvider>
          <a className="skip-link" href="#content">
            {t('skip-to-content')}
          </a>
          <Header model={model} />
          <div id="content" className="site-content" tabIndex={-1}>
            {children}
          </div>
          <Footer model={model} year={new Date().getFullYear()} />
          <ClientBehaviours buildId={buildInfo().id} />
        </NextIntlClientProvider>
        <JsonLd
          data={{
            '@context': 'https://schema.org',
            '@type': 'Organization',
            name: settings?.company_name || 'Qazaq Stroy',
            url: `${origin}${model.home === '/' ? '' : model.home}`,
            ...(model.contact.phone ? { telephone: model.contact.phone } : {}),
            ...(model.contact.salesEmail ? { email: model.contact.salesEmail } : {}),
            ...(model.contact.socials.length ? { sameAs: model.contact.socials.map((s) => s.url) } : {}),
          }}
        />
      </body>
    </html>
  )
}
