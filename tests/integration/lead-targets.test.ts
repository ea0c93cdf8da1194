import fs from 'node:fs'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startCrmReceiver } from '../../scripts/leads-sinks.mjs'
import { startAmoCrm } from '../support/lead-targets/amocrm'
import { startBitrix24 } from '../support/lead-targets/bitrix24'
import { startMacroCrm } from '../support/lead-targets/macrocrm'
import type { Received } from '../support/lead-targets/stand-in'
import { startTelegram } from '../support/lead-targets/telegram'
import { createTestDatabase } from '../support/postgres'
import { startServer, type RunningServer } from '../support/server'
import { cms, createStaff, files, freshPhone, multipart, postJson, query, send, waitFor } from './leads-helpers'

/**
 * Lead delivery to the developer's CRMs (docs/editors.md, "Lead delivery to CRMs"), on servers of this file's own
 * (SQLite, and PostgreSQL with TEST_DATABASE_URL) whose amoCRM, Bitrix24, MacroCRM and Telegram
 * variables point at the stand-ins of tests/support/lead-targets, beside the signed CRM webhook. Each
 * target gets each lead exactly once, through 503s and 429s; a definite refusal is recorded and not
 * repeated until staff re-send it; no token, key or secret reaches the database or the server's log.
 */

const AMO_TOKEN = 'amo-long-lived-token-7f3a9c'
const BITRIX_KEY = 'bx24key9q8w7e6r5t'
const MACRO_SECRET = 'macro-app-secret-51c2'
const MACRO_DOMAIN = 'qazaq-stroy.macrocrm.test'
const BOT_TOKEN = '7000000001:AAFakeTokenForTheStandIn_0123456789ab'
const CHAT_ID = '-1001234567890'
const SECRETS = [AMO_TOKEN, BITRIX_KEY, MACRO_SECRET, BOT_TOKEN, 'AAFakeTokenForTheStandIn']

const targets = [{ name: 'sqlite' }, ...(process.env.TEST_DATABASE_URL ? [{ name: 'postgres' }] : [])]

