import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startServer, type RunningServer } from '../support/server'
import { freshIp } from './leads-helpers'

/**
 * The admin's doors (src/content/collections/Users.ts): the first-user registration closes once a user
 * exists, new passwords follow the policy, failed logins lock the account, logins are limited per client
 * address whatever the account, the session cookie is HttpOnly and SameSite=Lax (Secure under HTTPS), the
 * admin and its API are not indexed, and a CV is never served without a staff login.
 */

const ADMIN = { email: 'doors-admin@example.kz', password: 'Gate-keeper-2026-pass' }

type Answer = { status: number; body: any; headers: Headers }

async function post(server: RunningServer, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(`${server.baseUrl}/cms-api/users${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': freshIp(), ...headers },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: await response.json().catch(() => null), headers: response.headers }
}

const passwordError = (answer: Answer) => JSON.stringify(answer.body)

describe('the admin’s doors', () => {
  let server: RunningServer

  beforeAll(async () => {
    server = await startServer({ name: 'admin-doors', env: { SEED_ON_EMPTY: 'false', ADMIN_LOGIN_RATE_LIMIT_MAX: '6' } })
  })
  afterAll(async () => server?.stop())

  it('refuses a short first password or one made of the e-mail, then registers the first user once', async () => {
    const short = await post(server, '/first-register', { email: ADMIN.email, password: 'Short-1!' })
    expect(short.status).toBe(400)
    expect(passwordError(short)).toMatch(/at least 12 characters/)
    const ownName = await post(server, '/first-register', { email: ADMIN.email, password: 'doors-admin-2026-x' })
    expect(ownName.status).toBe(400)
    expect(passwordError(ownName)).toMatch(/e-mail/)

    const first = await post(server, '/first-register', ADMIN)
    expect(first.status).toBe(200)
    const again = await post(server, '/first-register', { email: 'intruder@example.kz', password: 'intruder-Passw0rd-long' })
    expect(again.status).toBe(403)
    const login = await post(server, '/login', { email: 'intruder@example.kz', password: 'intruder-Passw0rd-long' })
    expect(login.status).toBe(401)
  })

  it('holds the password policy when an admin creates an account or a user changes a password', async () => {
    const { body } = await post(server, '/login', ADMIN)
    const auth = { Authorization: `JWT ${body.token}` }
    const weak = await post(server, '', { email: 'editor@example.kz', password: 'editor123', role: 'editor' }, auth)
    expect(weak.status).toBe(400)
    const created = await post(server, '', { email: 'editor@example.kz', password: 'a long passphrase for content', role: 'editor' }, auth)
    expect(created.status).toBe(201)
    const change = await fetch(`${server.baseUrl}/cms-api/users/${created.body.doc.id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', ...auth },
      body: JSON.stringify({ password: 'Editor-of-the-year' }),
    })
    expect(change.status).toBe(400)
    expect(await change.text()).toMatch(/e-mail/)
  })

  it('sets the session cookie HttpOnly and SameSite=Lax, not Secure over plain HTTP', async () => {
    const login = await post(server, '/login', ADMIN)
    expect(login.status).toBe(200)
    const cookie = login.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    expect(cookie).not.toMatch(/Secure/i)
  })

  it('locks an account after 5 failed logins, even for the right password', async () => {
    const victim = { email: 'victim@example.kz', password: 'sales-team-long-Passphrase' }
    const { body } = await post(server, '/login', ADMIN)
    expect((await post(server, '', { ...victim, role: 'sales' }, { Authorization: `JWT ${body.token}` })).status).toBe(201)
    // Each attempt from another address: the account's lock, not the address limit, is under test.
    for (let i = 0; i < 5; i++) expect((await post(server, '/login', { ...victim, password: `wrong-guess-number-${i}` })).status).toBe(401)
    const locked = await post(server, '/login', victim)
    expect(locked.status).not.toBe(200)
    // In the admin's language: Russian unless the request asks for English.
    expect(JSON.stringify(locked.body)).toMatch(/locked|заблокирован/i)
  })

  it('limits login attempts per client address, whatever the accounts tried', async () => {
    const address = freshIp()
    const statuses: number[] = []
    for (let i = 0; i < 7; i++) statuses.push((await post(server, '/login', { email: `user${i}@example.kz`, password: 'some-long-password' }, { 'X-Forwarded-For': address })).status)
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429])
    const refused = await post(server, '/login', ADMIN, { 'X-Forwarded-For': address })
    expect(JSON.stringify(refused.body)).toMatch(/Too many login attempts/)
    // The right password does not open the door from that address either; another address still gets in.
    expect(refused.status).toBe(429)
    expect((await post(server, '/login', ADMIN)).status).toBe(200)
  })

  it('tells search engines not to index the admin or its API', async () => {
    for (const path of ['/admin', '/admin/login', '/cms-api/users/me', '/cms-api/leads']) {
      const response = await fetch(`${server.baseUrl}${path}`, { redirect: 'manual' })
      expect(response.headers.get('x-robots-tag'), path).toBe('noindex, nofollow')
    }
  })
})

describe('the admin’s cookie under HTTPS', () => {
  let server: RunningServer

  beforeAll(async () => {
    // Served over plain HTTP here, as behind a TLS-terminating load balancer; SERVER_URL says HTTPS.
    server = await startServer({ name: 'admin-doors-https', env: { SEED_ON_EMPTY: 'false', SERVER_URL: 'https://example.kz' } })
  })
  afterAll(async () => server?.stop())

  it('marks the session cookie Secure', async () => {
    expect((await post(server, '/first-register', ADMIN)).status).toBe(200)
    const login = await post(server, '/login', ADMIN)
    expect(login.status).toBe(200)
    expect(login.headers.get('set-cookie')).toMatch(/;\s*Secure/i)
  })
})
