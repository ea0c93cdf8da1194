import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { bumpContentGeneration } from '../../src/lib/content-generation.mjs'
import { cacheKey, createResponseCache, isFill, PAGE_CACHE_CONTROL, requestedLocale } from '../../src/lib/response-cache.mjs'

/**
 * The page answer cache in front of Next, against a stand-in for Next on loopback: one listener plays both
 * parts as scripts/server.mjs does (the cache's own requests are handed to the same listener in-process
 * and pass to "Next").
 */
type Answer = { status?: number; headers?: Record<string, string | string[]>; body?: string }

let origin: (req: http.IncomingMessage) => Answer
const originRequests: http.IncomingMessage[] = []
let server: http.Server
let baseUrl: string
let cache: ReturnType<typeof createResponseCache>

const page = (body: string, etag = `"${body.length}-${body.slice(0, 8)}"`): Answer => ({
  headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 's-maxage=31536000', etag, vary: 'rsc, Accept-Encoding' },
  body,
})

beforeAll(async () => {
  const listener: http.RequestListener = (req, res) => {
    if (isFill(req)) {
      originRequests.push(req)
      const answer = origin(req)
      if (answer.headers?.etag && req.headers['if-none-match'] === answer.headers.etag) {
        res.writeHead(304)
        return res.end()
      }
      // Like Next rendering: a little later.
      setTimeout(() => {
        res.writeHead(answer.status ?? 200, answer.headers ?? {})
        res.end(answer.body ?? '')
      }, 20)
      return
    }
    cache.serve(req, res).then((served) => {
      if (!served) {
        res.writeHead(599)
        res.end('passed')
      }
    })
  }
  server = http.createServer(listener)
  cache = createResponseCache({ dispatch: listener, ttlMs: 300, maxBytes: 400_000 })
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve))
  const { port } = server.address() as AddressInfo
  baseUrl = `http://localhost:${port}`
})

afterAll(() => new Promise((resolve) => server.close(resolve)))

beforeEach(() => {
  originRequests.length = 0
})

