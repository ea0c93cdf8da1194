import type { PublicMedia } from '@/services/media'
import { ownMediaPath } from './own-media-path'

/** An image as next/image (or OptimizedImage) takes it: a site path and its intrinsic size. */
export type Picture = { src: string; width: number; height: number }

/**
 * One generated size of a stored image (`card`, `hero`, `thumbnail`…), else the original, as a Picture;
 * null without an image. `fallback`: the size to assume when the store does not know it.
 */
export function mediaPicture(media: PublicMedia | null | undefined, size: string, fallback = { width: 800, height: 600 }): Picture | null {
  const chosen = media?.sizes[size] ?? media
  return chosen?.url ? { src: ownMediaPath(chosen.url), width: chosen.width ?? fallback.width, height: chosen.height ?? fallback.height } : null
}
