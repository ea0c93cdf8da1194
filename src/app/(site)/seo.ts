import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { languageAlternates, OG_LOCALES } from '@/domain/seo-links'
import { localizedPath } from '@/domain/routing-rules'
import type { Locale } from '@/i18n/locales'
import { getSiteSettings } from '@/services/site-settings'

/** The site's own name, title and description: from the store (site settings), else the UI strings. */
export async function siteIdentity(locale: Locale): Promise<{ company: string; title: string; description: string }> {
  const [t, settings] = await Promise.all([getTranslations({ locale }), getSiteSettings(locale).catch(() => null)])
  return {
    company: settings?.company_name || 'Qazaq Stroy',
    title: settings?.seo.title || t('site-title'),
    description: settings?.seo.description || t('site-description'),
  }
}

/**
 * Metadata of a page: its title and description (from the store), the canonical link, hreflang
 * alternates for the three languages plus x-default, and Open Graph tags. `path` is the page path
 * without the language prefix; `query` is kept in the canonical link only where it selects content
 * (e.g. rooms and page of a listing).
 */
export function pageMetadata({
  locale,
  path,
  title,
  description,
  query,
  image,
}: {
  locale: Locale
  path: string
  title?: string
  description?: string
  query?: string
  image?: string | null
}): Metadata {
  const canonical = `${localizedPath(locale, path)}${query ? `?${query}` : ''}`
  return {
    ...(title ? { title } : {}),
    ...(description ? { description } : {}),
    alternates: { canonical, languages: languageAlternates(path) },
    openGraph: {
      type: 'website',
      url: canonical,
      locale: OG_LOCALES[locale],
      ...(title ? { title } : {}),
      ...(description ? { description } : {}),
      ...(image ? { images: [{ url: image }] } : {}),
    },
  }
}
