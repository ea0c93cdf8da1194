import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  images: {
    formats: ['image/avif', 'image/webp'],
    localPatterns: [{ pathname: '/cms-api/media/file/**' }, { pathname: '/images/**' }],
  },
  // Payload's REST lives at /cms-api; the spec's public API owns /api.
  experimental: {
    // Keep the data cache (unstable_cache) in memory only. On disk it is shared by every server started
    // from this build (tests run SQLite and PostgreSQL side by side) and outlives restarts, while tag
    // expiry is per process: a server would serve another database's or a previous run's data.
    isrFlushToDisk: false,
  },
}

export default withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })
