'use client'

import { hydrateOnIntent } from '@/components/ui/hydrate-on-intent'

/** The callback form as a page shows it (home, a project, a property, purchase methods, a promotion): its code comes when a visitor reaches for it. */
export const CallbackFormOnIntent = hydrateOnIntent(() => import('./CallbackForm').then((module) => module.CallbackForm))
