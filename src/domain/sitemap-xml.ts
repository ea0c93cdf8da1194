import type { Locale } from './locales'
import { localizedPath } from './routing-rules'
import { languageAlternates } from './seo-links'

export type SitemapPage = { path: string; lastModified: string | null }

const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!)

/** An absolute URL with non-ASCII path characters percent-encoded, as sitemaps require. */
const absolute = (origin: string, path: string) => new URL(path, origin).href

/**
 * The sitemap of one language: every page in that language with its hreflang alternates (the three
 * languages and x-default) and its last-modified date.
 */
export function sitemapXml(pages: SitemapPage[], locale: Locale, origin: string): string {
  const urls = pages.map((page) => {
    const alternates = Object.entries(languageAlternates(page.path))
      .map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(absolute(origin, href))}"/>`)
      .join('')
    const lastmod = page.lastModified ? `<lastmod>${escapeXml(new Date(page.lastModified).toISOString())}</lastmod>` : ''
    return `<url><loc>${escapeXml(absolute(origin, localizedPath(locale, page.path)))}</loc>${lastmod}${alternates}</url>`
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}
