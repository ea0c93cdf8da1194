import type { ImgHTMLAttributes } from 'react'

import imageLoader from '@/lib/image-loader'
import { IMAGE_DEVICE_SIZES, IMAGE_WIDTHS } from '@/lib/image-widths'
import { ownMediaPath } from './own-media-path'

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height' | 'sizes'> & {
  src: string
  width: number
  height: number
  /** The image's rendered width at each viewport, as for next/image; without it the srcset is 1x and 2x. */
  sizes?: string
  /** The page's largest paint: loaded eagerly and first. */
  preload?: boolean
}

/**
 * The responsive <img> next/image renders (the same srcset, sizes, lazy loading and attributes over the
 * widths made at upload, src/lib/image-loader.ts), without next/image's client component: for client
 * components (galleries, dialogs, favorites), where next/image cost about 4 KB of script (Brotli) on
 * every page that shows one (issue 35). Server components use OptimizedImage (next/image's getImageProps,
 * run on the server only); a unit test holds the srcset here to next/image's.
 */
export function ResponsiveImage({ src, width, height, sizes, preload = false, loading, fetchPriority, style, alt, ...rest }: Props) {
  const image = responsiveSources(ownMediaPath(src), width, sizes)
  return (
    // eslint-disable-next-line @next/next/no-img-element -- next/image's markup, without its script
    <img
      alt={alt}
      {...rest}
      loading={preload ? loading : (loading ?? 'lazy')}
      fetchPriority={preload ? 'high' : fetchPriority}
      width={width}
      height={height}
      decoding="async"
      style={{ color: 'transparent', ...style }}
      sizes={image.sizes}
      srcSet={image.srcSet}
      src={image.src}
    />
  )
}

/** next/image's choice of widths (next/dist/shared/lib/get-img-props.js, getWidths and generateImgAttrs). */
export function responsiveSources(src: string, width: number, sizes?: string): { src: string; srcSet: string; sizes?: string } {
  let widths: number[]
  let kind: 'w' | 'x' = 'w'
  if (sizes) {
    const percents = [...sizes.matchAll(/(^|\s)(1?\d?\d)vw/g)].map((match) => Number(match[2]))
    widths = percents.length ? IMAGE_WIDTHS.filter((w) => w >= IMAGE_DEVICE_SIZES[0] * Math.min(...percents) * 0.01) : [...IMAGE_WIDTHS]
  } else {
    kind = 'x'
    widths = [...new Set([width, width * 2].map((w) => IMAGE_WIDTHS.find((size) => size >= w) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]))]
  }
  return {
    sizes,
    srcSet: widths.map((w, i) => `${imageLoader({ src, width: w })} ${kind === 'w' ? w : i + 1}${kind}`).join(', '),
    src: imageLoader({ src, width: widths[widths.length - 1] }),
  }
}
