'use client'

import { hydrateOnIntent } from '@/components/ui/hydrate-on-intent'

/** A property's compare link: its code (it keeps the property in the favorites before opening the comparison) comes when a visitor reaches for it; a click before is kept. */
export const CompareLinkOnIntent = hydrateOnIntent(() => import('./CompareLink').then((module) => module.CompareLink))

/** The listing's filters: a plain GET form until a visitor reaches for it; its code then applies each change without a page load (a change made meanwhile included). */
export const ListingFiltersOnIntent = hydrateOnIntent(() => import('./ListingFilters').then((module) => module.ListingFilters))
