'use client'

import { hydrateOnIntent } from '@/components/ui/hydrate-on-intent'

/** A gallery and a row of photo thumbnails: the lightbox's code comes when a visitor reaches for them (a click before opens it once it runs). */
export const GalleryOnIntent = hydrateOnIntent(() => import('./Gallery').then((module) => module.Gallery))
export const PhotoThumbsOnIntent = hydrateOnIntent(() => import('./PhotoThumbs').then((module) => module.PhotoThumbs))
