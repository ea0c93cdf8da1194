import fs from 'node:fs'

import { createClient } from 'redis'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startCrmReceiver, startSmtpSink } from '../../scripts/leads-sinks.mjs'
import { createTestDatabase } from '../support/postgres'
import { startServer, type RunningServer } from '../support/server'
import { cms, createStaff, files, freshIp, freshPhone, multipart, postJson, send, waitFor } from './leads-helpers'

/**
 * Delivery, roles and the shared rate limit, on servers of this file's own (SQLite, and PostgreSQL with
 * TEST_DATABASE_URL) with every channel configured: a local CRM webhook receiver, a local SMTP sink and
 * Redis. Retries are fast here (1 s backoff base, 4 retries) so that giving up can be watched too.
 */

const SECRET = 'test-webhook-secret'
const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://localhost:6379'
const targets = [{ name: 'sqlite' }, ...(process.env.TEST_DATABASE_URL ? [{ name: 'postgres' }] : [])]

describe.each(targets)('lead delivery on $name', ({ name }) => {
  let server: RunningServer
  let crm: Awaited<ReturnType<typeof startCrmReceiver>>
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>
  let dropDatabase: (() => Promise<void>) | undefined
  let databaseUrl: string | undefined
  let staff: Awaited<ReturnType<typeof createStaff>>
  const redisPrefix = `leads-it-${process.pid}-${name}:`
  const content = { complex: 0, complexSlug: `alatau-${name}`, estate: 0, vacancy: 0 }

  const lead = async (id: number, token = staff.sales) => (await (await cms(server.baseUrl, `/leads/${id}?depth=0`, token)).json()) as Record<string, any>
  const deliveredTo = (id: number) => crm.deliveries.filter((d: { body: { id: number } }) => d.body.id === id)

  beforeAll(async () => {
    crm = await startCrmReceiver({ secret: SECRET })
    smtp = await startSmtpSink()
    if (name === 'postgres') {
      const db = await createTestDatabase(process.env.TEST_DATABASE_URL!, 'leads_it')
      databaseUrl = db.url
      dropDatabase = db.drop
    }
    server = await startServer({
      name: `leads-${name}`,
      databaseUrl,
      env: {
        SEED_ON_EMPTY: 'false',
        CRM_WEBHOOK_URL: crm.url,
        CRM_WEBHOOK_SECRET: SECRET,
        CRM_WEBHOOK_TIMEOUT_MS: '2000',
        SMTP_HOST: 'localhost',
        SMTP_PORT: String(smtp.port),
        LEADS_EMAIL_TO: 'sales@leads.test',
        LEADS_RETRY_ATTEMPTS: '4',
        LEADS_RETRY_DELAY_MS: '1000',
        LEADS_DELIVERY_CRON: '* * * * * *',
        LEADS_RATE_LIMIT_MAX: '5',
        REDIS_URL,
        LEADS_REDIS_PREFIX: redisPrefix,
      },
    })
    staff = await createStaff(server.baseUrl)
    const create = async (collection: string, data: object) => {
      const body = JSON.stringify({ _status: 'published', ...data })
      const response = await cms(server.baseUrl, `/${collection}`, staff.admin, { method: 'POST', body })
      if (!response.ok) throw new Error(`${collection}: ${response.status} ${await response.text()}`)
      return ((await response.json()) as { doc: { id: number } }).doc.id
    }
    const city = await create('cities', { name: 'Алматы', slug: `almaty-${name}` })
    content.complex = await create('complexes', { name: 'Алатау', slug: content.complexSlug, city })
    const house = await create('houses', { complex: content.complex, name: 'Очередь 1', slug: `alatau-1-${name}`, completion_year: 2027, completion_quarter: 2, floors: 12 })
    content.estate = await create('estates', { geo_flatnum: 'AL-1-101', slug: `al-1-101-${name}`, category: 'flat', house, area: 54.2, price: 32_000_000, rooms: 2 })
    const category = await create('vacancy-categories', { title: 'Продажи', slug: `sales-${name}` })
    content.vacancy = await create('vacancies', { title: 'Менеджер по продажам', slug: `sales-manager-${name}`, category })
  }, 300_000)

  afterAll(async () => {
    await server?.stop()
    await dropDatabase?.().catch(() => undefined)
    if (server && !process.env.KEEP_TEST_DATA) fs.rmSync(server.dataDir, { recursive: true, force: true })
    await crm?.close()
    await smtp?.close()
  })

  it('delivers a lead once by e-mail and to the CRM webhook, signed, with its idempotency key and project', async () => {
    await crm.setMode('ok')
    const phone = freshPhone()
    const answer = await postJson(
      server.baseUrl,
      '/api/feedback/callback',
      { name: 'Айгүл', phone, page: `/kk/projects/${content.complexSlug}`, utm_source: 'instagram' },
      { 'Accept-Language': 'kk' },
    )
    expect(answer.status).toBe(201)
    const id = answer.body.data.id
    const [delivery] = await waitFor('the CRM delivery', () => deliveredTo(id).length > 0 && deliveredTo(id))
    expect(delivery.body).toMatchObject({ id, kind: 'callback', name: 'Айгүл', phone, complex_id: content.complex, locale: 'kk', utm: { utm_source: 'instagram' } })
    expect(delivery.key).toBe(delivery.body.uid)
    expect(crm.stats.badSignature).toBe(0)
    const mail = await waitFor('the e-mail', () => smtp.messages.find((m) => m.messageId?.includes(delivery.body.uid)))
    expect(mail.text).toContain('sales@leads.test')
    const stored = await waitFor('the delivery state', async () => {
      const doc = await lead(id)
      return doc.delivery_state === 'sent' && doc
    })
    expect(stored.delivery).toMatchObject({ email: 'sent', crm: 'sent', attempts: 1, last_error: null })
    expect(Date.parse(stored.delivery.crm_sent_at)).toBeGreaterThan(0)
    expect(Date.parse(stored.delivery.email_sent_at)).toBeGreaterThan(0)
    await new Promise((resolve) => setTimeout(resolve, 2500))
    expect(deliveredTo(id)).toHaveLength(1)
    expect(smtp.messages.filter((m) => m.messageId?.includes(delivery.body.uid))).toHaveLength(1)
  })

  it('links a reservation to its property and project, and an application to its vacancy with the CV', async () => {
    await crm.setMode('ok')
    const reserve = await postJson(server.baseUrl, '/api/feedback/reserves', { name: 'Ерлан', phone: freshPhone(), estate_id: String(content.estate) })
    expect(reserve.status).toBe(201)
    expect(await lead(reserve.body.data.id)).toMatchObject({ kind: 'reserve', estate: content.estate, complex: content.complex })
    const docx = files.docx()
    const application = await send(
      server.baseUrl,
      '/api/vacancies/application',
      multipart(
        { name: 'Дана', phone: freshPhone(), email: 'dana@mail.kz', vacancy_id: String(content.vacancy), message: 'Опыт продаж 3 года' },
        { name: 'cv.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', data: docx },
      ),
    )
    expect(application.status).toBe(201)
    const doc = await lead(application.body.data.id)
    expect(doc).toMatchObject({ kind: 'vacancy', vacancy: content.vacancy })
    const [delivery] = await waitFor('the CRM delivery', () => deliveredTo(application.body.data.id).length > 0 && deliveredTo(application.body.data.id))
    expect(delivery.body).toMatchObject({ vacancy_id: content.vacancy, has_cv: true })

    // The CV: staff who read leads get the very bytes; editors and visitors get nothing.
    const file = (await (await cms(server.baseUrl, `/lead-files/${doc.cv}`, staff.sales)).json()) as { url: string }
    const url = `${server.baseUrl}${new URL(file.url, server.baseUrl).pathname}`
    const asSales = await fetch(url, { headers: { Authorization: `JWT ${staff.sales}` } })
    expect(asSales.status).toBe(200)
    expect(Buffer.from(await asSales.arrayBuffer())).toEqual(docx)
    expect((await fetch(url, { headers: { Authorization: `JWT ${staff.editor}` } })).status).toBe(403)
    expect((await fetch(url)).status).toBe(403)
  })

  it('retries while the CRM answers 500 and then nothing, and delivers each lead exactly once when it is back', async () => {
    await crm.setMode('error')
    const ids: number[] = []
    for (let i = 0; i < 3; i++) ids.push((await postJson(server.baseUrl, '/api/feedback/callback', { name: 'Тимур', phone: freshPhone() })).body.data.id)
    const failedBefore = crm.stats.answered500
    await waitFor('two failed attempts per lead', () => crm.stats.answered500 - failedBefore >= 6, 30_000)
    const pending = await lead(ids[0])
    expect(pending).toMatchObject({ delivery_state: 'pending', delivery: { email: 'sent', crm: 'pending' } })
    expect(pending.delivery.last_error).toContain('HTTP 500')
    const hungBefore = crm.stats.hung
    await crm.setMode('hang')
    await waitFor('an attempt that gets no answer', () => crm.stats.hung > hungBefore, 30_000)
    await crm.setMode('ok')
    await waitFor('all three delivered', () => ids.every((id) => deliveredTo(id).length > 0), 45_000)
    await new Promise((resolve) => setTimeout(resolve, 3000))
    for (const id of ids) {
      expect(deliveredTo(id)).toHaveLength(1)
      const doc = await lead(id)
      expect(doc).toMatchObject({ delivery_state: 'sent', delivery: { email: 'sent', crm: 'sent' } })
      expect(doc.delivery.attempts).toBeGreaterThanOrEqual(3)
      // The e-mail went out on the first attempt and was never sent again while the CRM was retried.
      expect(smtp.messages.filter((m) => m.messageId?.includes(doc.uid))).toHaveLength(1)
    }
  }, 120_000)

  it('gives up after the last retry, says so, and the retry action sends the lead again', async () => {
    await crm.setMode('error')
    const id = (await postJson(server.baseUrl, '/api/feedback/questions', { name: 'Асель', phone: freshPhone(), message: 'Когда сдача?' })).body.data.id
    const failed = await waitFor(
      'the final failure',
      async () => {
        const doc = await lead(id)
        return doc.delivery_state === 'failed' && doc
      },
      60_000,
    )
    expect(failed.delivery).toMatchObject({ email: 'sent', crm: 'failed', attempts: 5 })
    await crm.setMode('ok')
    const retry = (token?: string) => cms(server.baseUrl, `/leads/${id}/retry-delivery`, token, { method: 'POST' })
    // Anonymous: refused by Payload's REST gate before the endpoint runs (src/content/rest-gate.ts).
    expect((await retry()).status).toBe(403)
    expect((await retry(staff.editor)).status).toBe(403)
    expect((await retry(staff.sales)).status).toBe(202)
    await waitFor('the retried delivery', () => deliveredTo(id).length > 0, 30_000)
    const sent = await waitFor('the sent state', async () => {
      const doc = await lead(id)
      return doc.delivery_state === 'sent' && doc
    })
    expect(sent.delivery).toMatchObject({ email: 'sent', crm: 'sent' })
    expect(smtp.messages.filter((m) => m.messageId?.includes(sent.uid))).toHaveLength(1)
    expect((await retry(staff.sales)).status).toBe(409)
  }, 120_000)

  it("keeps both the delivery state and the sales team's work when the delivery job and staff write the same lead", async () => {
    await crm.setMode('error')
    const id = (await postJson(server.baseUrl, '/api/feedback/callback', { name: 'Болат', phone: freshPhone() })).body.data.id
    // The screen a sales manager opened while the CRM was failing: delivery still pending.
    const stale = await waitFor('a failed attempt', async () => {
      const doc = await lead(id)
      return doc.delivery?.last_error && doc
    })
    expect(stale.delivery_state).toBe('pending')
    const me = (await (await cms(server.baseUrl, '/users/me', staff.sales)).json()) as { user: { id: number } }
    const work = await cms(server.baseUrl, `/leads/${id}`, staff.sales, { method: 'PATCH', body: JSON.stringify({ status: 'in_progress', assignee: me.user.id }) })
    expect(work.status).toBe(200)
    // Meanwhile the job goes on retrying, and delivers once the CRM is back: the staff's change stays.
    await crm.setMode('ok')
    const delivered = await waitFor(
      'the delivery',
      async () => {
        const doc = await lead(id)
        return doc.delivery_state === 'sent' && doc
      },
      30_000,
    )
    expect(delivered).toMatchObject({ status: 'in_progress', assignee: me.user.id, delivery: { crm: 'sent', email: 'sent' } })
    // A save of the whole screen the manager opened before the delivery (delivery pending in it), with
    // their work on it: the delivery stays sent. (Work fields are the staff's own: the last save wins.)
    const { comments: _comments, ...staleCopy } = stale
    const save = await cms(server.baseUrl, `/leads/${id}`, staff.sales, { method: 'PATCH', body: JSON.stringify({ ...staleCopy, status: 'done', assignee: me.user.id }) })
    expect(save.status).toBe(200)
    expect(await lead(id)).toMatchObject({ status: 'done', assignee: me.user.id, delivery_state: 'sent', delivery: { crm: 'sent', email: 'sent', last_error: null } })
    expect(deliveredTo(id)).toHaveLength(1)
  }, 90_000)

  // Two writers of one row at once, made certain: another connection's transaction holds the row while
  // the other writer goes on, then commits (as a staff save's transaction, or a delivery write, would).
  it.runIf(name === 'postgres')(
    'keeps a write that held the row while the other writer waited for it, either way round',
    async () => {
      const clients: pg.Client[] = []
      const holdRow = async (change: string, id: number) => {
        const client = new pg.Client({ connectionString: databaseUrl })
        clients.push(client)
        await client.connect()
        await client.query('BEGIN')
        await client.query(`UPDATE leads SET ${change} WHERE id = $1`, [id])
        return () => client.query('COMMIT')
      }
      try {
        await crm.setMode('error')
        const id = (await postJson(server.baseUrl, '/api/feedback/callback', { name: 'Дана', phone: freshPhone() })).body.data.id
        // The first attempt over (the e-mail recorded after the CRM's failure): the next one is a retry.
        await waitFor('a failed attempt', async () => {
          const { delivery } = await lead(id)
          return delivery?.email === 'sent' && delivery.last_error
        })
        // A staff save in its transaction while the CRM comes back: the delivery job sends, and records that
        // once the save has committed, without putting the status back.
        const commitSave = await holdRow(`status = 'in_progress'`, id)
        await crm.setMode('ok')
        await waitFor('the CRM delivery', () => deliveredTo(id).length > 0)
        await new Promise((resolve) => setTimeout(resolve, 500))
        await commitSave()
        const delivered = await waitFor(
          'the delivery',
          async () => {
            const doc = await lead(id)
            return doc.delivery_state === 'sent' && doc
          },
          30_000,
        )
        expect(delivered.status).toBe('in_progress')
        // A delivery write holding the row while a manager saves: the save waits for it and keeps it.
        const commitDelivery = await holdRow(`delivery_attempts = 42`, id)
        const save = cms(server.baseUrl, `/leads/${id}`, staff.sales, { method: 'PATCH', body: JSON.stringify({ status: 'done' }) })
        await new Promise((resolve) => setTimeout(resolve, 500))
        await commitDelivery()
        expect((await save).status).toBe(200)
        expect(await lead(id)).toMatchObject({ status: 'done', delivery_state: 'sent', delivery: { attempts: 42 } })
      } finally {
        for (const client of clients) await client.end().catch(() => undefined)
      }
    },
    90_000,
  )

  it('lets admins and sales read and export leads, editors edit content only, visitors neither', async () => {
    const list = (token?: string) => cms(server.baseUrl, '/leads?limit=1', token)
    expect((await list()).status).toBe(403)
    expect((await list(staff.editor)).status).toBe(403)
    expect((await list(staff.sales)).status).toBe(200)
    expect((await list(staff.admin)).status).toBe(200)
    const someLead = ((await (await list(staff.sales)).json()) as { docs: Array<{ id: number }> }).docs[0].id
    const patch = (token: string) => cms(server.baseUrl, `/leads/${someLead}`, token, { method: 'PATCH', body: JSON.stringify({ name: 'Changed' }) })
    // Sales staff may work a lead (status, assignee), never change what the visitor sent; editors not at all.
    expect((await patch(staff.sales)).status).toBe(200)
    expect((await lead(someLead)).name).not.toBe('Changed')
    expect((await patch(staff.editor)).status).toBe(403)
    const article = (token: string, slug: string) =>
      cms(server.baseUrl, '/articles', token, { method: 'POST', body: JSON.stringify({ title: 'Новость', slug, published_at: new Date().toISOString() }) })
    expect((await article(staff.editor, `news-${name}-editor`)).status).toBe(201)
    expect((await article(staff.sales, `news-${name}-sales`)).status).toBe(403)
    expect((await cms(server.baseUrl, `/complexes/${content.complex}`, staff.sales, { method: 'PATCH', body: JSON.stringify({ name: 'X' }) })).status).toBe(403)

    const csv = (token?: string, query = '') => fetch(`${server.baseUrl}/cms-api/leads/export.csv${query}`, { headers: token ? { Authorization: `JWT ${token}` } : {} })
    expect((await csv()).status).toBe(403)
    expect((await csv(staff.editor)).status).toBe(403)
    const exported = await csv(staff.sales, '?where[kind][equals]=reserve')
    expect(exported.status).toBe(200)
    expect(exported.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const bytes = Buffer.from(await exported.arrayBuffer())
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]))
    const lines = bytes.toString('utf8').slice(1).trim().split('\r\n')
    expect(lines[0].split(';').slice(0, 7)).toEqual(['ID', 'Получена', 'Тип', 'Статус', 'Ответственный', 'Имя', 'Телефон'])
    expect(lines.slice(1).every((line) => line.split(';')[2] === 'Бронь')).toBe(true)
    expect(lines.some((line) => line.includes('Ерлан') && line.includes('Алатау') && line.includes('AL-1-101'))).toBe(true)
    const searched = await csv(staff.sales, `?search=${encodeURIComponent('Ерлан')}`)
    expect((await searched.text()).trim().split('\r\n')).toHaveLength(2)
  })

  it('counts the rate limits in Redis when REDIS_URL is set', async () => {
    const ip = freshIp()
    const statuses: number[] = []
    for (let i = 0; i < 6; i++)
      statuses.push((await postJson(server.baseUrl, '/api/articles/subscribe', { email: `r${i}-${Date.now()}@mail.kz` }, { 'X-Forwarded-For': ip })).status)
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429])
    // The calculation PDF's limit too (every request counts, before its body is read).
    expect((await send(server.baseUrl, '/api/calculators/export', '{', { 'Content-Type': 'application/json', 'X-Forwarded-For': ip })).status).toBe(400)
    const redis = createClient({ url: REDIS_URL })
    await redis.connect()
    try {
      expect(await redis.get(`${redisPrefix}rl:subscribe:${ip}`)).toBe('6')
      expect(await redis.pTTL(`${redisPrefix}rl:subscribe:${ip}`)).toBeGreaterThan(0)
      await redis.del(`${redisPrefix}rl:subscribe:${ip}`)
      expect(await redis.get(`calculators:export:${ip}`)).toBe('1')
      expect(await redis.pTTL(`calculators:export:${ip}`)).toBeGreaterThan(0)
      await redis.del(`calculators:export:${ip}`)
    } finally {
      await redis.disconnect()
    }
  })
})
