import { createHash } from 'node:crypto'
import http from 'node:http'

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { startServer, type RunningServer } from '../support/server'
import { cms } from './staff-session'

/**
 * Security headers on every kind of answer (issue 15): pages (rendered, from the answer cache, 304s,
 * 404s), the API, Payload's REST and admin, build files and the server's early answers; and every inline
 * script a page runs is allowed by a hash in that answer's own policy, so no script of a cached page is
 * blocked and no other inline script runs.
 */
const BROWSER = { 'Accept-Language': 'ru-RU,ru;q=0.9', 'Accept-Encoding': 'br, gzip', 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36' }

type Answer = { status: number; headers: Headers; body: string }

async function get(baseUrl: string, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  const response = await fetch(`${baseUrl}${path}`, { method, headers: { ...BROWSER, ...headers }, redirect: 'manual' })
  return { status: response.status, headers: response.headers, body: await response.text() }
}

/** A request sent as it is (fetch would resolve a dot segment itself). */
function raw(baseUrl: string, path: string): Promise<{ status: number; headers: http.IncomingHttpHeaders }> {
  const url = new URL(baseUrl)
  return new Promise((resolve, reject) => {
    http
      .get({ host: url.hostname, port: url.port, path }, (response) => {
        response.resume()
        resolve({ status: response.statusCode ?? 0, headers: response.headers })
      })
      .on('error', reject)
  })
}

const directives = (policy: string | null) =>
  Object.fromEntries(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  )

/** The inline scripts a browser runs (no src; no type or a JavaScript one), by the test's own reading of the HTML. */
function executedInlineScripts(html: string): string[] {
  const scripts: string[] = []
  for (const match of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1]
    if (/\ssrc=/i.test(attributes)) continue
    const type = /\stype="([^"]*)"/i.exec(attributes)?.[1]
    if (type && !/^(module|text\/javascript|application\/javascript)$/i.test(type)) continue
    scripts.push(match[2])
  }
  return scripts
}
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

function expectCommonHeaders(headers: Headers | http.IncomingHttpHeaders, what: string, https = false) {
  const read = (name: string) => (headers instanceof Headers ? headers.get(name) : ((headers[name] as string | undefined) ?? null))
  expect(read('x-content-type-options'), what).toBe('nosniff')
  expect(read('referrer-policy'), what).toBe('strict-origin-when-cross-origin')
  expect(read('permissions-policy'), what).toMatch(/camera=\(\).*geolocation=\(\)/)
  const policy = directives(read('content-security-policy'))
  expect(policy['object-src'], what).toEqual(["'none'"])
  expect(policy['base-uri'], what).toEqual(["'self'"])
  expect(policy['form-action'], what).toEqual(["'self'"])
  if (https) expect(read('strict-transport-security'), what).toMatch(/^max-age=\d+/)
  else expect(read('strict-transport-security'), what).toBeNull()
  return policy
}

/** A page's policy: own origin, no inline script but its own, each of them by hash, no framing. */
function expectPagePolicy(answer: Answer, what: string, https = false) {
  const policy = expectCommonHeaders(answer.headers, what, https)
  expect(policy['frame-ancestors'], what).toEqual(["'none'"])
  expect(policy['default-src'], what).toEqual(["'self'"])
  expect(policy['script-src'], what).not.toContain("'unsafe-inline'")
  const scripts = executedInlineScripts(answer.body)
  expect(scripts.length, `${what}: Next's inline scripts`).toBeGreaterThan(0)
  for (const script of scripts) expect(policy['script-src'], `${what}: ${script.slice(0, 60)}`).toContain(sha256(script))
  // Data blocks need no hash.
  for (const match of answer.body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) expect(policy['script-src']).not.toContain(sha256(match[1]))
  return policy
}

