import { imageVariantStore, isMediaFileName } from '@/lib/image-variant-store'
import { encodeVariant, formatFor } from '@/lib/image-variants'
import { IMAGE_WIDTHS } from '@/lib/image-widths'

export const dynamic = 'force-dynamic'

type Params = { params: Promise<{ width: string; file: string }> }

/** A name is never given other bytes (hooks/image-variants.ts), so a variant never changes. */
const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * A media image at one of the site's widths (src/lib/image-loader.ts), AVIF or WebP as the browser
 * accepts: a file made at upload, read and sent. A variant never made (an image uploaded before variants
 * existed, or whose encoding failed) is encoded here once from the original and kept.
 */
export async function GET(request: Request, { params }: Params): Promise<Response> {
  const { width: widthText, file } = await params
  const width = Number(widthText)
  if (!IMAGE_WIDTHS.includes(width) || String(width) !== widthText || !isMediaFileName(file)) return notFound()
  const format = formatFor(request.headers.get('accept'))
  const store = imageVariantStore()
  let data = await store.read(file, width, format)
  if (!data) {
    const original = await store.readOriginal(file)
    if (!original) return notFound()
    try {
      data = await encodeVariant(original, width, format)
    } catch {
      return notFound() // not an image sharp can read
    }
    await store.write(file, [{ width, format, data }])
  }
  return new Response(new Uint8Array(data), {
    headers: { 'Content-Type': `image/${format}`, 'Content-Length': String(data.length), 'Cache-Control': IMMUTABLE, Vary: 'Accept' },
  })
}

export const HEAD = GET

const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=60' } })
