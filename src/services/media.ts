import 'server-only'

import type { Media } from '../payload-types'

/** The public shape of an image or file: URLs of the original and of each generated size. */
export type PublicMedia = {
  id: number
  url: string
  alt: string
  width: number | null
  height: number | null
  mime_type: string | null
  sizes: Record<string, { url: string; width: number | null; height: number | null }>
}

/** Accepts a populated upload (depth >= 1); an unpopulated id or null gives null. */
export function publicMedia(value: number | Media | null | undefined): PublicMedia | null {
  if (!value || typeof value !== 'object' || !value.url) return null
  const sizes: PublicMedia['sizes'] = {}
  for (const [name, size] of Object.entries(value.sizes ?? {})) {
    if (size?.url) sizes[name] = { url: size.url, width: size.width ?? null, height: size.height ?? null }
  }
  return {
    id: value.id,
    url: value.url,
    alt: value.alt ?? '',
    width: value.width ?? null,
    height: value.height ?? null,
    mime_type: value.mimeType ?? null,
    sizes,
  }
}

export const publicGallery = (values: Array<number | Media> | null | undefined): PublicMedia[] => (values ?? []).map(publicMedia).filter((m): m is PublicMedia => m !== null)