describe.each(targets)('lead delivery to CRMs on $name', ({ name }) => {
  let server: RunningServer
  let dropDatabase: (() => Promise<void>) | undefined
  let staff: Awaited<ReturnType<typeof createStaff>>
  let webhook: Awaited<ReturnType<typeof startCrmReceiver>>
  let amo: Awaited<ReturnType<typeof startAmoCrm>>
  let bitrix: Awaited<ReturnType<typeof startBitrix24>>
  let macro: Awaited<ReturnType<typeof startMacroCrm>>
  let telegram: Awaited<ReturnType<typeof startTelegram>>
  const content = { complex: 0, estate: 0, vacancy: 0 }

  const lead = async (id: number) => (await (await cms(server.baseUrl, `/leads/${id}?depth=0`, staff.sales)).json()) as Record<string, any>
  /** What each stand-in got for a lead (by its id in the text the target received). */
  const about = (id: number, requests: Received[]) =>
    requests.filter((r) => new RegExp(`#${id}(?!\\d)`).test(r.form ? JSON.stringify(r.form) : r.raw) && !r.path.endsWith('/notes'))
  const perTarget = (id: number) => ({
    amocrm: about(id, amo.accepted).length,
    bitrix24: about(id, bitrix.accepted).length,
    macrocrm: about(id, macro.accepted).length,
    telegram: about(id, telegram.accepted).length,
    crm: webhook.deliveries.filter((d: { body: { id: number } }) => d.body.id === id).length,
  })
  const settled = (id: number) =>
    waitFor(
      `lead ${id} settled`,
      async () => {
        const doc = await lead(id)
        return doc.delivery_state !== 'pending' && doc
      },
      60_000,
    )

  beforeAll(async () => {
    webhook = await startCrmReceiver({ secret: 'webhook-secret' })
    amo = await startAmoCrm({ token: AMO_TOKEN })
    bitrix = await startBitrix24({ key: BITRIX_KEY })
    macro = await startMacroCrm({ domain: MACRO_DOMAIN, secret: MACRO_SECRET })
    telegram = await startTelegram({ token: BOT_TOKEN, chatId: CHAT_ID })
    let databaseUrl: string | undefined
    if (name === 'postgres') {
      const db = await createTestDatabase(process.env.TEST_DATABASE_URL!, 'lead_targets_it')
      databaseUrl = db.url
      dropDatabase = db.drop
    }
    server = await startServer({
      name: `lead-targets-${name}`,
      databaseUrl,
      env: {
        SEED_ON_EMPTY: 'false',
        CRM_WEBHOOK_URL: webhook.url,
        CRM_WEBHOOK_SECRET: 'webhook-secret',
        CRM_WEBHOOK_TIMEOUT_MS: '2000',
        AMOCRM_URL: amo.url,
        AMOCRM_TOKEN: AMO_TOKEN,
        BITRIX24_WEBHOOK_URL: bitrix.webhookUrl,
        MACROCRM_URL: macro.url,
        MACROCRM_DOMAIN: MACRO_DOMAIN,
        MACROCRM_APP_SECRET: MACRO_SECRET,
        TELEGRAM_API_URL: telegram.url,
        TELEGRAM_BOT_TOKEN: BOT_TOKEN,
        TELEGRAM_CHAT_ID: CHAT_ID,
        LEADS_RETRY_ATTEMPTS: '4',
        LEADS_RETRY_DELAY_MS: '1000',
        LEADS_DELIVERY_CRON: '* * * * * *',
        LEADS_RATE_LIMIT_MAX: '50',
      },
    })
    staff = await createStaff(server.baseUrl)
    const create = async (collection: string, data: object) => {
      const response = await cms(server.baseUrl, `/${collection}`, staff.admin, { method: 'POST', body: JSON.stringify({ _status: 'published', ...data }) })
      if (!response.ok) throw new Error(`${collection}: ${response.status} ${await response.text()}`)
      return ((await response.json()) as { doc: { id: number } }).doc.id
    }
    const city = await create('cities', { name: 'Алматы', slug: `almaty-${name}` })
    content.complex = await create('complexes', { name: 'Алатау', slug: `alatau-${name}`, city })
    const house = await create('houses', { complex: content.complex, name: 'Очередь 1', slug: `alatau-1-${name}`, completion_year: 2027, completion_quarter: 2, floors: 12 })
    content.estate = await create('estates', { geo_flatnum: 'AL-1-101', slug: `al-1-101-${name}`, category: 'flat', house, area: 54.2, price: 32_000_000, rooms: 2 })
    const category = await create('vacancy-categories', { title: 'Продажи', slug: `sales-${name}` })
    content.vacancy = await create('vacancies', { title: 'Менеджер по продажам', slug: `sales-manager-${name}`, category })
  }, 300_000)

  afterAll(async () => {
    await server?.stop()
    await dropDatabase?.().catch(() => undefined)
    if (server && !process.env.KEEP_TEST_DATA) fs.rmSync(server.dataDir, { recursive: true, force: true })
    await Promise.all([webhook?.close(), amo?.close(), bitrix?.close(), macro?.close(), telegram?.close()])
  })

  it("delivers one reservation to every configured target exactly once, each in its API's shape", async () => {
    const phone = freshPhone()
    const answer = await postJson(server.baseUrl, '/api/feedback/reserves', {
      name: 'Айгүл',
      phone,
      estate_id: String(content.estate),
      page: `/ru/projects/alatau-${name}`,
      utm_source: 'instagram',
      utm_campaign: 'autumn',
    })
    expect(answer.status).toBe(201)
    const id = answer.body.data.id as number
    const doc = await settled(id)
    expect(doc.delivery_state).toBe('sent')
    expect(doc.delivery).toMatchObject({ crm: 'sent', amocrm: 'sent', bitrix24: 'sent', macrocrm: 'sent', telegram: 'sent', email: 'not_configured', last_error: null })
    for (const target of ['crm', 'amocrm', 'bitrix24', 'macrocrm', 'telegram']) expect(Date.parse(doc.delivery[`${target}_sent_at`]), target).toBeGreaterThan(0)
    await new Promise((resolve) => setTimeout(resolve, 2500))
    expect(perTarget(id)).toEqual({ amocrm: 1, bitrix24: 1, macrocrm: 1, telegram: 1, crm: 1 })

    const [amoItem] = about(id, amo.accepted)[0].json as any[]
    expect(amoItem).toMatchObject({ request_id: doc.uid, source_uid: expect.any(String), metadata: { form_id: 'reserve', form_name: 'Бронирование' } })
    expect(amoItem.metadata.form_page).toContain(`/ru/projects/alatau-${name}`)
    expect(amoItem._embedded.contacts[0].custom_fields_values).toContainEqual({ field_code: 'PHONE', values: [{ value: phone, enum_code: 'WORK' }] })
    expect(amoItem._embedded.leads[0].name).toContain('Алатау, объект AL-1-101')
    expect(amoItem._embedded.leads[0].custom_fields_values).toContainEqual({ field_code: 'UTM_SOURCE', values: [{ value: 'instagram' }] })
    const { fields } = about(id, bitrix.accepted)[0].json as any
    expect(fields).toMatchObject({ NAME: 'Айгүл', PHONE: [{ VALUE: phone, VALUE_TYPE: 'WORK' }], SOURCE_ID: 'WEB', UTM_SOURCE: 'instagram', UTM_CAMPAIGN: 'autumn' })
    expect(fields.COMMENTS).toContain('Алатау, объект AL-1-101')
    const form = about(id, macro.accepted)[0].form!
    expect(form).toMatchObject({ phone, name: 'Айгүл', utm_source: 'instagram', domain: MACRO_DOMAIN })
    expect(form).not.toHaveProperty('app_secret')
    const { text, chat_id } = about(id, telegram.accepted)[0].json as any
    expect(chat_id).toBe(CHAT_ID)
    expect(text).toContain(phone)
    expect(text).toContain('Алатау, объект AL-1-101')
    expect(text).toContain('(Алматы)')
  })

  it('reaches every target exactly once when Bitrix24 answers 503 twice and Telegram asks to wait (429)', async () => {
    bitrix.failNext(2, bitrix.failures.unavailable())
    telegram.failNext(1, telegram.failures.tooManyRequests(2))
    const bitrixBefore = bitrix.received.length
    const id = (await postJson(server.baseUrl, '/api/feedback/callback', { name: 'Тимур', phone: freshPhone() })).body.data.id as number
    const pending = await waitFor('a failed attempt', async () => {
      const doc = await lead(id)
      return doc.delivery?.bitrix24_error && doc
    })
    expect(pending.delivery.bitrix24).toBe('pending')
    expect(pending.delivery.bitrix24_error).toContain('HTTP 503')
    const doc = await settled(id)
    expect(doc.delivery).toMatchObject({ crm: 'sent', amocrm: 'sent', bitrix24: 'sent', macrocrm: 'sent', telegram: 'sent', bitrix24_error: null, telegram_error: null })
    expect(doc.delivery.attempts).toBeGreaterThanOrEqual(3)
    await new Promise((resolve) => setTimeout(resolve, 2500))
    expect(perTarget(id)).toEqual({ amocrm: 1, bitrix24: 1, macrocrm: 1, telegram: 1, crm: 1 })
    // Bitrix24 was asked three times (two 503s), the targets that had it never again.
    expect(bitrix.received.length - bitrixBefore).toBe(3)
    const telegramTries = about(id, telegram.received)
    expect(telegramTries).toHaveLength(2)
    // Telegram's retry_after (2 s) was honoured.
    expect(telegramTries[1].at - telegramTries[0].at).toBeGreaterThanOrEqual(1900)
  }, 120_000)

  it("records a definite refusal with its reason, does not repeat it, and the target's re-send delivers it", async () => {
    amo.failNext(1, amo.failures.badRequest())
    macro.failNext(1, macro.failures.errorBody('Заявка не создана: неверный проект'))
    bitrix.failNext(1, bitrix.failures.errorBody())
    const id = (await postJson(server.baseUrl, '/api/feedback/questions', { name: 'Асель', phone: freshPhone(), message: 'Когда сдача?' })).body.data.id as number
    const doc = await settled(id)
    expect(doc.delivery_state).toBe('failed')
    expect(doc.delivery).toMatchObject({ crm: 'sent', telegram: 'sent', amocrm: 'failed', macrocrm: 'failed', bitrix24: 'failed' })
    expect(doc.delivery.attempts).toBe(1)
    expect(doc.delivery.amocrm_error).toContain('HTTP 400')
    expect(doc.delivery.macrocrm_error).toContain('неверный проект')
    expect(doc.delivery.bitrix24_error).toContain('HTTP 400')
    expect(doc.delivery.bitrix24_error).toContain('ERROR_CORE')
    await new Promise((resolve) => setTimeout(resolve, 3000))
    expect(about(id, amo.received)).toHaveLength(1)
    expect(about(id, macro.received)).toHaveLength(1)

    const resend = (target: string, token?: string) => cms(server.baseUrl, `/leads/${id}/retry-delivery?target=${target}`, token, { method: 'POST' })
    expect((await resend('amocrm', staff.editor)).status).toBe(403)
    expect((await resend('nowhere', staff.sales)).status).toBe(400)
    expect((await resend('telegram', staff.sales)).status).toBe(409)
    expect((await resend('amocrm', staff.sales)).status).toBe(202)
    const resent = await waitFor(
      'amoCRM re-sent',
      async () => {
        const current = await lead(id)
        return current.delivery.amocrm === 'sent' && current
      },
      30_000,
    )
    expect(resent.delivery).toMatchObject({ amocrm: 'sent', amocrm_error: null, macrocrm: 'failed', bitrix24: 'failed', telegram: 'sent' })
    expect(resent.delivery_state).toBe('failed')
    // The whole-lead retry sends the remaining failures; nobody that had it gets it again.
    expect((await cms(server.baseUrl, `/leads/${id}/retry-delivery`, staff.sales, { method: 'POST' })).status).toBe(202)
    const done = await waitFor(
      'all sent',
      async () => {
        const current = await lead(id)
        return current.delivery_state === 'sent' && current
      },
      30_000,
    )
    expect(done.delivery).toMatchObject({ macrocrm: 'sent', bitrix24: 'sent' })
    await new Promise((resolve) => setTimeout(resolve, 2500))
    expect(perTarget(id)).toEqual({ amocrm: 1, bitrix24: 1, macrocrm: 1, telegram: 1, crm: 1 })
  }, 120_000)

  it("sends a vacancy application's CV as a signed, expiring link that opens the file", async () => {
    const docx = files.docx()
    const application = await send(
      server.baseUrl,
      '/api/vacancies/application',
      multipart(
        { name: 'Дана', phone: freshPhone(), email: 'dana@mail.kz', vacancy_id: String(content.vacancy) },
        { name: 'cv.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', data: docx },
      ),
    )
    expect(application.status).toBe(201)
    const id = application.body.data.id as number
    expect((await settled(id)).delivery_state).toBe('sent')
    const { text } = about(id, telegram.accepted)[0].json as { text: string }
    const link = /https?:\/\/\S+\/api\/lead-files\/\d+\?expires=\d+&amp;signature=[\w-]+/.exec(text)?.[0].replace(/&amp;/g, '&')
    expect(link).toBeTruthy()
    const webhookBody = webhook.deliveries.find((d: { body: { id: number } }) => d.body.id === id)!.body
    expect(webhookBody.cv_url).toBe(link)
    expect(about(id, bitrix.accepted)[0].raw).toContain(new URL(link!).search.slice(0, 20))
    const url = new URL(link!)
    const download = await fetch(`${server.baseUrl}${url.pathname}${url.search}`)
    expect(download.status).toBe(200)
    expect(download.headers.get('cache-control')).toContain('no-store')
    expect(Buffer.from(await download.arrayBuffer())).toEqual(docx)
    const forged = new URLSearchParams(url.search)
    forged.set('signature', `${forged.get('signature')!.slice(0, -2)}xx`)
    expect((await fetch(`${server.baseUrl}${url.pathname}?${forged}`)).status).toBe(403)
    expect((await fetch(`${server.baseUrl}/api/lead-files/${url.pathname.split('/').pop()}`)).status).toBe(403)
  })

  it("keeps every token, key and secret out of the stored leads, the delivery jobs and the server's log", async () => {
    // A refusal whose text names the Bitrix24 webhook's path (its key) and a failed request to Telegram.
    bitrix.failNext(1, bitrix.failures.errorBody())
    telegram.failNext(1, telegram.failures.chatNotFound())
    const id = (await postJson(server.baseUrl, '/api/feedback/callback', { name: 'Ерлан', phone: freshPhone() })).body.data.id as number
    const doc = await settled(id)
    expect(doc.delivery).toMatchObject({ bitrix24: 'failed', telegram: 'failed' })
    expect(doc.delivery.bitrix24_error).toContain('***')
    expect(doc.delivery.telegram_error).toContain('chat not found')
    const leads = JSON.stringify(await query(server, 'SELECT * FROM leads'))
    const jobs = JSON.stringify(await query(server, 'SELECT * FROM payload_jobs'))
    const log = fs.readFileSync(server.logFile, 'utf8')
    const api = JSON.stringify(await lead(id))
    for (const secret of SECRETS) {
      expect(leads, 'leads table').not.toContain(secret)
      expect(jobs, 'jobs table').not.toContain(secret)
      expect(log, 'server log').not.toContain(secret)
      expect(api, 'REST answer').not.toContain(secret)
    }
  })
})
