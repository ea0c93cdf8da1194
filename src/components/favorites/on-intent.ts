'use client'

import { hydrateOnIntent } from '@/components/ui/hydrate-on-intent'

/** A property's favorite button: its mark is read from this browser, so its code comes once it is in view and the page is idle, or at once when a visitor reaches for it. */
export const FavoriteButtonWhenSeen = hydrateOnIntent(() => import('./FavoriteButton').then((module) => module.FavoriteButton), { whenSeen: true })
