'use client'

import { hydrateOnIntent } from '@/components/ui/hydrate-on-intent'

/** The picker's tooltips: a hover nicety, whose code comes once the picture is in view and the page is idle. */
export const PickerTipsWhenSeen = hydrateOnIntent(() => import('./PickerTips').then((module) => module.PickerTips), { whenSeen: true })
