import type { ImageLoaderProps } from 'next/image'

import { IMAGE_VARIANT_PATH } from './image-widths'

const OWN_MEDIA = /^\/cms-api\/media\/file\/([^/?#]+)$/

/**
 * next/image's loader (next.config.ts `images.loaderFile`): our media's responsive widths are files made
 * when the image was uploaded (src/lib/image-variants.ts), served at /img/<width>/<name>, so that no
 * visitor waits for an encoder. Vector images and anything else pass through unchanged.
 */
export default function imageLoader({ src, width }: ImageLoaderProps): string {
  const own = OWN_MEDIA.exec(src)
  if (!own || /\.svg$/i.test(own[1])) return src
  return `${IMAGE_VARIANT_PATH}/${width}/${own[1]}`
}
