'use client'

import { hydrateOnIntent } from '@/components/ui/hydrate-on-intent'

/** The map's box: it downloads the live map as it nears the viewport, so its own code comes when it is in view and the page is idle. */
export const YandexMapWhenSeen = hydrateOnIntent(() => import('./YandexMap').then((module) => module.YandexMap), { whenSeen: true })
