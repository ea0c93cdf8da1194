'use client'

import { hydrateOnIntent } from '@/components/ui/hydrate-on-intent'

/** A property's compare link: its code (it keeps the property in the favorites before opening the comparison) comes when a visitor reaches for it; a click before is kept. */
export const CompareLinkOnIntent = hydrateOnIntent(() => import('./CompareLink').then((module) => module.CompareLink))
