'use client'

import { afterHydration } from '../ui/after-hydration'
import type { ConsultationTriggerProps } from './ConsultationTrigger'

/**
 * The consultation trigger, in a chunk of its own after the page has hydrated: it opens nothing before
 * its delay (seconds), so its rules and listeners need not weigh on the first load of the catalogue's
 * pages (1.4 KB Brotli each).
 */
export const ConsultationLoader = afterHydration<ConsultationTriggerProps>(() => import('./ConsultationTrigger').then((module) => module.ConsultationTrigger))
