'use client'

import { hydrateOnIntent } from '@/components/ui/hydrate-on-intent'

/** A promotion's countdown: it ticks by itself from the server's figure, so its code comes once it is in view and the page is idle. */
export const CountdownWhenSeen = hydrateOnIntent(() => import('./Countdown').then((module) => module.Countdown), { whenSeen: true })
