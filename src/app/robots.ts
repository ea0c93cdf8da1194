import type { MetadataRoute } from 'next'

import { siteOrigin } from '../lib/site-origin'

export const dynamic = 'force-dynamic'

/** robots.txt: the site is open to crawlers except the APIs, the admin and the UI test page. */
export default function robots(): MetadataRoute.Robots {
  const origin = siteOrigin()
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', '/cms-api/', '/admin', '/test-ui', '/kk/test-ui', '/en/test-ui'] }],
    sitemap: [`${origin}/sitemap.xml`, `${origin}/kk/sitemap.xml`, `${origin}/en/sitemap.xml`],
  }
}
