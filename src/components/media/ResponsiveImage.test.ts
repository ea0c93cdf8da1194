import { beforeAll, describe, expect, it } from 'vitest'

import imageLoader from '@/lib/image-loader'
import { IMAGE_DEVICE_SIZES, IMAGE_QUALITY, IMAGE_SIZES } from '@/lib/image-widths'
import { responsiveSources } from './ResponsiveImage'

type GetImageProps = (typeof import('next/image'))['getImageProps']
let getImageProps: GetImageProps

beforeAll(async () => {
  // next/image reads the site's image settings (next.config.ts `images`) from this value, which the build
  // inlines as an object (a real process.env would make it a string).
  /* eslint-disable no-restricted-syntax -- the build's inlined setting, not the server's configuration */
  const env = process.env
  process.env = { ...env, __NEXT_IMAGE_OPTS: { deviceSizes: IMAGE_DEVICE_SIZES, imageSizes: IMAGE_SIZES, qualities: [IMAGE_QUALITY], loader: 'custom' } as never }
  ;({ getImageProps } = await import('next/image'))
  process.env = env
  /* eslint-enable no-restricted-syntax */
})

describe('responsiveSources', () => {
  const cases: Array<{ width: number; sizes?: string }> = [
    { width: 1600, sizes: '(max-width: 960px) 100vw, 60vw' },
    { width: 1600, sizes: '(max-width: 960px) 25vw, 15vw' },
    { width: 1200, sizes: '(max-width: 959px) 4.5rem, 24rem' },
    { width: 900, sizes: '(max-width: 600px) 100vw, (max-width: 960px) 50vw, 25vw' },
    { width: 300 },
    { width: 2000 },
  ]

  it.each(cases)('lists the widths next/image lists ($width px, sizes $sizes)', ({ width, sizes }) => {
    const src = '/cms-api/media/file/plan-3f9a.webp'
    const { props } = getImageProps({ src, alt: '', width, height: 600, sizes, loader: imageLoader, quality: IMAGE_QUALITY })
    expect(props.srcSet).toMatch(/^\/img\/\d+\/plan-3f9a\.webp /)
    expect(responsiveSources(src, width, sizes)).toEqual({ src: props.src, srcSet: props.srcSet, sizes: props.sizes })
  })

  it('leaves a vector image at its address', () => {
    expect(responsiveSources('/cms-api/media/file/logo.svg', 120, '10rem').src).toBe('/cms-api/media/file/logo.svg')
  })
})
