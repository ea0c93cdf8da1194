import fs from 'node:fs/promises'
import path from 'node:path'

import { sitemapXml } from '@/domain/sitemap-xml'
import { isLocale, type Locale } from '@/i18n/locales'
import { dataDir } from '@/lib/data-dir'
import { siteOrigin } from '@/lib/site-origin'
import { getSiteSettings } from '@/services/site-settings'
import { listSitemapEntries } from '@/services/sitemap'

/** Route handlers of the per-language documents: /sitemap.xml and /policy.pdf, /kk/..., /en/... */

const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })

export async function sitemapResponse(locale: string): Promise<Response> {
  if (!isLocale(locale)) return notFound()
  const xml = sitemapXml(await listSitemapEntries(), locale, siteOrigin())
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=0, s-maxage=300' } })
}

/** The privacy policy PDF of the language from the store (Russian when that language has none). */
export async function policyResponse(locale: string): Promise<Response> {
  if (!isLocale(locale)) return notFound()
  const candidates: Locale[] = locale === 'ru' ? ['ru'] : [locale, 'ru']
  for (const candidate of candidates) {
    const { policy } = await getSiteSettings(candidate)
    if (!policy) continue
    try {
      const file = await fs.readFile(path.join(dataDir(), 'media', path.basename(policy.filename)))
      return new Response(new Uint8Array(file), {
        headers: {
          'Content-Type': policy.mime_type,
          'Content-Disposition': 'inline; filename="policy.pdf"',
          'Cache-Control': 'public, max-age=0, s-maxage=300',
        },
      })
    } catch (error) {
      console.error(`[policy.pdf] ${policy.filename} is in the store but not in the media folder`, error)
    }
  }
  return notFound()
}
