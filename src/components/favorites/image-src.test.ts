import { describe, expect, it } from 'vitest'

import { localImageSrc } from './image-src'

describe('local image paths for next/image', () => {
  it('turns our absolute media URLs into paths and leaves the rest', () => {
    expect(localImageSrc('http://localhost:3340/cms-api/media/file/plan-4-1-800x800.webp')).toBe('/cms-api/media/file/plan-4-1-800x800.webp')
    expect(localImageSrc('/cms-api/media/file/a.webp?v=2')).toBe('/cms-api/media/file/a.webp?v=2')
    expect(localImageSrc('/images/x.png')).toBe('/images/x.png')
  })
})
