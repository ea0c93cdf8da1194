import http from 'node:http'

import { describe, expect, inject, it } from 'vitest'

import { rawExchange } from '../support/raw-http'

/**
 * Odd requests that once answered 5xx or oversized answers (issue 15); the whole class is fuzzed in
 * fuzz.test.ts, these are the cases found, kept as plain regression tests.
 */

const headerBytes = (response: Response) => [...response.headers].reduce((n, [name, value]) => n + name.length + value.length + 4, 0)

describe.each(inject('targets'))('odd requests on $name', ({ baseUrl }) => {
  it('answers a broken percent-escape in an API path segment with 404, not 500', async () => {
    for (const path of [
      '/api/estates/%E0%A4%A',
      '/api/complexes/s/%E0%A4%A',
      '/api/articles/%E0%A4%A',
      '/api/vacancies/%E0%A4%A',
      '/api/promotions/%',
      '/api/houses/s/%D0',
      '/api/localizations/%zz',
      '/api/awards/%E0%A4%A',
    ]) {
      const response = await fetch(`${baseUrl}${path}`)
      expect(response.status, path).toBe(404)
      expect(await response.json(), path).toEqual({ message: 'not_found' })
    }
  })

  it('answers an escaped percent sign in a slug with 404 (Next decodes the segment once; never twice)', async () => {
    for (const path of ['/api/articles/%25E0%25A4%25A', '/api/vacancies/%25', '/api/complexes/s/%2561']) {
      expect((await fetch(`${baseUrl}${path}`)).status, path).toBe(404)
    }
  })

  it('answers a broken percent-escape in a page path with the 404 page', async () => {
    for (const path of ['/%E0%A4%A', '/projects/%E0%A4%A', '/kk/purchase-methods/%D0', `/${'%D0%B0'.repeat(49)}%D0%B`]) {
      const response = await fetch(`${baseUrl}${path}`)
      expect(response.status, path).toBe(404)
      expect(response.headers.get('content-type'), path).toMatch(/^text\/html/)
    }
  })

  it('answers a path longer than any page with a 404 of small headers (414 beyond 2 KB)', async () => {
    for (const [path, status] of [
      [`/${'a'.repeat(1500)}`, 404],
      [`/purchase-methods/${'a'.repeat(1500)}`, 404],
      [`/favorites/${'b/'.repeat(700)}`, 404],
      [`/purchase-methods/${'a'.repeat(5000)}`, 414],
      [`/api/${'a'.repeat(5000)}`, 414],
    ] as const) {
      const response = await fetch(`${baseUrl}${path}`)
      expect(response.status, path.slice(0, 30)).toBe(status)
      expect(response.headers.get('link'), path.slice(0, 30)).toBeNull()
      expect(headerBytes(response), path.slice(0, 30)).toBeLessThan(4096)
    }
  })

  it('answers a request target of over 2 KB with 414 instead of a redirect or Link header repeating it', async () => {
    for (const path of [
      `/%6B%6B/purchase-methods/payment-100/?campaign=${'x'.repeat(8000)}`,
      `/ru/reviews?utm_term[]=${'%E0%A4%A'.repeat(300)}`,
      `/properties?issues=${'-528356,'.repeat(1500)}`,
      `/api/estates?ids=${'1,'.repeat(5000)}`,
    ]) {
      const response = await fetch(`${baseUrl}${path}`, { redirect: 'manual' })
      expect(response.status, path.slice(0, 30)).toBe(414)
      expect(headerBytes(response)).toBeLessThan(4096)
    }
  })

  it('answers a path with a dot segment (which browsers never send) with 400, not a 500 from the file server', async () => {
    for (const path of ['/_next/static/..?%5B=&message[0]=%', '/_next/static/%2e%2e/%2e%2e/package.json', '/kk/properties/../x']) {
      // fetch would resolve the dots itself: send the path as it is.
      const status = await new Promise<number>((resolve, reject) => {
        const url = new URL(baseUrl)
        http
          .get({ host: url.hostname, port: url.port, path }, (response) => {
            response.resume()
            resolve(response.statusCode ?? 0)
          })
          .on('error', reject)
      })
      expect(status, path).toBe(400)
    }
  })

  it('answers a post to a page with 405 and to an API path no route has with 404, whatever the body (no server action is tried)', async () => {
    const brokenMultipart = { method: 'POST', headers: { 'Content-Type': 'multipart/form-data; boundary=' }, body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1' }
    for (const path of ['/', '/kk/projects', `/${'%D0%B0'.repeat(300)}`, '/purchase-methods/nope']) {
      const response = await fetch(`${baseUrl}${path}`, brokenMultipart)
      expect(response.status, path.slice(0, 30)).toBe(405)
      expect(response.headers.get('allow')).toBe('GET, HEAD')
    }
    for (const path of ['/api/vacancies/196261/30555', '/api/feedback/callback/extra', '/api/nope']) {
      const response = await fetch(`${baseUrl}${path}`, brokenMultipart)
      expect(response.status, path).toBe(404)
      expect(await response.json()).toEqual({ message: 'not_found' })
    }
    // The routes themselves still get their posts.
    expect((await fetch(`${baseUrl}/api/feedback/callback`, brokenMultipart)).status).toBe(400)
  })

  it('answers TRACE, CONNECT and any other method the site does not use with 405 and Allow on every path', async () => {
    const everything = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS'
    const cases: Array<[string, string, string]> = [
      ['TRACE', '/api/health', everything],
      ['TRACE', '/api/estates/1', everything],
      ['TRACE', '/cms-api/users/me', everything],
      ['PROPFIND', '/cms-api/users', everything],
      ['TRACE', '/admin', everything],
      ['TRACE', '/', 'GET, HEAD'],
      ['TRACE', '/kk/projects', 'GET, HEAD'],
      ['MKCOL', '/_next/static/chunks/x.js', 'GET, HEAD'],
      ['TRACE', '/img/64/x.webp', 'GET, HEAD'],
      ['CONNECT', 'evil.example:443', 'GET, HEAD'],
      ['CONNECT', '/api/health', everything],
    ]
    for (const [method, target, allow] of cases) {
      const label = `${method} ${target}`
      const answer = await rawExchange(baseUrl, `${method} ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`)
      expect(answer.status, label).toBe(405)
      expect(answer.headers.allow, label).toBe(allow)
      expect(answer.headers['x-content-type-options'], label).toBe('nosniff')
      if (target.startsWith('/api/')) expect(JSON.parse(answer.body), label).toEqual({ message: 'method_not_allowed' })
      else expect(answer.body, label).toBe('Method Not Allowed')
    }
    // The methods the site uses still reach their handlers.
    for (const [method, path, status] of [
      ['OPTIONS', '/api/estates', 204],
      ['DELETE', '/cms-api/users/1', 403],
      ['PATCH', '/cms-api/users/1', 403],
      ['POST', '/api/feedback/callback', 400],
    ] as const) {
      const response = await fetch(`${baseUrl}${path}`, { method, headers: { 'X-Forwarded-For': '10.77.0.1' } })
      expect(response.status, `${method} ${path}`).toBe(status)
    }
  })

  it('never sends the host of a request line in absolute form back in a redirect (only its path and query count)', async () => {
    for (const [target, location] of [
      ['http://evil.example/Projects/', '/projects'],
      ['http://evil.example/Projects/?utm=1', '/projects?utm=1'],
      ['HTTPS://evil.example:8443/en/', '/en'],
      ['http://evil.example/en/', '/en'],
    ]) {
      for (const method of ['GET', 'HEAD']) {
        const answer = await rawExchange(baseUrl, `${method} ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`)
        const label = `${method} ${target}`
        expect(answer.status, label).toBe(308)
        expect(answer.headers.location, label).toBe(location)
        expect(answer.text.split('\r\n\r\n')[0], label).not.toMatch(/evil\.example/i)
        expect(answer.body, label).not.toMatch(/evil\.example/i)
      }
    }
    // A page in absolute form is the page itself, not another site's.
    const page = await rawExchange(baseUrl, 'GET http://evil.example/api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n')
    expect(page.status).toBe(200)
    expect(page.text).not.toMatch(/evil\.example/i)
  })
})
