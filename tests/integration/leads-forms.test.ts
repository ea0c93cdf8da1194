import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, inject, it } from 'vitest'

import { almatyInstant } from '@/domain/lead-desk'
import { meetingSlots, type ScheduleRow } from '@/domain/office-hours'

import { countLeads, files, freshIp, freshPhone, multipart, postJson, query, send, sendHuge, sha256 } from './leads-helpers'

/**
 * The write endpoints on the shared test servers (SQLite, and PostgreSQL with TEST_DATABASE_URL): no
 * delivery channel is configured there, so leads are kept and marked "not configured".
 */

const tomorrow = () => new Date(Date.now() + 36 * 3600_000).toISOString().slice(0, 10)
const dayAfter = (days: number) => new Date(Date.now() + 12 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10)
/** The first day from tomorrow on which the office offers meeting slots. */
const nextDayWithSlots = (schedule: ScheduleRow[]) => Array.from({ length: 14 }, (_, i) => dayAfter(i + 1)).find((day) => meetingSlots(schedule, day).length > 0)!
const person = () => ({ name: 'Айгүл Нұрланқызы', phone: freshPhone() })

type Lead = Record<string, any>
const leadById = async (target: Parameters<typeof query>[0], id: number): Promise<Lead> => (await query<Lead>(target, 'SELECT * FROM leads WHERE id = ?', [id]))[0]

