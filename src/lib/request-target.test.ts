import { describe, expect, it } from 'vitest'

import { apiRouteMatcher, earlyAnswer } from './request-target.js'

const isApiRoute = apiRouteMatcher([
  '/api/estates/[id]/route',
  '/api/estates/route',
  '/api/complexes/s/[slug]/route',
  '/api/feedback/callback/route',
  '/(payload)/cms-api/[...slug]/route',
  '/(site)/[locale]/projects/[project]/page',
])
const answer = (url: string, method = 'GET') => earlyAnswer({ method, url, isApiRoute })

describe('apiRouteMatcher', () => {
  it('matches the API routes of the build, dynamic segments included, and nothing else', () => {
    for (const path of ['/api/estates', '/api/estates/', '/api/estates/12', '/api/complexes/s/alatau', '/api/feedback/callback']) expect(isApiRoute(path), path).toBe(true)
    for (const path of ['/api', '/api/estates/1/2', '/api/complexes/s', '/api/feedback/callback/x', '/api/nope', '/cms-api/users', '/ru/projects/x']) expect(isApiRoute(path), path).toBe(false)
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
    for (const [url, method] of [['/api/feedback/callback', 'POST'], ['/cms-api/users/login', 'POST'], ['/admin/collections/leads', 'POST'], ['/projects', 'HEAD']]) expect(answer(url, method), url).toBeNull()
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
    for (const url of ['/api/estates/1', '/api/complexes/s/%D0%B0', '/api/estates?search=%E0%A4%A', '/projects/%E0%A4%A', '/', '/%25E0', '/cms-api/x/%D0%B0']) expect(answer(url), url).toBeNull()
  })
})
