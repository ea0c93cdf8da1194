import type { PublicMedia } from '@/services/media'
import type { GalleryImage } from '@/components/gallery/Gallery'
import { mediaPicture } from '@/components/media/picture'

/** Gallery pictures from the store; each <img> asks for the width its place needs (its `sizes`). */
export const galleryImages = (media: PublicMedia[]): GalleryImage[] =>
  media.flatMap((m) => {
    const picture = mediaPicture(m, 'hero', { width: 1600, height: 1000 })
    return picture ? [{ id: m.id, ...picture, alt: m.alt }] : []
  })
