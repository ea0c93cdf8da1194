'use client'

import { hydrateOnIntent } from '@/components/ui/hydrate-on-intent'

/** A property's favorite button: its mark is read from this browser, so its code comes once it is in view and the page is idle, or at once when a visitor reaches for it. */
export const FavoriteButtonWhenSeen = hydrateOnIntent(() => import('./FavoriteButton').then((module) => module.FavoriteButton), { whenSeen: true })

/** The /favorites list: the saved estates are read from this browser, so its code comes once the page is idle (the list is in view from the start). */
export const FavoritesListWhenSeen = hydrateOnIntent(() => import('./FavoritesList').then((module) => module.FavoritesList), { whenSeen: true })

/** The comparison's parts. When seen: the shared selection's notice and the move from the saved favorites to `?ids=` (read from this browser), and the table's "only differences" switch (it wraps the table, whose favorite buttons wait for it to run). On intent: "share" and "copy link". */
export const SharedSelectionWhenSeen = hydrateOnIntent(() => import('./SharedSelection').then((module) => module.SharedSelection), { whenSeen: true })
export const CompareFromFavoritesWhenSeen = hydrateOnIntent(() => import('./CompareFromFavorites').then((module) => module.CompareFromFavorites), { whenSeen: true })
export const CompareShareOnIntent = hydrateOnIntent(() => import('./CompareShare').then((module) => module.CompareShare))
export const CompareViewWhenSeen = hydrateOnIntent(() => import('./CompareView').then((module) => module.CompareView), { whenSeen: true })
