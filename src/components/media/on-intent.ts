'use client'

import { hydrateOnIntent } from '@/components/ui/hydrate-on-intent'

/** A video's preview and play button: the player's code comes when a visitor reaches for it (a click before is kept). */
export const VideoFacadeOnIntent = hydrateOnIntent(() => import('./VideoFacade').then((module) => module.VideoFacade))
