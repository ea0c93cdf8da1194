import type { PublicMedia } from '@/services/media'
import { ownMediaPath } from './own-media-path'

/** An image as next/image (or OptimizedImage) takes it: a site path and its intrinsic size. */
export type Picture = { src: string; width: number; height: number }

/**
 * A stored image as a Picture: the original's address, whose variants at every width the site asks for
 * were made from it at upload (src/lib/image-variants.ts), with the size of one of Payload's generated
 * sizes (`card`, `hero`, `thumbnail`…: the same picture scaled, so the same proportions), which sets the
 * widths of a srcset without `sizes` (1x and 2x). Else the original's size; null without an image.
 * `fallback`: the size to assume when the store does not know it.
 */
export function mediaPicture(media: PublicMedia | null | undefined, size: string, fallback = { width: 800, height: 600 }): Picture | null {
  if (!media?.url) return null
  const scaled = media.sizes[size]
  const chosen = scaled?.url && scaled.width ? scaled : media
  return { src: ownMediaPath(media.url), width: chosen.width ?? fallback.width, height: chosen.height ?? fallback.height }
}
