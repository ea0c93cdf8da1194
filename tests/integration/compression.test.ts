import { request } from 'node:http'
import zlib from 'node:zlib'

import { describe, expect, inject, it } from 'vitest'

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }

/** A GET with exactly the given Accept-Encoding, and the body as it came over the wire. */
const get = (baseUrl: string, path: string, acceptEncoding?: string): Promise<Raw> =>
  new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'Accept-Language': 'ru-RU' }
    if (acceptEncoding !== undefined) headers['Accept-Encoding'] = acceptEncoding
    request(`${baseUrl}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }))
      response.on('error', reject)
    })
      .on('error', reject)
      .end()
  })

const decoded = ({ headers, body }: Raw): string => {
  const encoding = headers['content-encoding']
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString('utf8')
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString('utf8')
  return body.toString('utf8')
}

describe.each(inject('targets'))('compression on $name', ({ baseUrl }) => {
  it('sends pages as Brotli to browsers that accept it, else gzip, else as they are', async () => {
    const browser = await get(baseUrl, '/projects', 'gzip, deflate, br, zstd')
    const gzipOnly = await get(baseUrl, '/projects', 'gzip, deflate')
    const brotliRefused = await get(baseUrl, '/projects', 'br;q=0, gzip')
    const none = await get(baseUrl, '/projects')
    expect([browser.status, gzipOnly.status, brotliRefused.status, none.status]).toEqual([200, 200, 200, 200])
    expect(browser.headers['content-encoding']).toBe('br')
    expect(gzipOnly.headers['content-encoding']).toBe('gzip')
    expect(brotliRefused.headers['content-encoding']).toBe('gzip')
    expect(none.headers['content-encoding']).toBeUndefined()
    expect(browser.headers.vary).toMatch(/Accept-Encoding/i)
    // The whole streamed page arrives, and Brotli is the smaller.
    for (const page of [browser, gzipOnly, none]) expect(decoded(page)).toMatch(/<h1[^>]*>Проекты<\/h1>[\s\S]*<\/html>$/)
    expect(browser.body.length).toBeLessThan(gzipOnly.body.length)
  })

  it('sends the build scripts precompressed, identical to the files, cached for good', async () => {
    const html = decoded(await get(baseUrl, '/projects', 'gzip'))
    // Listed in the loader that starts them after the first paint (src/lib/scripts-after-first-paint.js).
    const scripts = [...html.matchAll(/"(\/_next\/static\/chunks\/[^"]+\.js)"/g)].map((match) => match[1])
    expect(scripts.length).toBeGreaterThan(3)
    for (const src of scripts.slice(0, 4)) {
      const brotli = await get(baseUrl, src, 'gzip, deflate, br')
      const plain = await get(baseUrl, src)
      expect(brotli.status).toBe(200)
      expect(brotli.headers['content-encoding']).toBe('br')
      expect(brotli.headers['content-type']).toMatch(/^application\/javascript/)
      expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(Number(brotli.headers['content-length'])).toBe(brotli.body.length)
      expect(decoded(brotli)).toBe(plain.body.toString('utf8'))
    }
    const missing = await get(baseUrl, '/_next/static/chunks/no-such-chunk.js', 'br')
    expect(missing.status).toBe(404)
    // A malformed address is Next's to answer, and the server lives on.
    const malformed = await get(baseUrl, '/_next/static/chunks/%E0%A4%A.js', 'br')
    expect(malformed.status).toBeGreaterThanOrEqual(400)
    expect(malformed.status).toBeLessThan(500)
    expect((await get(baseUrl, scripts[0], 'br')).status).toBe(200)
  })

  it('compresses API answers too', async () => {
    const answer = await get(baseUrl, '/api/complexes', 'br')
    expect(answer.status).toBe(200)
    expect(answer.headers['content-encoding']).toBe('br')
    expect(JSON.parse(decoded(answer)).data.length).toBeGreaterThan(0)
  })
})
