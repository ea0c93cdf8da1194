'use client'

import { hydrateOnIntent } from '@/components/ui/hydrate-on-intent'

/** The projects list's filters: a plain GET form until a visitor reaches for it; its code then applies each choice without a page load (a choice made meanwhile included). */
export const ProjectFiltersOnIntent = hydrateOnIntent(() => import('./ProjectFilters').then((module) => module.ProjectFilters))
