'use client'

import { hydrateOnIntent } from '@/components/ui/hydrate-on-intent'

/** A promotion's countdown: it ticks by itself from the server's figure, so its code comes once it is in view and the page is idle. */
export const CountdownWhenSeen = hydrateOnIntent(() => import('./Countdown').then((module) => module.Countdown), { whenSeen: true })

/** The news subscription form: its code comes when a visitor reaches for it (typed text is taken over, an early submission held). */
export const SubscribeFormOnIntent = hydrateOnIntent(() => import('./SubscribeForm').then((module) => module.SubscribeForm))