describe.each(inject('targets'))('security headers on $name', ({ baseUrl }) => {
  it('gives each page the hashes of its own inline scripts, rendered and from the answer cache', async () => {
    for (const path of ['/', '/projects', '/en/properties/apartments?rooms=2', '/kk/contents', '/purchase-methods/mortgage', '/about', '/career']) {
      const first = await get(baseUrl, path)
      expect(first.status, path).toBe(200)
      expectPagePolicy(first, path)
      const hit = await get(baseUrl, path)
      expect(hit.headers.get('age'), `${path} from the answer cache`).not.toBeNull()
      expectPagePolicy(hit, `${path} (cache hit)`)
    }
  })

  it('keeps the policy of the stored answer on a 304, so that the browser copy stays allowed', async () => {
    const page = await get(baseUrl, '/projects')
    const etag = page.headers.get('etag')
    expect(etag).toBeTruthy()
    const revalidated = await get(baseUrl, '/projects', { 'If-None-Match': etag! })
    expect(revalidated.status).toBe(304)
    expect(revalidated.headers.get('content-security-policy')).toBe(page.headers.get('content-security-policy'))
    expectCommonHeaders(revalidated.headers, '304')
  })

  it('gives the 404 page and its plain variant for bots their own hashes', async () => {
    const missing = await get(baseUrl, '/projects/no-such-project')
    expect(missing.status).toBe(404)
    expectPagePolicy(missing, '404 page')
    const forBot = await get(baseUrl, '/no-such-page', { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' })
    expect(forBot.status).toBe(404)
    expectCommonHeaders(forBot.headers, 'plain 404')
  })

  it('sends the headers with the API, Payload, build files and the early answers too', async () => {
    const home = await get(baseUrl, '/')
    const script = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(home.body)?.[1]
    expect(script).toBeTruthy()
    const answers: Array<[string, Answer]> = [
      ['API', await get(baseUrl, '/api/complexes')],
      ['API 404', await get(baseUrl, '/api/nope')],
      ['API broken escape', await get(baseUrl, '/api/estates/%E0%A4%A')],
      ['Payload REST', await get(baseUrl, '/cms-api/media?limit=1')],
      ['build file (Brotli)', await get(baseUrl, script!)],
      ['build file (plain)', await get(baseUrl, script!, { 'Accept-Encoding': 'identity' })],
      ['414', await get(baseUrl, `/${'a'.repeat(3000)}`)],
      ['405', await get(baseUrl, '/projects', {}, 'POST')],
      ['HEAD', await get(baseUrl, '/projects', {}, 'HEAD')],
      ['robots.txt', await get(baseUrl, '/robots.txt')],
    ]
    for (const [what, answer] of answers) {
      const policy = expectCommonHeaders(answer.headers, what)
      expect(policy['frame-ancestors'], what).toEqual(["'none'"])
      expect(policy['script-src'], what).not.toContain("'unsafe-inline'")
    }
    expect(answers.find(([what]) => what === '405')![1].status).toBe(405)
    const dotSegment = await raw(baseUrl, '/_next/static/%2e%2e/package.json')
    expect(dotSegment.status).toBe(400)
    expectCommonHeaders(dotSegment.headers, 'dot segment')
    const pdf = await get(baseUrl, '/policy.pdf')
    expect(pdf.headers.get('content-type')).toMatch(/^application\/pdf/)
    expect(pdf.headers.get('content-security-policy'), 'a PDF (shown by a plugin) only refuses framing').toBe("frame-ancestors 'none'")
    expect(pdf.headers.get('x-content-type-options')).toBe('nosniff')
    // Uploaded files: an image with the site's policy, a PDF with the PDF one.
    const media: Array<{ url: string; mimeType: string }> = (await cms(baseUrl, 'GET', '/media?limit=100&depth=0')).docs
    const image = media.find((doc) => doc.mimeType.startsWith('image/'))
    expect(image).toBeDefined()
    const imageFile = await get(baseUrl, new URL(image!.url, baseUrl).pathname)
    expect(imageFile.status).toBe(200)
    expect(expectCommonHeaders(imageFile.headers, 'uploaded image')['frame-ancestors']).toEqual(["'none'"])
    const pdfMedia = media.find((doc) => doc.mimeType === 'application/pdf')
    if (pdfMedia) expect((await get(baseUrl, new URL(pdfMedia.url, baseUrl).pathname)).headers.get('content-security-policy')).toBe("frame-ancestors 'none'")
  })

  it('gives the admin a policy of its own that lets it frame itself, and no one else', async () => {
    const login = await get(baseUrl, '/admin/login')
    expect(login.status).toBe(200)
    const policy = expectCommonHeaders(login.headers, 'admin')
    expect(policy['frame-ancestors']).toEqual(["'self'"])
    expect(login.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(policy['script-src']).not.toContain("'unsafe-inline'")
    for (const script of executedInlineScripts(login.body)) expect(policy['script-src']).toContain(sha256(script))
  })
})

describe('security headers over HTTPS with a maps key', () => {
  let server: RunningServer

  beforeAll(async () => {
    server = await startServer({ name: 'security-headers', env: { SERVER_URL: 'https://qazaqstroy.example', YANDEX_MAPS_API_KEY: 'test-key', YANDEX_MAPS_SCRIPT_URL: '' } })
  })
  afterAll(async () => server?.stop())

  it('sends HSTS and allows the maps API origins, the page scripts still by hash', async () => {
    const page = await get(server.baseUrl, '/projects')
    const policy = expectPagePolicy(page, '/projects over HTTPS', true)
    expect(policy['script-src']).toContain('https://api-maps.yandex.ru')
    expect(policy['connect-src']).toContain('https://*.maps.yandex.net')
    expect(policy['upgrade-insecure-requests']).toEqual([])
    expectCommonHeaders((await get(server.baseUrl, '/api/complexes')).headers, 'API over HTTPS', true)
  })
})