const get = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${baseUrl}${path}`, { headers: { 'accept-language': 'ru', ...headers }, redirect: 'manual' })
  return { status: response.status, headers: response.headers, body: await response.text() }
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('page answer cache', () => {
  it('asks Next once, then answers from memory with shareable headers, compressed once', async () => {
    origin = () => page('<h1>Projects</h1>'.repeat(200))
    const first = await get('/projects')
    const second = await get('/projects', { 'accept-encoding': 'br' })
    expect(originRequests).toHaveLength(1)
    expect(first.status).toBe(200)
    expect(second.body).toBe(first.body)
    expect(second.headers.get('cache-control')).toBe(PAGE_CACHE_CONTROL)
    expect(second.headers.get('vary')).toBe('rsc, Accept-Encoding')
    // What Next is asked carries the key's headers only: no visitor cookie, no compression.
    expect(originRequests[0].headers['accept-encoding']).toBe('identity')
    const raw = await new Promise<http.IncomingMessage>((resolve) => http.get(`${baseUrl}/projects`, { headers: { 'accept-encoding': 'br' } }, resolve))
    const chunks: Buffer[] = []
    for await (const chunk of raw) chunks.push(chunk)
    expect(raw.headers['content-encoding']).toBe('br')
    expect(zlib.brotliDecompressSync(Buffer.concat(chunks)).toString()).toBe(first.body)
  })

  it('answers a repeat visit with 304', async () => {
    origin = () => page('<p>etag</p>'.repeat(10), '"v1"')
    await get('/etag')
    const repeat = await get('/etag', { 'if-none-match': '"v1"' })
    expect(repeat.status).toBe(304)
  })

  it('after the time to live, serves the kept answer and asks Next again with its ETag', async () => {
    let version = 1
    origin = () => page(`<p>v${version}</p>`, `"v${version}"`)
    await get('/ttl')
    await sleep(350)
    expect((await get('/ttl')).body).toBe('<p>v1</p>')
    await sleep(50)
    expect(originRequests.at(-1)?.headers['if-none-match']).toBe('"v1"')
    version = 2
    await sleep(350)
    await get('/ttl')
    await sleep(60)
    expect((await get('/ttl')).body).toBe('<p>v2</p>')
  })

  it('after a save on this instance, waits for the new answer: 50 requests, one request to Next', async () => {
    let version = 1
    origin = () => page(`<p>saved ${version}</p>`)
    await get('/saved')
    version = 2
    bumpContentGeneration()
    originRequests.length = 0
    const answers = await Promise.all(Array.from({ length: 50 }, () => get('/saved')))
    expect(new Set(answers.map((a) => a.body))).toEqual(new Set(['<p>saved 2</p>']))
    expect(originRequests).toHaveLength(1)
  })

  it('passes redirects and per-request answers on as they came, without keeping them', async () => {
    origin = () => ({ status: 307, headers: { location: '/kk/projects', 'cache-control': 'private, no-store' } })
    const hop = await get('/hop')
    expect(hop.status).toBe(307)
    expect(hop.headers.get('location')).toBe('/kk/projects')
    expect(hop.headers.get('cache-control')).toBe('private, no-store')
    await get('/hop')
    expect(originRequests).toHaveLength(2)
  })

  it('sends a header Next set twice as a visitor of Next would receive it: one Location, repeats joined', async () => {
    origin = () => ({ status: 308, headers: { location: ['/properties/apartments/a-1', '/properties/apartments/a-1'], link: ['<a>; rel=x', '<b>; rel=y'] } })
    const moved = await get('/properties/storerooms/a-1')
    expect(moved.status).toBe(308)
    expect(moved.headers.get('location')).toBe('/properties/apartments/a-1')
    expect(moved.headers.get('link')).toBe('<a>; rel=x, <b>; rel=y')
  })

  it('leaves the API, the admin and Next assets to the caller', async () => {
    for (const path of ['/api/estates', '/cms-api/users', '/admin', '/_next/static/x.js']) expect((await get(path)).status).toBe(599)
    expect(originRequests).toHaveLength(0)
  })

  it('keeps main pages when a flood of made-up queries fills its own part', async () => {
    origin = () => page('x'.repeat(20_000))
    await get('/main-page')
    for (let i = 0; i < 40; i++) await get(`/main-page?junk=${i}`)
    originRequests.length = 0
    await get('/main-page')
    await sleep(50)
    // Still kept: at most a refresh with its ETag (the time to live has passed), never a new fill.
    expect(originRequests.every((req) => req.headers['if-none-match'])).toBe(true)
  })
})

describe('page answer cache keys', () => {
  const request = (url: string, headers: Record<string, string> = {}) => ({ method: 'GET', url, headers: { host: 'site.test', ...headers } }) as unknown as http.IncomingMessage

  it('picks the language the proxy would for paths without a prefix, and ignores it for prefixed ones', () => {
    expect(requestedLocale('i18n_redirected=kk', 'ru')).toBe('kk')
    expect(requestedLocale('', 'en-US,en;q=0.9,ru;q=0.8')).toBe('en')
    expect(requestedLocale('i18n_redirected=xx', 'de-DE')).toBe('ru')
    expect(cacheKey(request('/projects', { 'accept-language': 'kk-KZ' }))).not.toBe(cacheKey(request('/projects', { 'accept-language': 'ru-RU' })))
    expect(cacheKey(request('/kk/projects', { 'accept-language': 'kk-KZ' }))).toBe(cacheKey(request('/kk/projects', { 'accept-language': 'ru-RU', cookie: 'a=1' })))
  })

  it('gives the same language for a header it has seen before, and the cookie still wins over it', () => {
    for (let i = 0; i < 3; i++) {
      expect(requestedLocale('', 'kk-KZ,kk;q=0.9,ru;q=0.8')).toBe('kk')
      expect(requestedLocale('i18n_redirected=en', 'kk-KZ,kk;q=0.9,ru;q=0.8')).toBe('en')
      expect(requestedLocale('', 'de-DE,de;q=0.9')).toBe('ru')
      expect(requestedLocale('', '')).toBe('ru')
    }
  })

  it('tells search bots apart, and RSC requests', () => {
    expect(cacheKey(request('/x', { 'user-agent': 'Googlebot/2.1' }))).not.toBe(cacheKey(request('/x', { 'user-agent': 'Chrome/140' })))
    expect(cacheKey(request('/x', { rsc: '1' }))).not.toBe(cacheKey(request('/x')))
  })

  it('has no key for writes, ranges and authorised requests', () => {
    expect(cacheKey({ ...request('/x'), method: 'POST' } as http.IncomingMessage)).toBeNull()
    expect(cacheKey(request('/x', { range: 'bytes=0-10' }))).toBeNull()
    expect(cacheKey(request('/x', { authorization: 'JWT x' }))).toBeNull()
  })

  it("has none for an editor's draft preview, nor for its remains (the proxy ends it)", () => {
    expect(cacheKey(request('/x', { cookie: 'a=1; __prerender_bypass=abc; site-preview=1.x' }))).toBeNull()
    expect(cacheKey(request('/x', { cookie: 'site-preview=1.x' }))).toBeNull()
    expect(cacheKey(request('/x', { cookie: '__prerender_bypass=abc' }))).toBeNull()
    expect(cacheKey(request('/x', { cookie: 'my-site-preview=1' }))).not.toBeNull()
  })
})
