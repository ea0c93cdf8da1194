import { describe, expect, it } from 'vitest'

import imageLoader from './image-loader'

describe('imageLoader', () => {
  it('sends our media to its variant of the asked width', () => {
    expect(imageLoader({ src: '/cms-api/media/file/cover-3f9a12bc.webp', width: 828 })).toBe('/img/828/cover-3f9a12bc.webp')
    expect(imageLoader({ src: '/cms-api/media/file/%D0%BF%D0%BB%D0%B0%D0%BD.webp', width: 64, quality: 75 })).toBe('/img/64/%D0%BF%D0%BB%D0%B0%D0%BD.webp')
  })

  it('leaves vector images and other addresses as they are', () => {
    expect(imageLoader({ src: '/cms-api/media/file/logo.svg', width: 128 })).toBe('/cms-api/media/file/logo.svg')
    expect(imageLoader({ src: '/icon.svg', width: 64 })).toBe('/icon.svg')
  })
})
