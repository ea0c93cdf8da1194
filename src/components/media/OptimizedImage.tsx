import { getImageProps, type ImageProps } from 'next/image'

import { ownMediaPath } from './own-media-path'

/**
 * next/image's optimized <img> (srcset and sizes over the variants made at upload, src/lib/image-loader.ts; lazy loading, width and height) for
 * server components, without next/image's client component: no image code in the page's JavaScript and
 * nothing to hydrate per image (a listing shows a dozen). `preload` loads the image first, eagerly and
 * with a high fetch priority, for the page's largest paint: the browser's preload scanner finds it in
 * the HTML at once. No separate preload hint: pages are static, so a link to a page in view prefetches
 * its whole payload, and a hint there (ReactDOM.preload, or a <link> React hoists) would download every
 * linked page's largest image. Our media's absolute URLs become site paths here, for every caller
 * (next/image refuses them as remote: the bank logos were broken images).
 */
export function OptimizedImage({ preload = false, ...image }: Omit<ImageProps, 'priority' | 'onLoad' | 'onError' | 'placeholder'>) {
  const src = typeof image.src === 'string' ? ownMediaPath(image.src) : image.src
  const { props } = getImageProps({ ...image, src, preload, fetchPriority: preload ? 'high' : image.fetchPriority })
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own props, alt included
  return <img {...props} />
}
