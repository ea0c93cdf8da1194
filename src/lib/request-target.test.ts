import { describe, expect, it } from 'vitest'

import { apiRouteMatcher, earlyAnswer, originForm, SITE_METHODS } from './request-target.js'

const isApiRoute = apiRouteMatcher([
  '/api/estates/[id]/route',
  '/api/estates/route',
  '/api/complexes/s/[slug]/route',
  '/api/feedback/callback/route',
  '/(payload)/cms-api/[...slug]/route',
  '/(site)/[locale]/projects/[project]/page',
])
const answer = (url: string, method = 'GET') => earlyAnswer({ method, url, isApiRoute })
const upgrade = (url: string, method = 'GET') => earlyAnswer({ method, url, upgrade: true, isApiRoute })

describe('apiRouteMatcher', () => {
  it('matches the API routes of the build, dynamic segments included, and nothing else', () => {
    for (const path of ['/api/estates', '/api/estates/', '/api/estates/12', '/api/complexes/s/alatau', '/api/feedback/callback']) expect(isApiRoute(path), path).toBe(true)
    for (const path of ['/api', '/api/estates/1/2', '/api/complexes/s', '/api/feedback/callback/x', '/api/nope', '/cms-api/users', '/ru/projects/x'])
      expect(isApiRoute(path), path).toBe(false)
  })
})

