'use client'

import { hydrateOnIntent } from '@/components/ui/hydrate-on-intent'

/** The banner carousel: it turns by itself (after its first interval), so its code comes once it is in view and the page is idle, or at once when a visitor reaches for it. */
export const BannerCarouselWhenSeen = hydrateOnIntent(() => import('./BannerCarousel').then((module) => module.BannerCarousel), { whenSeen: true })
