'use client'

import { hydrateOnIntent } from '@/components/ui/hydrate-on-intent'

/** The awards' list: the dialog's code comes when a visitor reaches for an award. */
export const AwardDialogOnIntent = hydrateOnIntent(() => import('./AwardDialog').then((module) => module.AwardDialog))
