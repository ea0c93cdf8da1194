import { fileURLToPath } from 'node:url'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // `npm run typecheck` (the first step of `npm test`, hence of CI) checks the types of the whole tree; the
  // build does not check them again (16 s of each build here, and of a fresh clone's first `npm start`).
  typescript: { ignoreBuildErrors: true },
  // scripts/server.mjs compresses (Brotli, else gzip); Next's own compression knows only gzip.
  compress: false,
  reactStrictMode: true,
  // Loaded from node_modules at run time rather than bundled: pdfkit (the calculation PDF,
  // src/documents) and fontkit, whose parsed fonts the documents share with it, gain nothing from
  // bundling, and one copy of fontkit serves both; exceljs (the price list import, src/services) is large
  // and only an editor's upload loads it.
  serverExternalPackages: ['pdfkit', 'fontkit', 'exceljs'],
  // The proxy removes trailing slashes together with the other URL rules (one redirect, src/proxy.ts).
  skipTrailingSlashRedirect: true,
  images: {
    formats: ['image/avif', 'image/webp'],
    // One quality for every image (every <Image> and getImageProps call is coerced to the one allowed
    // value, so no component passes `quality`), chosen by measurement (`node scripts/measure-image-quality.mjs`,
    // README "Performance"): Next encodes AVIF at round(q * 50 / 80), so 50 was AVIF 31, and a gallery
    // thumbnail at 2x scored SSIM 0.969 (worst photo 0.953), a card 0.980. 75 (AVIF 47) is the lowest
    // quality with a mean SSIM of 0.985 or more on thumbnails (0.9855), cards (0.9912) and 1600 px photos
    // (0.9930), worst photo 0.979; it costs about 1.6x the bytes (a card 6.6 to 10.9 KB).
    qualities: [75],
    // Fewer widths than Next's 15: every responsive image lists each width in its srcset, twice per page
    // (the HTML and the RSC payload), and the home page's banners and cards made a sixth of its HTML of
    // them. Each width at most 1.5 times the one before, up to a 2x phone (828) and a wide screen (2560).
    deviceSizes: [640, 828, 1080, 1280, 1920, 2560],
    imageSizes: [64, 96, 128, 256, 384],
    localPatterns: [{ pathname: '/cms-api/media/file/**' }, { pathname: '/images/**' }],
    // Optimized images are cached by our handler: Next's own image cache is on disk only, which
    // `isrFlushToDisk: false` below turns off (src/lib/next-cache-handler.mjs).
    customCacheHandler: true,
  },
  cacheHandler: fileURLToPath(new URL('./src/lib/next-cache-handler.mjs', import.meta.url)),
  turbopack: {
    // UI strings reach next-intl already compiled (src/i18n/compiled-messages.ts), so it formats them
    // with use-intl's format-only runtime: no ICU parser in the browser bundles.
    resolveAlias: { 'use-intl/format-message': './node_modules/use-intl/dist/esm/production/format-message/format-only.js' },
  },
  // Payload's REST lives at /cms-api; the spec's public API owns /api.
  experimental: {
    // Keep the data cache (unstable_cache) in memory only. On disk it is shared by every server started
    // from this build (tests run SQLite and PostgreSQL side by side) and outlives restarts, while tag
    // expiry is per process: a server would serve another database's or a previous run's data.
    isrFlushToDisk: false,
    // Unmatched URLs get app/global-not-found.tsx, rendered on the server with status 404 (a notFound()
    // thrown under the dynamic [locale] root layout is only rendered in the browser).
    globalNotFound: true,
    // The site's styles in three shared files (98 KB, 21 KB with Brotli) that every page links, so a
    // visitor's later pages find them cached: a request here is charged as much as 1 MB of CSS. Turbopack's
    // default cost (100 KB) made 13-15 files per page; every request pays its headers (about 2 KB here).
    cssChunking: { type: 'graph', requestCost: 1_000_000 },
    // Styles as files, not inlined in the HTML (`inlineCss`): inlined, every page's HTML carried its CSS
    // twice, in a <style> and again in the RSC payload (React renders that element, so hydration needs its
    // text): 95 KB of the home page's 278 KB, parsed before the first paint and on every client navigation.
    // As files the first paint waits for one round trip more (Lighthouse: 0.85 to 1.2 s), and the blocking
    // time halves: performance 0.98-1 on every audited page against 0.91-0.99 (README, "Performance").
    inlineCss: false,
  },
}

const config = withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })

/**
 * withPayload asks every response for the colour-scheme client hint (Accept-CH + Critical-CH, for the
 * admin's theme). Critical-CH makes Chrome repeat the first request of every visit to send the hint: a
 * full extra round trip on the site. Only the admin needs it.
 */
const payloadHeaders = config.headers
/** The admin and its REST API are no page for search engines, whatever a link to them says. */
const NOINDEX = [{ key: 'X-Robots-Tag', value: 'noindex, nofollow' }]
config.headers = async () => [
  ...((await payloadHeaders?.()) ?? []).map((rule) =>
    rule.source === '/:path*' && rule.headers.some((header) => header.key === 'Critical-CH') ? { ...rule, source: '/admin/:path*' } : rule,
  ),
  { source: '/admin', headers: NOINDEX },
  { source: '/admin/:path*', headers: NOINDEX },
  { source: '/cms-api/:path*', headers: NOINDEX },
]

export default config
