import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { encodeImageVariantsCached } from './image-variant-store'
import { encodeImageVariants, formatFor, hasVariants, nameWithContentHash } from './image-variants'
import { IMAGE_WIDTHS } from './image-widths'

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#7a8b9c' } })
    .jpeg()
    .toBuffer()

describe('image variants', () => {
  it('makes every srcset width in AVIF and WebP, never wider than the image itself', async () => {
    const variants = await encodeImageVariants(await photo(300, 200))
    expect(variants).toHaveLength(IMAGE_WIDTHS.length * 2)
    for (const { width, format, data } of variants) {
      const meta = await sharp(data).metadata()
      expect(meta.format).toBe(format === 'avif' ? 'heif' : 'webp')
      expect(meta.width).toBe(Math.min(width, 300))
      expect(meta.height).toBe(Math.round((Math.min(width, 300) * 200) / 300))
    }
    // The widths above its own are one encoding, not one each.
    const above = variants.filter((v) => v.format === 'webp' && v.width >= 300)
    expect(new Set(above.map((v) => v.data)).size).toBe(1)
  })

  it('keeps the demo pictures by content, so a second seed does not encode again', async () => {
    const cache = await fs.mkdtemp(path.join(os.tmpdir(), 'variants-'))
    const source = await photo(120, 80)
    const first = await encodeImageVariantsCached(source, cache)
    const folders = await fs.readdir(cache)
    expect(folders).toHaveLength(1)
    expect((await fs.readdir(path.join(cache, folders[0]))).sort()).toHaveLength(IMAGE_WIDTHS.length * 2)
    // A marker in the cache comes back: the second call read the files.
    await fs.writeFile(path.join(cache, folders[0], '64.webp'), 'cached')
    const second = await encodeImageVariantsCached(source, cache)
    expect(second.find((v) => v.width === 64 && v.format === 'webp')?.data.toString()).toBe('cached')
    expect(second.map(({ width, format }) => `${width}.${format}`)).toEqual(first.map(({ width, format }) => `${width}.${format}`))
    await fs.rm(cache, { recursive: true, force: true })
  })

  it('names an upload by its content, once', () => {
    const data = Buffer.from('bytes')
    const named = nameWithContentHash('cover.jpg', data)
    expect(named).toMatch(/^cover-[0-9a-f]{8}\.jpg$/)
    expect(nameWithContentHash(named, data)).toBe(named)
    expect(nameWithContentHash('cover.jpg', Buffer.from('other'))).not.toBe(named)
    expect(nameWithContentHash('README', data)).toMatch(/^README-[0-9a-f]{8}$/)
  })

  it('chooses AVIF when the browser takes it, and leaves vector images alone', () => {
    expect(formatFor('image/avif,image/webp,image/apng,*/*;q=0.8')).toBe('avif')
    expect(formatFor('image/webp,*/*')).toBe('webp')
    expect(formatFor(null)).toBe('webp')
    expect(hasVariants('image/jpeg')).toBe(true)
    expect(hasVariants('image/svg+xml')).toBe(false)
    expect(hasVariants('application/pdf')).toBe(false)
  })
})
