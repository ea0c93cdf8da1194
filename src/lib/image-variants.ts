import { createHash } from 'node:crypto'

import sharp from 'sharp'

import { IMAGE_QUALITY, IMAGE_WIDTHS } from './image-widths'

export type ImageFormat = 'avif' | 'webp'
export const IMAGE_FORMATS: readonly ImageFormat[] = ['avif', 'webp']
export type ImageVariant = { width: number; format: ImageFormat; data: Buffer }

/** Images sharp can resize; a vector image is served as it is (the loader leaves it out). */
export const hasVariants = (mimeType: string | null | undefined): boolean => !!mimeType && mimeType.startsWith('image/') && mimeType !== 'image/svg+xml'

/** The browser's choice: AVIF when it says it takes it (every current browser), else WebP. */
export const formatFor = (accept: string | null): ImageFormat => (accept?.includes('image/avif') ? 'avif' : 'webp')

/**
 * One width in one format, encoded as Next's optimizer would (src/lib/image-widths.ts): rotated by its
 * EXIF orientation, never enlarged (a width above the image's own is the image at its own width), AVIF at
 * round(q * 50 / 80) with effort 3, WebP at q.
 */
export async function encodeVariant(source: Buffer, width: number, format: ImageFormat): Promise<Buffer> {
  const image = sharp(source).rotate().resize(width, undefined, { withoutEnlargement: true })
  return format === 'avif' ? image.avif({ quality: Math.max(Math.round(IMAGE_QUALITY * (50 / 80)), 1), effort: 3 }).toBuffer() : image.webp({ quality: IMAGE_QUALITY }).toBuffer()
}

/**
 * Every width the site's srcsets can ask for, in both formats. The widths at or above the image's own are
 * one encoding at its own width (as /_next/image answered them), so a 600 px logo costs 6 encodings, not 11.
 */
export async function encodeImageVariants(source: Buffer): Promise<ImageVariant[]> {
  const { width: ownWidth = Infinity } = await sharp(source).metadata()
  const variants: ImageVariant[] = []
  for (const format of IMAGE_FORMATS) {
    let atOwnWidth: Buffer | null = null
    for (const width of IMAGE_WIDTHS) {
      const data = width < ownWidth ? await encodeVariant(source, width, format) : (atOwnWidth ??= await encodeVariant(source, width, format))
      variants.push({ width, format, data })
    }
  }
  return variants
}

/**
 * A file name that names its bytes: "cover.jpg" becomes "cover-3f9a12bc.jpg". The variants are served as
 * immutable (cached for a year by browsers and CDNs), so a name must never come back with other bytes,
 * which Payload allows once the first file is deleted.
 */
export function nameWithContentHash(name: string, data: Buffer): string {
  const hash = createHash('sha256').update(data).digest('hex').slice(0, 8)
  const dot = name.lastIndexOf('.')
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, '']
  return stem.endsWith(`-${hash}`) ? name : `${stem}-${hash}${extension}`
}
