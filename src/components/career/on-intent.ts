'use client'

import { hydrateOnIntent } from '@/components/ui/hydrate-on-intent'

/** The job application form (a vacancy, the students' page): its code comes when a visitor reaches for it. */
export const ApplicationFormOnIntent = hydrateOnIntent(() => import('./ApplicationForm').then((module) => module.ApplicationForm))
