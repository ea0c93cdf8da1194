import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // The proxy removes trailing slashes together with the other URL rules (one redirect, src/proxy.ts).
  skipTrailingSlashRedirect: true,
  images: {
    formats: ['image/avif', 'image/webp'],
    localPatterns: [{ pathname: '/cms-api/media/file/**' }, { pathname: '/images/**' }],
  },
  // Payload's REST lives at /cms-api; the spec's public API owns /api.
  experimental: {},
}

export default withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })
