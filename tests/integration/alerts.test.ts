import fs from 'node:fs'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startSmtpSink } from '../../scripts/leads-sinks.mjs'
import { readMail, type ReadMail } from '../support/mail'
import { createTestDatabase } from '../support/postgres'
import { startServer, type RunningServer } from '../support/server'
import { cms, createStaff, freshIp, postJson, send, waitFor } from './leads-helpers'

/**
 * Price and status alerts and saved searches end to end (issue 34, item 1), on servers of this file's own
 * (SQLite, and PostgreSQL with TEST_DATABASE_URL) with a local SMTP sink: the confirmation first and nothing
 * before it is followed, a price drop once in the subscriber's language, no word of a higher price, a sale
 * with similar units, the one-click unsubscribe that stops everything, a saved search's digest at most once
 * per interval (ALERT_DIGEST_INTERVAL_S, 3 s here), the alerts page's forms, and who sees the addresses.
 */

const targets = [{ name: 'sqlite' }, ...(process.env.TEST_DATABASE_URL ? [{ name: 'postgres' }] : [])]
const DIGEST_S = 3
/** Longer than a jobs cycle (1 s) and its e-mail: an e-mail that was going to come has come by then. */
const QUIET_MS = 4000

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe.each(targets)('alerts on $name', ({ name }) => {
  let server: RunningServer
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>
  let dropDatabase: (() => Promise<void>) | undefined
  let staff: Awaited<ReturnType<typeof createStaff>>
  const units = { followed: 0, similar: 0, threeRooms: 0, house: 0 }

  const mailsTo = (address: string): ReadMail[] => smtp.messages.map((message) => readMail(message.text)).filter((mail) => mail.headers.to?.includes(address))
  const waitForMail = (address: string, match: (mail: ReadMail) => boolean, timeoutMs = 20_000) => waitFor(`an e-mail to ${address}`, () => mailsTo(address).find(match), timeoutMs)
  const tokenIn = (mail: ReadMail): string => /[?&]token=([A-Za-z0-9_-]{32,64})/.exec(mail.text)?.[1] ?? ''
  const alert = (body: object, headers: Record<string, string> = {}) => postJson(server.baseUrl, '/api/alerts', body, { 'X-Forwarded-For': freshIp(), ...headers })
  const form = (path: string, fields: Record<string, string>) =>
    fetch(`${server.baseUrl}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': freshIp() },
      body: new URLSearchParams(fields).toString(),
    })
  const patchEstate = async (id: number, data: object) => {
    const response = await cms(server.baseUrl, `/estates/${id}`, staff.admin, { method: 'PATCH', body: JSON.stringify({ _status: 'published', ...data }) })
    expect(response.status, await response.clone().text()).toBe(200)
  }
  const rowsOf = async (address: string, token = staff.admin) =>
    (
      (await (await cms(server.baseUrl, `/alert-subscriptions?where[email][equals]=${encodeURIComponent(address)}&depth=0`, token)).json()) as {
        docs: Array<Record<string, unknown>>
      }
    ).docs

  beforeAll(async () => {
    smtp = await startSmtpSink()
    let databaseUrl: string | undefined
    if (name === 'postgres') {
      const db = await createTestDatabase(process.env.TEST_DATABASE_URL!, 'alerts_it')
      databaseUrl = db.url
      dropDatabase = db.drop
    }
    server = await startServer({
      name: `alerts-${name}`,
      databaseUrl,
      env: { SEED_ON_EMPTY: 'false', SMTP_HOST: 'localhost', SMTP_PORT: String(smtp.port), ALERT_DIGEST_INTERVAL_S: String(DIGEST_S), LEADS_RATE_LIMIT_MAX: '1000' },
    })
    staff = await createStaff(server.baseUrl)
    const create = async (collection: string, data: object) => {
      const response = await cms(server.baseUrl, `/${collection}`, staff.admin, { method: 'POST', body: JSON.stringify({ _status: 'published', ...data }) })
      if (!response.ok) throw new Error(`${collection}: ${response.status} ${await response.text()}`)
      return ((await response.json()) as { doc: { id: number } }).doc.id
    }
    const city = await create('cities', { name: 'Алматы', slug: `almaty-${name}` })
    const complex = await create('complexes', { name: 'Алатау', slug: `alatau-${name}`, city })
    units.house = await create('houses', { complex, name: 'Очередь 1', slug: `alatau-1-${name}`, completion_year: 2027, completion_quarter: 2, floors: 12 })
    const flat = (number: number, rooms: number, price: number) =>
      create('estates', { geo_flatnum: `AL-1-${number}`, slug: `al-1-${number}-${name}`, category: 'flat', house: units.house, area: 54.2, price, rooms, floor: 3 })
    units.followed = await flat(101, 2, 32_000_000)
    units.similar = await flat(102, 2, 33_000_000)
    units.threeRooms = await flat(103, 3, 41_000_000)
  }, 300_000)

  afterAll(async () => {
    await server?.stop()
    await smtp?.close()
    await dropDatabase?.().catch(() => undefined)
    if (server && !process.env.KEEP_TEST_DATA) fs.rmSync(server.dataDir, { recursive: true, force: true })
  })

  it('refuses bad input with field errors', async () => {
    expect((await alert({ email: 'nope', estate_id: units.followed })).body).toEqual({ message: 'validation_error', errors: { email: ['validation_email'] } })
    const missing = await alert({ email: 'a@alerts.test', estate_id: 999_999 })
    expect(missing.status).toBe(422)
    expect(missing.body.errors).toEqual({ estate_id: ['validation_exists'] })
    expect((await alert({ email: 'a@alerts.test', search: '/contacts' })).body.errors).toEqual({ search: ['validation_search'] })
    expect((await send(server.baseUrl, '/api/alerts', '{oops', { 'Content-Type': 'application/json' })).status).toBe(400)
    expect((await postJson(server.baseUrl, '/api/alerts/confirm', { token: 'short' })).body.errors).toEqual({ token: ['validation_token'] })
  })

  it('tells a confirmed follower of a unit once, in his language, and stops at one click', async () => {
    const address = `follower-${name}@alerts.test`
    const subscribed = await alert({ email: address, estate_id: units.followed }, { 'Accept-Language': 'kk' })
    expect(subscribed.status).toBe(202)
    expect(subscribed.body).toEqual({ data: {} })
    const confirmation = await waitForMail(address, (mail) => mail.subject.includes('Жазылымды растаңыз'))
    expect(confirmation.text).toContain('Пәтер №101, Алатау')
    const token = tokenIn(confirmation)
    expect(token).not.toBe('')

    // Nothing before the confirmation, whatever happens to the unit.
    await patchEstate(units.followed, { price: 31_000_000 })
    await pause(QUIET_MS)
    expect(mailsTo(address)).toHaveLength(1)

    // The page the link opens: a button, not a confirmation by merely opening it (link scanners open links).
    const page = await fetch(`${server.baseUrl}/kk/alerts?token=${token}`)
    expect(page.status).toBe(200)
    expect(page.headers.get('cache-control') ?? '').not.toMatch(/public|s-maxage/)
    expect(await page.text()).toContain('Жазылымды растаңыз')
    const confirmed = await form('/api/alerts/confirm', { token, locale: 'kk' })
    expect(confirmed.status).toBe(303)
    expect(confirmed.headers.get('location')).toBe(`/kk/alerts?token=${token}&done=confirmed`)
    expect(await (await fetch(`${server.baseUrl}/kk/alerts?token=${token}&done=confirmed`)).text()).toContain('Жазылым расталды')

    await patchEstate(units.followed, { price: 29_500_000 })
    const drop = await waitForMail(address, (mail) => mail.subject.startsWith('Баға төмендеді'))
    expect(drop.subject).toBe('Баға төмендеді: Пәтер №101, Алатау')
    expect(drop.text).toContain('Бұрын: 31,000,000 ₸. Қазір: 29,500,000 ₸.')
    expect(drop.text).toContain(`/kk/properties/apartments/al-1-101-${name}`)
    expect(drop.headers['list-unsubscribe']).toBe(`<${server.baseUrl}/api/alerts/unsubscribe?token=${token}>`)
    expect(drop.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')

    // A higher price alone tells nothing; a sale tells, with a similar free unit.
    await patchEstate(units.followed, { price: 30_000_000 })
    await pause(QUIET_MS)
    expect(mailsTo(address).filter((mail) => mail.subject.startsWith('Баға'))).toHaveLength(1)
    await patchEstate(units.followed, { status: 'sold' })
    const sold = await waitForMail(address, (mail) => mail.subject.startsWith('Сатылды'))
    expect(sold.text).toContain(`/kk/properties/apartments/al-1-102-${name}`)

    // The mail client's one click (RFC 8058): the row is gone and nothing more comes.
    const oneClick = await fetch(`${server.baseUrl}/api/alerts/unsubscribe?token=${token}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(oneClick.status).toBe(200)
    expect(await oneClick.json()).toEqual({ data: { deleted: 1 } })
    expect(await rowsOf(address)).toEqual([])
    const before = mailsTo(address).length
    await patchEstate(units.followed, { status: 'free', price: 28_000_000 })
    await pause(QUIET_MS)
    expect(mailsTo(address)).toHaveLength(before)
    // Each e-mail once: no Message-ID twice.
    const ids = mailsTo(address).map((mail) => mail.headers['message-id'])
    expect(new Set(ids).size).toBe(ids.length)
  }, 120_000)

  it('sends a saved search its news in one digest, at most once per interval', async () => {
    const address = `searcher-${name}@alerts.test`
    expect((await alert({ email: address, search: '/en/properties/apartments?rooms=2&sort=-price' }, { 'Accept-Language': 'en' })).status).toBe(202)
    const confirmation = await waitForMail(address, (mail) => mail.subject.startsWith('Please confirm'))
    expect(confirmation.text).toContain('Flats, 2 rooms')
    expect((await postJson(server.baseUrl, '/api/alerts/confirm', { token: tokenIn(confirmation) })).body).toEqual({ data: { confirmed: true } })

    // News after the confirmation: a new 2-room flat, and a 2-room flat cheaper; a 3-room one is no news.
    await patchEstate(units.similar, { price: 31_500_000 })
    await patchEstate(units.threeRooms, { price: 39_000_000 })
    const create = await cms(server.baseUrl, '/estates', staff.admin, {
      method: 'POST',
      body: JSON.stringify({
        _status: 'published',
        geo_flatnum: 'AL-1-104',
        slug: `al-1-104-${name}`,
        category: 'flat',
        house: units.house,
        area: 60,
        price: 35_000_000,
        rooms: 2,
        floor: 4,
      }),
    })
    expect(create.status).toBe(201)
    const digest = await waitForMail(address, (mail) => mail.subject.startsWith('News for your saved searches'), 30_000)
    const sentAt = Date.now()
    expect(digest.text).toContain(`/en/properties/apartments/al-1-104-${name}`)
    expect(digest.text).toContain('33,000,000 ₸ → 31,500,000 ₸')
    expect(digest.text).not.toContain('al-1-103')
    expect(digest.headers['list-unsubscribe']).toContain('scope=searches')

    // More news at once: the next digest waits for the interval.
    await patchEstate(units.similar, { price: 31_000_000 })
    const next = await waitForMail(address, (mail) => mail.subject.startsWith('News') && mail.headers['message-id'] !== digest.headers['message-id'], 30_000)
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual((DIGEST_S - 1) * 1000)
    expect(next.text).toContain('31,500,000 ₸ → 31,000,000 ₸')
  }, 120_000)

  it('keeps at most five subscriptions of an address waiting for its click, whoever posts them', async () => {
    const address = `flooded-${name}@alerts.test`
    const searches = [0, 1, 2, 3, 4].map((rooms) => `/properties/apartments?rooms=${rooms}`)
    for (const search of [...searches, '/properties/apartments?price_to=40000000']) expect((await alert({ email: address, search })).status).toBe(202)
    await waitFor('five confirmations', () => mailsTo(address).length === 5 || null)
    expect(await rowsOf(address)).toHaveLength(5)
    await new Promise((resolve) => setTimeout(resolve, 2500))
    expect(mailsTo(address)).toHaveLength(5)
  })

  it('lets the address see and delete what it follows, and shows addresses to sales and administrators only', async () => {
    const address = `manager-${name}@alerts.test`
    await alert({ email: address, estate_id: units.similar })
    await alert({ email: address, search: '/properties/apartments?rooms=3' })
    await waitFor('two confirmations', () => mailsTo(address).length === 2 || null)
    // The same request again right away stores nothing new and sends nothing (again only after
    // CONFIRMATION_RESEND_MS: a form posted in a loop cannot flood an inbox).
    await alert({ email: address, estate_id: units.similar })
    expect(await rowsOf(address)).toHaveLength(2)
    await new Promise((resolve) => setTimeout(resolve, 2500))
    expect(mailsTo(address)).toHaveLength(2)

    const editorRows = (await (await cms(server.baseUrl, '/alert-subscriptions?limit=100&depth=0', staff.editor)).json()) as {
      docs: Array<Record<string, unknown>>
      totalDocs: number
    }
    expect(editorRows.totalDocs).toBeGreaterThanOrEqual(2)
    expect(editorRows.docs.every((row) => row.email === undefined && row.token === undefined)).toBe(true)
    const salesRows = await rowsOf(address, staff.sales)
    expect(salesRows.map((row) => row.email)).toEqual([address, address])
    expect(salesRows.every((row) => row.token === undefined)).toBe(true)

    const token = tokenIn(mailsTo(address)[0])
    const page = await (await fetch(`${server.baseUrl}/alerts?token=${token}`)).text()
    expect(page).toContain('Квартиры, 3 комн.')
    expect(page.match(/data-testid="alerts-item"/g)).toHaveLength(2)
    const deleted = await form('/api/alerts/unsubscribe', { token, which: 'all', locale: 'ru' })
    expect(deleted.status).toBe(303)
    expect(deleted.headers.get('location')).toBe(`/alerts?token=${token}&done=deleted`)
    expect(await rowsOf(address)).toEqual([])
    expect(await (await fetch(`${server.baseUrl}${deleted.headers.get('location')}`)).text()).toContain('подписка удалена')
  })

  it('answers a form without script with the alerts page', async () => {
    const sent = await form('/api/alerts', { email: `form-${name}@alerts.test`, estate_id: String(units.similar), locale: 'en', page: '/en/properties/apartments' })
    expect(sent.status).toBe(303)
    expect(sent.headers.get('location')).toBe('/en/alerts?sent=1')
    const bad = await form('/api/alerts', { email: 'not-an-address', estate_id: String(units.similar), locale: 'en', page: '/en/properties/apartments' })
    expect(bad.headers.get('location')).toBe(`/en/alerts?error=validation&back=${encodeURIComponent('/en/properties/apartments')}`)
    const page = await (await fetch(`${server.baseUrl}${bad.headers.get('location')}`)).text()
    expect(page).toContain('Please check the e-mail address')
    expect(page).toContain('href="/en/properties/apartments"')
  })
})
