'use client'

import { afterHydration } from '../ui/after-hydration'
import type { ConsentBannerProps } from './ConsentBanner'

/**
 * The consent banner, in a chunk of its own after the page has hydrated: imported plainly (or with
 * next/dynamic from the server layout), it went into the layout's shared chunk, which every page of a site
 * without analytics would carry too (+1.2 KB Brotli each, tests/integration/script-weight.test.ts). The
 * banner shows nothing before the visitor's cookie is read anyway.
 */
export const ConsentLoader = afterHydration<ConsentBannerProps>(() => import('./ConsentBanner').then((module) => module.ConsentBanner))
