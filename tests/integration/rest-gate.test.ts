import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, inject, it } from 'vitest'

import { TEST_ADMIN } from '../support/staff'
import { staffToken } from './staff-session'

/**
 * Payload's REST (/cms-api) behind its gate (src/content/rest-gate.ts), with the requests of the outside
 * probe of issue 30: anonymous callers reach only signing in and media files, so no anonymous request
 * builds a 50 MB answer; staff nonsense is a 4xx in Payload's error shape with no stack trace in the log;
 * a staff cookie counts only on the site's own origin, and another site's writes are refused.
 */

type Answer = { status: number; bytes: number; ms: number; text: string; headers: Headers }

async function call(url: string, init: RequestInit = {}): Promise<Answer> {
  const started = performance.now()
  const response = await fetch(url, { redirect: 'manual', ...init })
  const text = await response.text()
  return { status: response.status, bytes: Buffer.byteLength(text), ms: performance.now() - started, text, headers: response.headers }
}

/** What the probe sent without a login, and found building every estate (47–70 MB in 2.7–5.3 s). */
const ANONYMOUS_READS = [
  '/cms-api/estates?limit=0',
  '/cms-api/estates?pagination=false',
  '/cms-api/estates?limit=-1',
  '/cms-api/estates?limit=abc',
  '/cms-api/estates?limit=100000',
  '/cms-api/estates?limit=0&depth=5',
  '/cms-api/estates',
  '/cms-api/estates/1',
  '/cms-api/estates/versions',
  '/cms-api/articles?where[published_at][greater_than]=2000-01-01',
  '/cms-api/globals/site-settings',
  '/cms-api/access',
  '/cms-api/users/init',
  '/cms-api/users',
  '/cms-api/leads',
  '/cms-api/media?limit=0',
  '/cms-api/payload-jobs/run',
]

/** What the probe found answered with a 500 (and a stack trace with the SQL in the log). */
const NONSENSE = [
  '/cms-api/estates/abc',
  '/cms-api/estates?where[id][in]=abc',
  '/cms-api/estates?where[createdAt][greater_than]=notadate',
  '/cms-api/estates?where=abc',
  '/cms-api/estates?where[price][near]=1,2,3',
  '/cms-api/estates?limit=1e308',
  '/cms-api/estates?page=1e308',
  '/cms-api/estates?where[house][equals]=x',
  '/cms-api/estates?where[price][like]=1',
  '/cms-api/estates?where[price]=5',
  '/cms-api/estates/versions?where[version.price][equals]=abc',
  '/cms-api/estates/versions/abc',
  `/cms-api/estates?where=${encodeURIComponent('{"id":{"in":"abc"}}')}`,
  '/cms-api/estates?depth=99',
]

