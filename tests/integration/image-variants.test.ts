import fs from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'
import { describe, expect, inject, it } from 'vitest'

import { cms, staffToken } from './staff-session'

const WIDTHS = [64, 96, 128, 256, 384, 640, 828, 1080, 1280, 1920, 2560]
const AVIF_FIRST = 'image/avif,image/webp,image/apng,*/*;q=0.8'

/**
 * Images that are there at once (issue 32, item 4): every width a srcset lists is a file made when the
 * image was uploaded (or seeded), in AVIF and WebP, sent with a year of immutable caching; replacing or
 * deleting the image takes its variants away; an image without them gets each made on its first request.
 */
describe.each(inject('targets'))('image variants on $name', ({ baseUrl, dataDir }) => {
  const variantsOf = (file: string) => path.join(dataDir, 'media-variants', file)
  const image = async (target: string, accept = AVIF_FIRST, method = 'GET') => {
    const started = performance.now()
    const response = await fetch(`${baseUrl}${target}`, { method, headers: { Accept: accept } })
    const body = Buffer.from(await response.arrayBuffer())
    return { status: response.status, headers: response.headers, body, ms: performance.now() - started }
  }
  const upload = async (method: 'POST' | 'PATCH', target: string, width: number, height: number, name: string) => {
    const jpeg = await sharp({ create: { width, height, channels: 3, background: '#4b6a88' } })
      .jpeg()
      .toBuffer()
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), name)
    form.append('_payload', JSON.stringify({ alt: 'Фасад для проверки' }))
    const response = await fetch(`${baseUrl}/cms-api${target}`, { method, headers: { Authorization: `JWT ${await staffToken(baseUrl)}` }, body: form })
    expect(response.status, await response.clone().text()).toBeLessThan(300)
    return (await response.json()).doc as { id: number; filename: string }
  }

  it("serves a page's images from files made when the store was seeded, in the format the browser takes", async () => {
    const html = await (await fetch(`${baseUrl}/projects`)).text()
    const file = html.match(/\/img\/640\/([^"\s,]+)/)?.[1]
    expect(file, 'a card image on /projects').toBeTruthy()
    const onDisk = fs.readFileSync(path.join(variantsOf(file!), '640.avif'))
    const avif = await image(`/img/640/${file}`)
    expect(avif.status).toBe(200)
    expect(avif.headers.get('content-type')).toBe('image/avif')
    expect(avif.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(avif.headers.get('vary')).toMatch(/\bAccept\b/)
    expect(avif.body.equals(onDisk)).toBe(true)
    const webp = await image(`/img/640/${file}`, 'image/webp,*/*')
    expect(webp.headers.get('content-type')).toBe('image/webp')
    expect((await sharp(webp.body).metadata()).width).toBe(640)
    const head = await image(`/img/640/${file}`, AVIF_FIRST, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.headers.get('content-type')).toBe('image/avif')
    expect(head.body.length).toBe(0)
    console.info(`[image-variants] never-requested variant: ${Math.round(avif.ms)} ms to the whole image (${avif.body.length} bytes)`)
    for (const target of [`/img/641/${file}`, `/img/0640/${file}`, '/img/640/no-such-file.webp', '/img/640/.hidden']) expect((await image(target)).status, target).toBe(404)
  })

  it('makes every width of an upload in both formats, and a replacement or a deletion takes them away', async () => {
    const doc = await upload('POST', '/media', 900, 600, `фасад-${Date.now()}.jpg`)
    // The name carries its content's hash: a name never gets other bytes, so the variants may be immutable.
    expect(doc.filename).toMatch(/-[0-9a-f]{8}\.webp$/)
    expect(fs.readdirSync(variantsOf(doc.filename)).sort()).toEqual(WIDTHS.flatMap((w) => [`${w}.avif`, `${w}.webp`]).sort())
    expect((await sharp((await image(`/img/640/${encodeURIComponent(doc.filename)}`)).body).metadata()).width).toBe(640)
    // Wider than the image: the image at its own width, never enlarged.
    expect((await sharp((await image(`/img/1920/${encodeURIComponent(doc.filename)}`)).body).metadata()).width).toBe(900)

    const replaced = await upload('PATCH', `/media/${doc.id}`, 1200, 800, `фасад-новый-${Date.now()}.jpg`)
    expect(replaced.filename).not.toBe(doc.filename)
    expect(fs.existsSync(variantsOf(doc.filename))).toBe(false)
    expect((await image(`/img/640/${encodeURIComponent(doc.filename)}`)).status).toBe(404)
    expect((await sharp((await image(`/img/2560/${encodeURIComponent(replaced.filename)}`)).body).metadata()).width).toBe(1200)

    await cms(baseUrl, 'DELETE', `/media/${doc.id}`)
    expect(fs.existsSync(variantsOf(replaced.filename))).toBe(false)
    expect((await image(`/img/640/${encodeURIComponent(replaced.filename)}`)).status).toBe(404)
  })

  it('makes a missing variant (an image uploaded before variants existed) on its first request, and keeps it', async () => {
    const doc = await upload('POST', '/media', 500, 500, `older-${Date.now()}.jpg`)
    fs.rmSync(variantsOf(doc.filename), { recursive: true })
    const first = await image(`/img/256/${encodeURIComponent(doc.filename)}`)
    expect(first.status).toBe(200)
    expect(first.headers.get('content-type')).toBe('image/avif')
    expect(fs.readFileSync(path.join(variantsOf(doc.filename), '256.avif')).equals(first.body)).toBe(true)
    await cms(baseUrl, 'DELETE', `/media/${doc.id}`)
  })
})