describe.each(inject('targets'))('lead endpoints on $name', (target) => {
  const { baseUrl } = target

  it('stores a callback before answering 201, with its tracking data, and keeps it unsent when no channel is configured', async () => {
    const phone = freshPhone()
    const ip = freshIp()
    const { status, body, headers } = await postJson(
      baseUrl,
      '/api/feedback/callback',
      {
        name: 'Айгүл',
        phone: `${phone.slice(0, 2)} (${phone.slice(2, 5)}) ${phone.slice(5, 8)}-${phone.slice(8, 10)}-${phone.slice(10)}`,
        email: '',
        utm_source: 'google',
        utm_medium: 'cpc',
        utm_campaign: 'autumn',
        utm_term: 'квартира',
        page: '/kk/projects/alatau',
        website: '',
      },
      // This server trusts loopback as its load balancer (tests/support/server.ts): the forwarded address counts.
      { 'Accept-Language': 'kk', 'User-Agent': 'integration-test', 'X-Forwarded-For': ip },
    )
    expect(status).toBe(201)
    expect(body).toEqual({ data: { id: expect.any(Number) } })
    expect(headers.get('cache-control')).toBe('no-store')
    const lead = await leadById(target, body.data.id)
    expect(lead).toMatchObject({
      kind: 'callback',
      name: 'Айгүл',
      phone,
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'autumn',
      utm_term: 'квартира',
      page: '/kk/projects/alatau',
      locale: 'kk',
      user_agent: 'integration-test',
      delivery_state: 'not_configured',
      delivery_email: 'not_configured',
      delivery_crm: 'not_configured',
    })
    expect(lead.email).toBeNull()
    expect(lead.created_at).toBeTruthy()
    expect(typeof lead.details === 'string' ? JSON.parse(lead.details) : lead.details).toEqual({ client_address: ip })
  })

  it('stores every form under its kind', async () => {
    const reader = `reader-${Date.now()}@mail.kz`
    const sent = [
      await postJson(baseUrl, '/api/feedback/meets', { ...person(), date: tomorrow(), time: '11:30', message: 'Хочу посмотреть шоурум' }),
      await postJson(baseUrl, '/api/feedback/questions', { ...person(), email: 'Q@Mail.kz', message: 'Есть ли рассрочка?' }),
      await postJson(baseUrl, '/api/articles/subscribe', { email: reader }),
      await postJson(baseUrl, '/api/vacancies/student-application', { ...person(), email: 'student@uni.kz', education: 'КазНУ, 3 курс' }),
    ]
    expect(sent.map((s) => s.status)).toEqual([201, 201, 201, 201])
    // A subscription's answer carries no id (it would tell a known address from a new one): found by its address.
    expect(sent[2].body).toEqual({ data: {} })
    const leads = await Promise.all(
      sent.map(async (s, i) => (i === 2 ? (await query<Lead>(target, 'SELECT * FROM leads WHERE email = ?', [reader]))[0] : leadById(target, s.body.data.id))),
    )
    expect(leads.map((l) => l.kind)).toEqual(['meeting', 'question', 'subscription', 'student_vacancy'])
    expect(leads[1].email).toBe('q@mail.kz')
    // The meeting's day and time are a real date (Almaty time), not text in details.
    const details = leads[0].details
    expect(typeof details === 'string' ? JSON.parse(details) : details).toEqual({ client_address: expect.any(String) })
    expect(new Date(leads[0].meeting_at).toISOString()).toBe(almatyInstant(tomorrow(), '11:30'))
    expect(leads.map((l) => l.status)).toEqual(['new', 'new', 'new', 'new'])
    expect(leads[3].details).toBeTruthy()
    expect(typeof leads[3].details === 'string' ? JSON.parse(leads[3].details) : leads[3].details).toMatchObject({ education: 'КазНУ, 3 курс' })
  })

  it('answers unknown properties, projects and vacancies with field errors', async () => {
    const missing = 2_147_000_000
    const reserve = await postJson(baseUrl, '/api/feedback/reserves', { ...person(), estate_id: missing })
    expect(reserve).toMatchObject({ status: 422, body: { message: 'validation_error', errors: { estate_id: ['validation_exists'] } } })
    const vacancy = await postJson(baseUrl, '/api/vacancies/application', { ...person(), email: 'a@b.kz', vacancy_id: missing })
    expect(vacancy).toMatchObject({ status: 422, body: { errors: { vacancy_id: ['validation_exists'] } } })
    const meeting = await postJson(baseUrl, '/api/feedback/meets', { ...person(), date: tomorrow(), complex_id: missing })
    expect(meeting).toMatchObject({ status: 422, body: { errors: { complex_id: ['validation_exists'] } } })
  })

  it('keeps the office a meeting is booked at, and refuses an unknown office', async () => {
    const office = (await (await fetch(`${baseUrl}/api/contacts`)).json()).data[0]
    const day = nextDayWithSlots(office.schedule)
    const time = meetingSlots(office.schedule, day)[0]
    const booked = await postJson(baseUrl, '/api/feedback/meets', { ...person(), date: day, time, office_id: String(office.id) })
    expect(booked.status).toBe(201)
    const lead = await leadById(target, booked.body.data.id)
    const details = typeof lead.details === 'string' ? JSON.parse(lead.details) : lead.details
    // The meeting's day, time and office are fields of their own: a date (Almaty time) and a link to the office.
    expect(details).toEqual({ client_address: expect.any(String) })
    expect(new Date(lead.meeting_at).toISOString()).toBe(almatyInstant(day, time))
    expect(Number(lead.meeting_office_id)).toBe(office.id)
    const unknown = await postJson(baseUrl, '/api/feedback/meets', { ...person(), date: day, office_id: 2_147_000_000 })
    expect(unknown).toMatchObject({ status: 422, body: { errors: { office_id: ['validation_exists'] } } })
  })

  it('refuses a meeting outside the office hours: a closed day, or a time the office does not offer', async () => {
    const office = (await (await fetch(`${baseUrl}/api/contacts`)).json()).data[0]
    const open = nextDayWithSlots(office.schedule)
    const closed = Array.from({ length: 14 }, (_, i) => dayAfter(i + 1)).find((day) => meetingSlots(office.schedule, day).length === 0)
    expect(closed, 'the seeded head office closes one day a week').toBeDefined()
    const before = await countLeads(target)
    expect(await postJson(baseUrl, '/api/feedback/meets', { ...person(), date: closed, time: '10:00', office_id: office.id })).toMatchObject({
      status: 422,
      body: { errors: { date: ['validation_slot'] } },
    })
    expect(await postJson(baseUrl, '/api/feedback/meets', { ...person(), date: open, time: '03:00', office_id: office.id })).toMatchObject({
      status: 422,
      body: { errors: { time: ['validation_slot'] } },
    })
    expect(await countLeads(target)).toBe(before)
  })

  it('keeps a subscription to one project’s construction news apart from the general one', async () => {
    const project = (await (await fetch(`${baseUrl}/api/complexes?per_page=1`)).json()).data[0]
    const email = `progress-${Date.now()}@mail.kz`
    const general = await postJson(baseUrl, '/api/articles/subscribe', { email })
    const progress = await postJson(baseUrl, '/api/articles/subscribe', { email, complex_id: project.id, page: `/about/${project.slug}` })
    const again = await postJson(baseUrl, '/api/articles/subscribe', { email, complex_id: project.id })
    expect([general.status, progress.status, again.status]).toEqual([201, 201, 201])
    // Two subscriptions of the address: the general one and the project's; the project's again adds none.
    const rows = await query<Lead>(target, 'SELECT kind, complex_id FROM leads WHERE email = ? ORDER BY id', [email])
    expect(rows.map((row) => [row.kind, row.complex_id])).toEqual([
      ['subscription', null],
      ['subscription', project.id],
    ])
  })

  it('answers a subscription the same, byte for byte and no sooner, for a new and an already subscribed address, and stores it once', async () => {
    const email = `known-${Date.now()}@mail.kz`
    const subscribe = async (address: string) => {
      const started = performance.now()
      const response = await fetch(`${baseUrl}/api/articles/subscribe`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Accept-Language': 'ru', 'X-Forwarded-For': freshIp() },
        body: JSON.stringify({ email: address, page: '/contents' }),
      })
      const bytes = Buffer.from(await response.arrayBuffer())
      const headers = [...response.headers].filter(([name]) => name !== 'date')
      return { status: response.status, bytes, headers, ms: performance.now() - started }
    }
    const fresh = await subscribe(email)
    const known = await subscribe(email)
    const knownOtherCase = await subscribe(email.toUpperCase())
    const stranger = await subscribe(`stranger-${Date.now()}@mail.kz`)
    expect(fresh.status).toBe(201)
    expect(JSON.parse(fresh.bytes.toString('utf8'))).toEqual({ data: {} })
    for (const answer of [known, knownOtherCase, stranger]) {
      expect(answer.status).toBe(fresh.status)
      expect(answer.bytes.equals(fresh.bytes), answer.bytes.toString('utf8')).toBe(true)
      expect(answer.headers).toEqual(fresh.headers)
    }
    // Every subscription is answered no sooner than the floor (SUBSCRIPTION_ANSWER_MS, 400 ms, in
    // src/leads/http.ts), which hides the insert that only a new address costs.
    for (const answer of [fresh, known, knownOtherCase, stranger]) expect(answer.ms).toBeGreaterThanOrEqual(400)
    const rows = await query<Lead>(target, 'SELECT kind FROM leads WHERE email = ?', [email])
    expect(rows.map((row) => row.kind)).toEqual(['subscription'])
  })

  it('refuses missing fields, wrong types, script and SQL text with 422 field errors, storing nothing', async () => {
    const before = await countLeads(target)
    const cases: Array<[string, unknown, Record<string, string[]>]> = [
      ['/api/feedback/callback', {}, { name: ['validation_required'], phone: ['validation_required'] }],
      ['/api/feedback/callback', { name: 42, phone: 77011234567, email: ['x'] }, { name: ['validation_invalid'], phone: ['validation_invalid'], email: ['validation_invalid'] }],
      ['/api/feedback/callback', { name: '<script>alert(1)</script>', phone: '+7 (701) 123-45-67' }, { name: ['validation_name'] }],
      ['/api/feedback/callback', { name: "x'); DROP TABLE leads; --", phone: "+77011234567' OR '1'='1" }, { name: ['validation_name'], phone: ['validation_phone'] }],
      ['/api/feedback/callback', { name: 'Иван', phone: '+7 916 123-45-67', email: 'ivan@' }, { phone: ['validation_phone'], email: ['validation_email'] }],
      [
        '/api/feedback/callback',
        { name: 'Я'.repeat(101), phone: '+77011234567', utm_source: '<img src=x onerror=alert(1)>' },
        { name: ['validation_max'], utm_source: ['validation_invalid'] },
      ],
      ['/api/feedback/questions', { name: 'Иван', phone: '+77011234567', message: '<script>document.cookie</script>' }, { message: ['validation_invalid'] }],
      ['/api/feedback/meets', { name: 'Иван', phone: '+77011234567', date: '2001-01-01', time: '25:61' }, { date: ['validation_date'], time: ['validation_time'] }],
      ['/api/feedback/reserves', { name: 'Иван', phone: '+77011234567', estate_id: '1 OR 1=1' }, { estate_id: ['validation_invalid'] }],
      ['/api/articles/subscribe', { email: "a@b.kz'; DELETE FROM leads; --" }, { email: ['validation_email'] }],
      ['/api/vacancies/application', { name: 'Иван', phone: '+77011234567' }, { email: ['validation_required'], vacancy_id: ['validation_required'] }],
    ]
    for (const [endpoint, body, errors] of cases) {
      const answer = await postJson(baseUrl, endpoint, body)
      expect(answer.status, `${endpoint} ${JSON.stringify(body)}`).toBe(422)
      expect(answer.body, `${endpoint} ${JSON.stringify(body)}`).toEqual({ message: 'validation_error', errors })
    }
    expect(await countLeads(target)).toBe(before)
  })

  it('answers broken JSON, a wrong content type and a non-object body with 400, an oversized JSON body with 413', async () => {
    const before = await countLeads(target)
    const callback = '/api/feedback/callback'
    expect(await send(baseUrl, callback, '{"name": "Иван", "phone": ', { 'Content-Type': 'application/json' })).toMatchObject({ status: 400, body: { message: 'bad_request' } })
    expect(await send(baseUrl, callback, 'name=Иван&phone=%2B77011234567', { 'Content-Type': 'application/x-www-form-urlencoded' })).toMatchObject({
      status: 400,
      body: { message: 'bad_request' },
    })
    expect(await send(baseUrl, callback, JSON.stringify({ name: 'Иван', phone: '+77011234567' }), {})).toMatchObject({ status: 400 })
    expect(await postJson(baseUrl, callback, [{ name: 'Иван' }])).toMatchObject({ status: 400, body: { message: 'bad_request' } })
    expect(await postJson(baseUrl, callback, null)).toMatchObject({ status: 400 })
    expect(await send(baseUrl, callback, multipart({ name: 'Иван', phone: '+77011234567' }))).toMatchObject({ status: 400 })
    const big = { name: 'Иван', phone: '+77011234567', utm_term: 'x'.repeat(40_000) }
    expect(await postJson(baseUrl, callback, big)).toMatchObject({ status: 413, body: { message: 'payload_too_large' } })
    const streamed = await sendHuge(baseUrl, callback, 'application/json', 200_000, true)
    expect(streamed).toMatchObject({ status: 413 })
    expect(await countLeads(target)).toBe(before)
  })

  it('refuses a 50 MB body at once (declared or streamed) without buffering it, and stays up', async () => {
    const fiftyMb = 50 * 1024 * 1024
    for (const chunked of [false, true]) {
      const json = await sendHuge(baseUrl, '/api/feedback/callback', 'application/json', fiftyMb, chunked)
      expect(json.status).toBe(413)
      const upload = await sendHuge(baseUrl, '/api/vacancies/application', 'multipart/form-data; boundary=----x', fiftyMb, chunked)
      expect(upload.status).toBe(413)
      expect(JSON.parse(upload.body)).toEqual({ message: 'payload_too_large', errors: { cv: ['validation_file_size'] } })
      // The answer came long before the whole body was sent.
      expect(upload.sentBytes).toBeLessThan(fiftyMb / 2)
    }
    expect((await fetch(`${baseUrl}/api/health`)).status).toBe(200)
  })

  it('accepts PDF, DOC, DOCX and RTF CVs by their content and keeps them in the private folder, away from the public', async () => {
    for (const [ext, type] of [
      ['pdf', 'application/pdf'],
      ['doc', 'application/msword'],
      ['docx', 'application/octet-stream'],
      ['rtf', 'text/rtf'],
    ] as const) {
      const data = files[ext]()
      const answer = await send(
        baseUrl,
        '/api/vacancies/student-application',
        multipart({ ...person(), email: 'cv@uni.kz', education: 'КБТУ' }, { name: `Резюме.${ext}`, type, data }),
      )
      expect(answer.status, ext).toBe(201)
      const [file] = await query<{ filename: string; original_name: string; sha256: string; mime_type: string }>(
        target,
        'SELECT f.filename, f.original_name, f.sha256, f.mime_type FROM leads l JOIN lead_files f ON f.id = l.cv_id WHERE l.id = ?',
        [answer.body.data.id],
      )
      expect(file).toMatchObject({ original_name: `Резюме.${ext}`, sha256: sha256(data) })
      expect(file.filename).toMatch(new RegExp(`^cv-[0-9a-f-]{36}\\.${ext}$`))
      expect(fs.readFileSync(path.join(target.dataDir, 'private', 'lead-files', file.filename))).toEqual(data)
      expect((await fetch(`${baseUrl}/cms-api/lead-files/file/${file.filename}`)).status).toBe(403)
      expect((await fetch(`${baseUrl}/cms-api/lead-files`)).status).toBe(403)
    }
  })

  it('refuses an .exe renamed to .pdf, a CV over 10 MB and a text in place of a file with 422, storing nothing', async () => {
    const before = await countLeads(target)
    const stored = () => fs.readdirSync(path.join(target.dataDir, 'private', 'lead-files'), { withFileTypes: true }).length
    fs.mkdirSync(path.join(target.dataDir, 'private', 'lead-files'), { recursive: true })
    const filesBefore = stored()
    const fields = { ...person(), email: 'cv@uni.kz' }
    const exe = await send(baseUrl, '/api/vacancies/student-application', multipart(fields, { name: 'cv.pdf', type: 'application/pdf', data: files.exe() }))
    expect(exe).toMatchObject({ status: 422, body: { message: 'validation_error', errors: { cv: ['validation_file_type'] } } })
    const zipAsDocx = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(200)])
    expect(await send(baseUrl, '/api/vacancies/student-application', multipart(fields, { name: 'cv.docx', type: 'application/pdf', data: zipAsDocx }))).toMatchObject({
      status: 422,
    })
    const tooBig = Buffer.concat([files.pdf(), Buffer.alloc(10 * 1024 * 1024)])
    const big = await send(baseUrl, '/api/vacancies/student-application', multipart(fields, { name: 'cv.pdf', type: 'application/pdf', data: tooBig }))
    expect(big).toMatchObject({ status: 422, body: { errors: { cv: ['validation_file_size'] } } })
    const text = multipart({ ...fields, cv: 'not a file' })
    expect(await send(baseUrl, '/api/vacancies/student-application', text)).toMatchObject({ status: 422, body: { errors: { cv: ['validation_file_type'] } } })
    expect(await countLeads(target)).toBe(before)
    expect(stored()).toBe(filesBefore)
  })

  it('merges the same request sent again (also concurrently) instead of storing it twice', async () => {
    const body = { ...person(), utm_source: 'retry-test' }
    const first = await postJson(baseUrl, '/api/feedback/callback', body)
    const again = await postJson(baseUrl, '/api/feedback/callback', { ...body, utm_source: 'other', page: '/contacts' })
    expect(first.status).toBe(201)
    expect(again).toMatchObject({ status: 201, body: { data: { id: first.body.data.id } } })

    const twin = { ...person(), message: 'Одновременно' }
    const answers = await Promise.all(Array.from({ length: 8 }, () => postJson(baseUrl, '/api/feedback/questions', twin)))
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(201))
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1)
    const rows = await query(target, 'SELECT id FROM leads WHERE phone = ?', [twin.phone])
    expect(rows).toHaveLength(1)

    const subscriber = `once-${Date.now()}@mail.kz`
    const a = await postJson(baseUrl, '/api/articles/subscribe', { email: subscriber })
    const b = await postJson(baseUrl, '/api/articles/subscribe', { email: subscriber.toUpperCase() })
    expect([a.status, b.status]).toEqual([201, 201])
    expect(await query(target, 'SELECT id FROM leads WHERE email = ?', [subscriber])).toHaveLength(1)
  })

  it('keeps a honeypot submission out of the sales team’s way: 201 for the bot, stored as spam, never delivered', async () => {
    const answer = await postJson(baseUrl, '/api/feedback/callback', { ...person(), website: 'http://spam.example' })
    expect(answer.status).toBe(201)
    expect(await leadById(target, answer.body.data.id)).toMatchObject({ delivery_state: 'spam', delivery_email: 'skipped', delivery_crm: 'skipped' })
  })

  it('limits requests per address and form with 429 and Retry-After, never blocking a single retry or another form', async () => {
    const ip = freshIp()
    const statuses: number[] = []
    for (let i = 0; i < 10; i++) statuses.push((await postJson(baseUrl, '/api/feedback/callback', person(), { 'X-Forwarded-For': ip })).status)
    expect(statuses).toEqual(Array(10).fill(201))
    const limited = await postJson(baseUrl, '/api/feedback/callback', person(), { 'X-Forwarded-For': ip })
    expect(limited.status).toBe(429)
    expect(limited.body).toEqual({ message: 'too_many_requests' })
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await postJson(baseUrl, '/api/feedback/questions', { ...person(), message: 'Другая форма' }, { 'X-Forwarded-For': ip })).status).toBe(201)
    expect((await postJson(baseUrl, '/api/feedback/callback', person(), { 'X-Forwarded-For': freshIp() })).status).toBe(201)
  })

  it('never answers a 5xx to garbage', async () => {
    const bodies = [
      '',
      ' ',
      'null',
      'true',
      '"text"',
      '123',
      '{"name":{"$gt":""},"phone":{"$ne":null}}',
      '{"__proto__":{"admin":true},"name":"Иван","phone":"+77011234567x"}',
      '\u0000\u0001',
      '{"name":"' + '\\u0000'.repeat(10) + '","phone":"+77011234567"}',
    ]
    for (const endpoint of ['/api/feedback/callback', '/api/feedback/meets', '/api/feedback/reserves', '/api/vacancies/application', '/api/articles/subscribe']) {
      for (const body of bodies) {
        const { status } = await send(baseUrl, endpoint, body, { 'Content-Type': 'application/json' })
        expect(status, `${endpoint} ${body}`).toBeGreaterThanOrEqual(400)
        expect(status, `${endpoint} ${body}`).toBeLessThan(500)
      }
    }
    expect((await fetch(`${baseUrl}/api/feedback/callback`)).status).toBe(405)
  })
})
