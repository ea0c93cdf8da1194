import { describe, expect, it } from 'vitest'

import { localMediaUrl } from './media-url'

describe('localMediaUrl', () => {
  it('keeps the path of the store’s own files', () => {
    expect(localMediaUrl('http://localhost:3000/cms-api/media/file/a-800x500.webp')).toBe('/cms-api/media/file/a-800x500.webp')
    expect(localMediaUrl('https://qazaqstroy.kz/cms-api/media/file/a.webp?x=1')).toBe('/cms-api/media/file/a.webp?x=1')
  })
  it('leaves relative and foreign URLs alone', () => {
    expect(localMediaUrl('/cms-api/media/file/a.webp')).toBe('/cms-api/media/file/a.webp')
    expect(localMediaUrl('https://cdn.example.com/a.webp')).toBe('https://cdn.example.com/a.webp')
  })
})
