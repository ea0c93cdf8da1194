import { sitemapResponse } from '../(site)/sitemap-and-policy'

export const dynamic = 'force-dynamic'

/** GET /sitemap.xml: the Russian pages (Russian has no URL prefix). */
export const GET = () => sitemapResponse('ru')
