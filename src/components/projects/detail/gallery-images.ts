import type { PublicMedia } from '@/services/media'
import type { GalleryImage } from '@/components/gallery/Gallery'
import { ownMediaPath } from '@/components/media/own-media-path'

/** Gallery pictures from the store: the large size for the lead photo and lightbox, the card size for thumbnails. */
export const galleryImages = (media: PublicMedia[]): GalleryImage[] =>
  media.map((m) => {
    const large = m.sizes.hero ?? { url: m.url, width: m.width, height: m.height }
    const thumb = m.sizes.card ?? large
    return { id: m.id, src: ownMediaPath(large.url), thumb: ownMediaPath(thumb.url), width: large.width ?? 1600, height: large.height ?? 1000, alt: m.alt }
  })
