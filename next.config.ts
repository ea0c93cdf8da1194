import { fileURLToPath } from 'node:url'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

import { IMAGE_DEVICE_SIZES, IMAGE_QUALITY, IMAGE_SIZES } from './src/lib/image-widths'

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
  // and only an editor's upload loads it. Payload's server packages (the list withPayload externalizes in
  // development, less those not installed here) likewise: bundling them took 41 of the build's 90 s of compiling
  // (2026-11-29, a fresh clone: 49 s without them) for no visitor's gain, since they run on the server only and
  // the pages come from the page cache; a fresh clone serves in 2 min 34 s instead of 3 min 22 s (issue 35).
  serverExternalPackages: ['pdfkit', 'fontkit', 'exceljs', 'payload', '@payloadcms/db-postgres', '@payloadcms/db-sqlite', '@payloadcms/drizzle', '@payloadcms/email-nodemailer'],
  // The proxy removes trailing slashes together with the other URL rules (one redirect, src/proxy.ts).
  skipTrailingSlashRedirect: true,
  images: {
    // Our media's widths are files made at upload (src/lib/image-loader.ts, src/lib/image-variants.ts),
    // so no visitor waits for an encoder; /_next/image is left with nothing to do.
    loader: 'custom',
    loaderFile: './src/lib/image-loader.ts',
    deviceSizes: IMAGE_DEVICE_SIZES,
    imageSizes: IMAGE_SIZES,
    qualities: [IMAGE_QUALITY],
  },
  cacheHandler: fileURLToPath(new URL('./src/lib/next-cache-handler.mjs', import.meta.url)),
  turbopack: {
    // UI strings reach next-intl already compiled (src/i18n/compiled-messages.ts), so it formats them
    // with use-intl's format-only runtime: no ICU parser in the browser bundles.
    resolveAlias: { 'use-intl/format-message': './node_modules/use-intl/dist/esm/production/format-message/format-only.js' },
  },
  // Payload's REST lives at /cms-api; the spec's public API owns /api.
  experimental: {
    // Turbopack's build cache (.next/cache) makes a rebuild compile in 31 s instead of 89 s here, and costs
    // 14 s to write: a build that no other follows (CI, the first `npm start`: scripts/start.mjs) skips it.
    turbopackFileSystemCacheForBuild: !process.env.CI && !process.env.ONE_OFF_BUILD,
    // No source maps: the browser's are off by default, and the server's (360 MB of .map files beside 90 MB
    // of code) were written at every build and read by nothing (the server runs without --enable-source-maps).
    turbopackSourceMaps: false,
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