describe('earlyAnswer', () => {
  it('answers a broken escape in an API path as a resource that cannot exist', () => {
    for (const url of ['/api/estates/%E0%A4%A', '/api/complexes/s/%E0%A4%A?x=1', '/api/articles/%', '/api/vacancies/%zz', '/api/%D0']) {
      expect(answer(url), url).toMatchObject({ status: 404, body: '{"message":"not_found"}' })
    }
    expect(answer('/cms-api/users/%E0')?.status).toBe(400)
    expect(answer('/_next/static/%E0')?.status).toBe(400)
  })

  it('answers an API path no route has with the API 404, whatever the method and body', () => {
    expect(answer('/api/vacancies/196261/30555', 'POST')).toMatchObject({ status: 404, body: '{"message":"not_found"}' })
    expect(answer('/api/nope?x=1')).toMatchObject({ status: 404 })
  })

  it('answers a post to a page with 405 (the pages have no server actions), never to the API or the admin', () => {
    expect(answer('/', 'POST')).toMatchObject({ status: 405, headers: { Allow: 'GET, HEAD' } })
    expect(answer('/kk/projects/x', 'PUT')).toMatchObject({ status: 405 })
    for (const [url, method] of [
      ['/api/feedback/callback', 'POST'],
      ['/cms-api/users/login', 'POST'],
      ['/admin/collections/leads', 'POST'],
      ['/projects', 'HEAD'],
    ])
      expect(answer(url, method), url).toBeNull()
  })

  it('answers a path with a dot segment, raw or escaped, with 400 (API: 404)', () => {
    for (const url of ['/_next/static/..?x=%', '/_next/static/./chunks', '/kk/properties/../x', '/%2e%2e/etc', '/a/%2E']) expect(answer(url), url).toMatchObject({ status: 400 })
    expect(answer('/api/estates/..')).toMatchObject({ status: 404, body: '{"message":"not_found"}' })
    for (const url of ['/...', '/a.b', '/.well-known/x', '/policy.pdf']) expect(answer(url), url).toBeNull()
  })

  it('answers a Payload REST path naming no collection or a property of every object (Payload would fail looking it up) with 404', () => {
    for (const url of ['/cms-api/__proto__/aaa', '/cms-api/constructor', '/cms-api/globals/toString', '/cms-api/%5F%5Fproto%5F%5F/x', '/cms-api/users/hasOwnProperty']) {
      expect(answer(url), url).toMatchObject({ status: 404, body: '{"errors":[{"message":"Not Found"}]}' })
    }
    for (const url of ['/cms-api', '/cms-api/', '/cms-api/?=x&website[0]=1']) expect(answer(url), url).toMatchObject({ status: 404 })
    expect(answer('/cms-api/users/me')).toBeNull()
  })

  it('answers a write to a page with 405 even when its path has a broken escape (Next would take it for a server action)', () => {
    expect(answer('/111517/articles/%%/fhx', 'POST')).toMatchObject({ status: 405 })
    expect(answer('/api/estates/%%', 'POST')).toMatchObject({ status: 404 })
  })

  it('answers a request target longer than any the site needs with 414', () => {
    expect(answer(`/purchase-methods?campaign=${'x'.repeat(9000)}`)).toMatchObject({ status: 414 })
    expect(answer(`/api/estates?ids=${'1,'.repeat(5000)}`)).toMatchObject({ status: 414, body: '{"message":"uri_too_long"}' })
    expect(answer(`/purchase-methods/${'a'.repeat(3000)}`)).toMatchObject({ status: 414 })
    expect(answer(`/purchase-methods?campaign=${'x'.repeat(1500)}`)).toBeNull()
    expect(answer(`/cms-api/leads?${'where[or][0][name][like]=x&'.repeat(100)}`)).toBeNull()
    expect(answer(`/cms-api//${'a'.repeat(9000)}`)).toMatchObject({ status: 414 })
  })

  it('leaves decodable paths, broken queries and site pages (the proxy has their 404 page) alone', () => {
    for (const url of ['/api/estates/1', '/api/complexes/s/%D0%B0', '/api/estates?search=%E0%A4%A', '/projects/%E0%A4%A', '/', '/%25E0', '/cms-api/x/%D0%B0'])
      expect(answer(url), url).toBeNull()
  })

  it('answers a method the site does not use (TRACE, CONNECT, WebDAV…) with 405 and Allow on every path', () => {
    const everything = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS'
    for (const method of ['TRACE', 'CONNECT', 'PROPFIND', 'MKCOL', 'PURGE', 'LINK', 'SEARCH', 'trace']) {
      for (const url of ['/api/health', '/api/estates/1', '/api/nope', '/api/estates/%E0']) {
        expect(answer(url, method), `${method} ${url}`).toEqual({
          status: 405,
          headers: { 'Content-Type': 'application/json', Allow: everything },
          body: '{"message":"method_not_allowed"}',
        })
      }
      for (const url of ['/cms-api/users/me', '/cms-api/__proto__', '/admin', '/admin/collections/leads']) {
        expect(answer(url, method), `${method} ${url}`).toEqual({
          status: 405,
          headers: { 'Content-Type': 'text/plain; charset=utf-8', Allow: everything },
          body: 'Method Not Allowed',
        })
      }
      for (const url of ['/', '/kk/projects', '/_next/static/chunks/x.js', '/_next/image?url=x', '/_next/static/..', 'evil.example:443', '*', `/${'a'.repeat(5000)}`]) {
        expect(answer(url, method), `${method} ${url}`).toEqual({
          status: 405,
          headers: { 'Content-Type': 'text/plain; charset=utf-8', Allow: 'GET, HEAD' },
          body: 'Method Not Allowed',
        })
      }
    }
  })

  it('lets every method the site uses through to the API, Payload and the admin as before', () => {
    expect(SITE_METHODS).toEqual(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])
    for (const method of SITE_METHODS) {
      for (const url of ['/api/estates/1', '/cms-api/users/me', '/admin/collections/leads']) expect(answer(url, method), `${method} ${url}`).toBeNull()
    }
    for (const method of ['GET', 'HEAD']) expect(answer('/kk/projects', method)).toBeNull()
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) expect(answer('/kk/projects', method)).toMatchObject({ status: 405, headers: { Allow: 'GET, HEAD' } })
  })

  it("refuses a protocol upgrade (WebSocket) on every path, in the shape of the path's errors", () => {
    for (const url of ['/api/health', '/api/nope']) {
      expect(upgrade(url)).toEqual({ status: 400, headers: { 'Content-Type': 'application/json' }, body: '{"message":"upgrade_not_supported"}' })
    }
    for (const url of ['/', '/Projects/', '/_next/x', '/_next/webpack-hmr', '/cms-api/users/me', '/admin', '/%E0']) {
      expect(upgrade(url), url).toMatchObject({ status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
    }
    // A method the site does not use is still that first.
    expect(upgrade('/', 'TRACE')).toMatchObject({ status: 405 })
  })
})

describe('originForm', () => {
  it('keeps only the path and query of a request line in absolute form', () => {
    expect(originForm('http://evil.example/Projects/')).toBe('/Projects/')
    expect(originForm('HTTPS://user:pw@evil.example:8443/en/?a=1&b=http://x')).toBe('/en/?a=1&b=http://x')
    expect(originForm('http://evil.example')).toBe('/')
    expect(originForm('http://evil.example?q=1')).toBe('/?q=1')
    expect(originForm('ws://evil.example/_next/x')).toBe('/_next/x')
    expect(originForm('http://evil.example//other.example/x')).toBe('//other.example/x')
  })

  it('leaves the origin form, and the forms that name no URL, as they are', () => {
    for (const target of ['/', '/Projects/', '/api/estates?url=http://evil.example/', '//evil.example/x', '*', 'evil.example:443', '/a:b//c'])
      expect(originForm(target), target).toBe(target)
    expect(originForm()).toBe('/')
  })
})
