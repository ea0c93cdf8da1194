import { describe, expect, it } from 'vitest'

import { ownMediaPath } from './own-media-path'

describe('ownMediaPath', () => {
  it('turns our absolute media URLs into site paths and leaves the rest alone', () => {
    expect(ownMediaPath('http://localhost:3310/cms-api/media/file/a-800x500.webp')).toBe('/cms-api/media/file/a-800x500.webp')
    expect(ownMediaPath('https://qazaq.kz/cms-api/media/file/a.webp')).toBe('/cms-api/media/file/a.webp')
    expect(ownMediaPath('/cms-api/media/file/a.webp')).toBe('/cms-api/media/file/a.webp')
    expect(ownMediaPath('https://cdn.example.com/a.webp')).toBe('https://cdn.example.com/a.webp')
  })
})
