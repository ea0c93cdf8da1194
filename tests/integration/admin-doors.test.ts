import fs from 'node:fs'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startServer, type RunningServer } from '../support/server'
import { FIRST_ADMIN_ENV, NO_FIRST_ADMIN, setupCodeOf, TEST_ADMIN } from '../support/staff'
import { freshIp } from './leads-helpers'

/**
 * The admin's doors (src/content/collections/Users.ts, src/content/first-administrator.ts): nobody claims
 * a fresh site (the first-user registration needs the setup code of the server's log, or the start creates
 * ADMIN_EMAIL's account) and it closes once a user exists, new passwords follow the policy, failed logins
 * lock the account, logins and password resets are limited per client address and per account, the
 * session cookie is HttpOnly and SameSite=Lax (Secure under HTTPS), and the admin and its API are not indexed.
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
    server = await startServer({ name: 'admin-doors', env: { SEED_ON_EMPTY: 'false', ADMIN_LOGIN_RATE_LIMIT_MAX: '6', ...NO_FIRST_ADMIN } })
  })
  afterAll(async () => server?.stop())

  it('lets nobody claim the fresh site without the setup code of the server log', async () => {
    const code = setupCodeOf(server.dataDir)
    expect(fs.readFileSync(server.logFile, 'utf8')).toContain(`/admin/create-first-user with the setup code ${code}`)
    const intruder = { email: 'intruder@example.kz', password: 'intruder-Passw0rd-long' }
    for (const attempt of [intruder, { ...intruder, setup_code: 'AAAA-BBBB-CCCC' }, { ...intruder, setup_code: '' }]) {
      const refused = await post(server, '/first-register', attempt)
      expect(refused.status, JSON.stringify(attempt)).toBe(403)
      expect(JSON.stringify(refused.body)).toMatch(/setup code|код первичной настройки/i)
    }
    // Nor does the public learn whether the site has an account yet.
    const init = await fetch(`${server.baseUrl}/cms-api/users/init`)
    expect(init.status).toBe(403)
    expect(await init.text()).not.toMatch(/initialized/)
    expect((await post(server, '/login', intruder)).status).toBe(401)
  })

  it('refuses a short first password or one made of the e-mail, then registers the first user once', async () => {
    const code = { setup_code: setupCodeOf(server.dataDir).toLowerCase().replace(/-/g, ' ') }
    const short = await post(server, '/first-register', { email: ADMIN.email, password: 'Short-1!', ...code })
    expect(short.status).toBe(400)
    expect(passwordError(short)).toMatch(/at least 12 characters/)
    const ownName = await post(server, '/first-register', { email: ADMIN.email, password: 'doors-admin-2026-x', ...code })
    expect(ownName.status).toBe(400)
    expect(passwordError(ownName)).toMatch(/e-mail/)

    const first = await post(server, '/first-register', { ...ADMIN, ...code })
    expect(first.status).toBe(200)
    expect(first.body.user.role).toBe('admin')
    const again = await post(server, '/first-register', { email: 'intruder@example.kz', password: 'intruder-Passw0rd-long', ...code })
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
    for (let i = 0; i < 7; i++)
      statuses.push((await post(server, '/login', { email: `user${i}@example.kz`, password: 'some-long-password' }, { 'X-Forwarded-For': address })).status)
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429])
    const refused = await post(server, '/login', ADMIN, { 'X-Forwarded-For': address })
    expect(JSON.stringify(refused.body)).toMatch(/Too many login attempts|Слишком много попыток входа/)
    // The right password does not open the door from that address either; another address still gets in.
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await post(server, '/login', ADMIN)).status).toBe(200)
  })

  it('limits password-reset e-mails per client address and per account', async () => {
    const address = freshIp()
    const fromOneAddress: number[] = []
    for (let i = 0; i < 6; i++) fromOneAddress.push((await post(server, '/forgot-password', { email: `someone${i}@example.kz` }, { 'X-Forwarded-For': address })).status)
    expect(fromOneAddress).toEqual([200, 200, 200, 200, 200, 429])
    // One account asked for from ever new addresses: three e-mails an hour, then 429 whoever asks.
    const forOneAccount: Answer[] = []
    for (let i = 0; i < 4; i++) forOneAccount.push(await post(server, '/forgot-password', { email: ADMIN.email.toUpperCase() }))
    expect(forOneAccount.map((answer) => answer.status)).toEqual([200, 200, 200, 429])
    expect(Number(forOneAccount[3].headers.get('retry-after'))).toBeGreaterThan(60)
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
    server = await startServer({ name: 'admin-doors-https', env: { SEED_ON_EMPTY: 'false', SERVER_URL: 'https://example.kz', ...NO_FIRST_ADMIN } })
  })
  afterAll(async () => server?.stop())

  it('marks the session cookie Secure', async () => {
    expect((await post(server, '/first-register', { ...ADMIN, setup_code: setupCodeOf(server.dataDir) })).status).toBe(200)
    const login = await post(server, '/login', ADMIN)
    expect(login.status).toBe(200)
    expect(login.headers.get('set-cookie')).toMatch(/;\s*Secure/i)
  })
})

describe('the first administrator from ADMIN_EMAIL and ADMIN_PASSWORD', () => {
  let server: RunningServer

  beforeAll(async () => {
    server = await startServer({ name: 'admin-doors-env', env: { SEED_ON_EMPTY: 'false', ...FIRST_ADMIN_ENV } })
  })
  afterAll(async () => server?.stop())

  it('is created at start, once, and its password never reaches the log', async () => {
    const login = await post(server, '/login', TEST_ADMIN)
    expect(login.status).toBe(200)
    expect(login.body.user.role).toBe('admin')
    const log = fs.readFileSync(server.logFile, 'utf8')
    expect(log).toContain(`First administrator created: ${TEST_ADMIN.email}`)
    expect(log).not.toContain(TEST_ADMIN.password)
    expect(log).not.toMatch(/setup code/)
    expect((await post(server, '/first-register', { email: 'late@example.kz', password: 'late-comer-Passw0rd', setup_code: setupCodeOf(server.dataDir) })).status).toBe(403)
  })
})
