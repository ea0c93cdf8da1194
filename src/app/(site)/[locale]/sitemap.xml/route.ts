import { sitemapResponse } from '@/app/(site)/sitemap-and-policy'

export const dynamic = 'force-dynamic'

/** GET /kk/sitemap.xml, /en/sitemap.xml */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  return sitemapResponse((await params).locale)
}
