'use client'

import { useEffect, useState, type ComponentType } from 'react'

import type { ConsentBannerProps } from './ConsentBanner'

/**
 * Brings the consent banner's code in a chunk of its own, after the page has loaded: imported plainly (or with
 * next/dynamic from the server layout), it went into the layout's shared chunk, which every page of a site
 * without analytics would carry too (+1.2 KB Brotli each, tests/integration/script-weight.test.ts). The banner
 * shows nothing before the visitor's cookie is read anyway. A failed download (offline) means no banner and no
 * analytics, never an error.
 */
export function ConsentLoader(props: ConsentBannerProps) {
  const [Banner, setBanner] = useState<ComponentType<ConsentBannerProps> | null>(null)
  useEffect(() => {
    import('./ConsentBanner').then(
      (module) => setBanner(() => module.ConsentBanner),
      () => undefined,
    )
  }, [])
  return Banner ? <Banner {...props} /> : null
}
