import { getImageProps, type ImageProps } from 'next/image'
import { preload as preloadResource } from 'react-dom'

/**
 * next/image's optimized <img> (srcset and sizes over /_next/image, lazy loading, width and height) for
 * server components, without next/image's client component: no image code in the page's JavaScript and
 * nothing to hydrate per image (a listing shows a dozen). `preload` hints the image in the document head
 * and fetches it first, as next/image's own preload does: for the page's largest paint.
 */
export function OptimizedImage({ preload = false, ...image }: Omit<ImageProps, 'priority' | 'onLoad' | 'onError' | 'placeholder'>) {
  const { props } = getImageProps({ ...image, preload, fetchPriority: preload ? 'high' : image.fetchPriority })
  if (preload) preloadResource(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high' })
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own props, alt included
  return <img {...props} />
}