describe.each(inject('targets'))('Payload REST behind its gate ($name)', (target) => {
  const { baseUrl } = target
  const logFile = path.join(target.dataDir, 'server.log')

  it('answers anonymous reads of content with a small, quick 403: nothing builds every estate', async () => {
    const answers: Array<[string, Answer]> = []
    for (const path of ANONYMOUS_READS) {
      for (const method of ['GET', 'HEAD']) answers.push([`${method} ${path}`, await call(`${baseUrl}${path}`, { method })])
    }
    for (const [what, answer] of answers) {
      expect(answer.status, what).toBe(403)
      expect(answer.text, what).not.toMatch(/"docs"|"initialized"|"canAccessAdmin"|"collections"/)
    }
    const largest = answers.reduce((a, b) => (b[1].bytes > a[1].bytes ? b : a))
    const slowest = answers.reduce((a, b) => (b[1].ms > a[1].ms ? b : a))
    console.info(`[rest-gate] ${answers.length} anonymous reads: largest answer ${largest[1].bytes} bytes (${largest[0]}), slowest ${Math.round(slowest[1].ms)} ms (${slowest[0]})`)
    expect(largest[1].bytes).toBeLessThan(1024)
  })

  it('still lets anyone sign in, ask who they are and load media files', async () => {
    expect(JSON.parse((await call(`${baseUrl}/cms-api/users/me`)).text)).toMatchObject({ user: null })
    const login = await call(`${baseUrl}/cms-api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(TEST_ADMIN) })
    expect(login.status).toBe(200)
    const { docs } = await (await fetch(`${baseUrl}/cms-api/media?limit=1&depth=0`, { headers: { Authorization: `JWT ${await staffToken(baseUrl)}` } })).json()
    const file = await call(new URL(docs[0].url, baseUrl).href)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toMatch(/^image\//)
    expect((await call(`${baseUrl}/cms-api/estates`, { method: 'OPTIONS' })).status).toBeLessThan(300)
  })

  it('refuses anonymous writes, whatever they aim at', async () => {
    for (const [method, path] of [
      ['POST', '/cms-api/estates'],
      ['PATCH', '/cms-api/estates/1'],
      ['DELETE', '/cms-api/estates?where[id][exists]=true'],
      ['POST', '/cms-api/users'],
      ['POST', '/cms-api/globals/site-settings'],
    ]) {
      const answer = await call(`${baseUrl}${path}`, { method, headers: { 'Content-Type': 'application/json' }, body: '{"price":1}' })
      expect(answer.status, `${method} ${path}`).toBe(403)
    }
  })

  it('answers staff nonsense with a 4xx in Payload’s shape, never a 500, and logs no stack trace', async () => {
    const token = await staffToken(baseUrl)
    const logBefore = fs.statSync(logFile).size
    for (const path of NONSENSE) {
      for (const method of ['GET', 'HEAD']) {
        const answer = await call(`${baseUrl}${path}`, { method, headers: { Authorization: `JWT ${token}` } })
        expect(answer.status, `${method} ${path}`).toBeGreaterThanOrEqual(400)
        expect(answer.status, `${method} ${path}`).toBeLessThan(500)
        if (method === 'GET') expect(JSON.parse(answer.text).errors[0].message, path).toBeTruthy()
      }
    }
    // The admin's long queries: a form-encoded POST that Payload runs as a GET, checked as that GET.
    const overridden = (path: string, body: string) =>
      call(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { Authorization: `JWT ${token}`, 'X-Payload-HTTP-Method-Override': 'GET', 'Content-Type': 'application/x-www-form-urlencoded' },
        body,
      })
    expect((await overridden('/cms-api/estates/versions', 'where[version.price][greater_than]=abc')).status).toBe(400)
    expect((await overridden('/cms-api/estates/versions', 'where[version.price][greater_than]=1000&limit=1&depth=0')).status).toBe(200)
    expect((await overridden('/cms-api/estates', 'limit=abc')).status).toBe(400)
    const log = fs.readFileSync(logFile, 'utf8').slice(logBefore)
    expect(log).not.toMatch(/Failed query|at async|stack/)
  })

  it('keeps the staff’s real queries working', async () => {
    const headers = { Authorization: `JWT ${await staffToken(baseUrl)}` }
    for (const path of [
      '/cms-api/estates?where[id][in]=1,2&depth=0',
      '/cms-api/estates?where[price][greater_than_equal]=1000000&where[category][equals]=flat&limit=5&page=2&depth=0&sort=-price',
      '/cms-api/estates?where[createdAt][greater_than]=2020-01-01T00:00:00.000Z&limit=1',
      '/cms-api/estates?where[house.complex][exists]=true&limit=1&depth=0',
      '/cms-api/estates/versions?where[parent][equals]=1&limit=1',
      '/cms-api/estates/count',
      '/cms-api/access',
      '/cms-api/globals/site-settings?depth=0',
    ]) {
      expect((await call(`${baseUrl}${path}`, { headers })).status, path).toBe(200)
    }
  })

  it('lets a staff cookie count only on the site’s own origin, and refuses another site’s writes', async () => {
    const login = await fetch(`${baseUrl}/cms-api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(TEST_ADMIN) })
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]
    expect(cookie).toMatch(/^payload-token=/)
    const own = new URL(baseUrl).origin
    // From the admin's own pages: the cookie works.
    expect((await call(`${baseUrl}/cms-api/users/me`, { headers: { cookie, 'Sec-Fetch-Site': 'same-origin' } })).text).toContain(TEST_ADMIN.email)
    expect((await call(`${baseUrl}/cms-api/estates?limit=1&depth=0`, { headers: { cookie, Origin: own } })).status).toBe(200)
    // From another site's page: the cookie counts for nothing, and a write is refused outright.
    expect((await call(`${baseUrl}/cms-api/estates?limit=1&depth=0`, { headers: { cookie, Origin: 'https://evil.example' } })).status).toBe(403)
    expect((await call(`${baseUrl}/cms-api/estates?limit=1&depth=0`, { headers: { cookie, 'Sec-Fetch-Site': 'cross-site' } })).status).toBe(403)
    for (const headers of [{ Origin: 'https://evil.example' }, { 'Sec-Fetch-Site': 'cross-site' }, { Origin: 'null' }] as Array<Record<string, string>>) {
      const write = await call(`${baseUrl}/cms-api/redirects`, { method: 'POST', headers: { cookie, 'Content-Type': 'text/plain', ...headers }, body: '{"from":"/x","to":"/y"}' })
      expect(write.status, JSON.stringify(headers)).toBe(403)
    }
    // A token in the Authorization header is no cookie a browser sends by itself: it works from anywhere.
    expect((await call(`${baseUrl}/cms-api/estates?limit=1&depth=0`, { headers: { Authorization: `JWT ${await staffToken(baseUrl)}` } })).status).toBe(200)
  })
})
