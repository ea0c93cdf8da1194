import crypto from 'node:crypto'
import fs from 'node:fs'

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { almatyInstant, almatyMidnight } from '@/domain/lead-desk'
import { meetingSlots, type ScheduleRow } from '@/domain/office-hours'

import { createTestDatabase } from '../support/postgres'
import { startServer, type RunningServer } from '../support/server'
import { runMigrateDown } from '../support/run-migrate-down'
import { cyrillicToken, staffToken } from './staff-session'
import { cms, postJson, query } from './leads-helpers'

/**
 * The leads desk (issue 17, item 8) on the shared test servers (SQLite, and PostgreSQL with
 * TEST_DATABASE_URL): sales staff work a lead (status, assignee, comments), nothing the visitor sent can be
 * changed through REST, the search folds Cyrillic case and phone formats, the CSV speaks Russian with
 * phones in E.164, a meeting's day and time are a real date. The delivery job racing a staff save is in
 * leads-delivery.test.ts (it needs a CRM); the migration's backfill is at the end, on servers of its own.
 */

type Staff = { admin: string; sales: string; sales2: string; editor: string; salesId: number; sales2Id: number }

async function makeStaff(baseUrl: string): Promise<Staff> {
  const admin = await staffToken(baseUrl)
  const password = `Pw-${crypto.randomBytes(8).toString('hex')}`
  const suffix = crypto.randomBytes(3).toString('hex')
  const account = async (role: string, name: string) => {
    const email = `${name}-${suffix}@desk.test`
    const created = await cms(baseUrl, '/users', admin, { method: 'POST', body: JSON.stringify({ email, password, role }) })
    if (!created.ok) throw new Error(`create ${role}: ${created.status} ${await created.text()}`)
    const id = ((await created.json()) as { doc: { id: number } }).doc.id
    const login = await cms(baseUrl, '/users/login', undefined, { method: 'POST', body: JSON.stringify({ email, password }) })
    return { id, token: ((await login.json()) as { token: string }).token }
  }
  const sales = await account('sales', 'sales')
  const sales2 = await account('sales', 'sales2')
  const editor = await account('editor', 'editor')
  return { admin, sales: sales.token, sales2: sales2.token, editor: editor.token, salesId: sales.id, sales2Id: sales2.id }
}

const json = async (response: Response): Promise<any> => {
  const text = await response.text()
  if (!response.ok) throw new Error(`${response.status}: ${text}`)
  return JSON.parse(text)
}

let phoneSeq = 0
/** A fresh mobile number in E.164 and its digits. */
const freshNumber = () => `+7702${String((Date.now() * 13 + ++phoneSeq * 104_729) % 10_000_000).padStart(7, '0')}`

describe.each(inject('targets'))('the leads desk on $name', (target) => {
  const { baseUrl } = target
  let staff: Staff

  const callback = async (body: Record<string, unknown>) => {
    const answer = await postJson(baseUrl, '/api/feedback/callback', body)
    expect(answer.status).toBe(201)
    return answer.body.data.id as number
  }
  const getLead = async (id: number, token = staff.sales) => json(await cms(baseUrl, `/leads/${id}?depth=0`, token))
  const patch = (id: number, body: unknown, token = staff.sales) => cms(baseUrl, `/leads/${id}`, token, { method: 'PATCH', body: JSON.stringify(body) })

  beforeAll(async () => {
    staff = await makeStaff(baseUrl)
  })

  it('lets sales staff set the status and assignee and comment, in that order, with author and time', async () => {
    const id = await callback({ name: 'Данияр', phone: freshNumber() })
    expect((await getLead(id)).status).toBe('new')
    expect((await patch(id, { status: 'in_progress', assignee: staff.sales2Id })).status).toBe(200)
    const posted = await cms(baseUrl, '/lead-comments', staff.sales, { method: 'POST', body: JSON.stringify({ lead: id, text: 'Перезвонить в 15:00', author: staff.sales2Id }) })
    expect(posted.status).toBe(201)
    await cms(baseUrl, '/lead-comments', staff.sales2, { method: 'POST', body: JSON.stringify({ lead: id, text: 'Клиент ждёт планировки' }) })
    expect((await patch(id, { status: 'done' }, staff.sales2)).status).toBe(200)

    const lead = await json(await cms(baseUrl, `/leads/${id}?depth=1`, staff.sales))
    expect(lead).toMatchObject({ status: 'done', assignee: { id: staff.sales2Id } })
    // The join: the lead's comments, oldest first; the author is whoever was signed in, not what was sent.
    const comments = lead.comments.docs as Array<{ text: string; author: { id: number } | number; createdAt: string }>
    expect(comments.map((c) => c.text)).toEqual(['Перезвонить в 15:00', 'Клиент ждёт планировки'])
    expect(comments.map((c) => (typeof c.author === 'object' ? c.author.id : c.author))).toEqual([staff.salesId, staff.sales2Id])
    expect(Date.parse(comments[0].createdAt)).toBeGreaterThan(Date.now() - 120_000)

    // Append-only: nobody edits a comment; editors and visitors neither see nor write any of it.
    const commentId = ((await json(await cms(baseUrl, `/lead-comments?where[lead][equals]=${id}&sort=createdAt`, staff.sales))).docs[0] as { id: number }).id
    expect((await cms(baseUrl, `/lead-comments/${commentId}`, staff.admin, { method: 'PATCH', body: JSON.stringify({ text: 'x' }) })).status).toBe(403)
    expect((await cms(baseUrl, '/lead-comments?limit=1', staff.editor)).status).toBe(403)
    expect((await cms(baseUrl, '/lead-comments', staff.editor, { method: 'POST', body: JSON.stringify({ lead: id, text: 'x' }) })).status).toBe(403)
    expect((await patch(id, { status: 'new' }, staff.editor)).status).toBe(403)
    expect((await cms(baseUrl, `/leads/${id}`)).status).toBe(403)
    expect((await getLead(id, staff.admin)).status).toBe('done')
    // An assignee is a staff member who works leads.
    const editors = await json(await cms(baseUrl, '/users?where[role][equals]=editor&limit=1', staff.admin))
    expect((await patch(id, { assignee: editors.docs[0].id })).status).toBe(400)
  })

  it('keeps every field the visitor sent, whoever PATCHes it through REST', async () => {
    const phone = freshNumber()
    const id = await callback({ name: 'Гүлнар', phone, utm_source: 'google', page: '/contacts' })
    const before = await getLead(id)
    const forged = {
      name: 'Changed',
      phone: '+77000000000',
      email: 'x@x.kz',
      message: 'forged',
      kind: 'reserve',
      details: { forged: true },
      utm: { source: 'forged' },
      page: '/forged',
      locale: 'en',
      spam: true,
      uid: 'forged',
      delivery_state: 'sent',
      delivery: { email: 'sent', crm: 'sent', attempts: 99 },
      search_text: 'forged',
      status: 'in_progress',
    }
    for (const token of [staff.sales, staff.admin]) expect((await patch(id, forged, token)).status).toBe(200)
    const after = await getLead(id)
    const { updatedAt: _u1, status: statusAfter, status_history: historyAfter, ...keptAfter } = after
    const { updatedAt: _u2, status: _s, status_history: _h, ...keptBefore } = before
    expect(keptAfter).toEqual(keptBefore)
    expect(statusAfter).toBe('in_progress')
    // The one status change is recorded (the second PATCH sent the same status).
    expect(historyAfter.map((change: { from: string; to: string }) => `${change.from}→${change.to}`)).toEqual(['new→in_progress'])
    const [row] = await query<Record<string, unknown>>(target, 'SELECT name, phone, page, delivery_state, search_text FROM leads WHERE id = ?', [id])
    expect(row).toMatchObject({ name: 'Гүлнар', phone, page: '/contacts', delivery_state: 'not_configured', search_text: `гүлнар ${phone.slice(1)}` })
  })

  it('finds a lead by its Cyrillic name in another case and by its phone in any format', async () => {
    const token = cyrillicToken(8)
    const phone = freshNumber()
    const digits = phone.slice(1)
    const id = await callback({ name: `Анна ${token}`, phone })
    const search = async (text: string) =>
      ((await json(await cms(baseUrl, `/leads?depth=0&limit=5&where[search_text][like]=${encodeURIComponent(text)}`, staff.sales))).docs as Array<{ id: number }>).map((d) => d.id)
    for (const text of [
      token.toLowerCase(),
      `анна ${token.toLowerCase()}`,
      `АННА ${token}`,
      `+7 (${digits.slice(1, 4)}) ${digits.slice(4, 7)}-${digits.slice(7, 9)}-${digits.slice(9)}`,
      `8${digits.slice(1)}`,
      digits.slice(1),
    ]) {
      expect(await search(text), text).toEqual([id])
    }
    expect(await search(`${token.toLowerCase()}я`)).toEqual([])
    // The admin's list view searches the same key (its search box: ?search=).
    const list = await fetch(`${baseUrl}/admin/collections/leads?search=${encodeURIComponent(token.toLowerCase())}`, { headers: { Authorization: `JWT ${staff.sales}` } })
    expect(list.status).toBe(200)
    expect(await list.text()).toContain(`Анна ${token}`)
    // And so does the export of that list.
    const csv = await (
      await fetch(`${baseUrl}/cms-api/leads/export.csv?search=${encodeURIComponent(`8 ${digits.slice(1, 4)} ${digits.slice(4)}`)}`, {
        headers: { Authorization: `JWT ${staff.sales}` },
      })
    ).text()
    expect(csv.trim().split('\r\n')).toHaveLength(2)
    expect(csv).toContain(`Анна ${token}`)
  })

  it('exports Russian labels and values, phones in E.164 and the work fields', async () => {
    const phone = freshNumber()
    const id = await callback({ name: 'Ерлан Экспорт', phone: `+7 (${phone.slice(2, 5)}) ${phone.slice(5, 8)}-${phone.slice(8, 10)}-${phone.slice(10)}` })
    await patch(id, { status: 'in_progress', assignee: staff.salesId })
    await cms(baseUrl, '/lead-comments', staff.sales, { method: 'POST', body: JSON.stringify({ lead: id, text: 'Договорились о встрече' }) })
    const response = await fetch(`${baseUrl}/cms-api/leads/export.csv?where[id][equals]=${id}`, { headers: { Authorization: `JWT ${staff.sales}` } })
    expect(response.status).toBe(200)
    const [header, line] = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    const cells = header.split(';')
    expect(cells).toEqual(expect.arrayContaining(['ID', 'Получена', 'Тип', 'Статус', 'Ответственный', 'Имя', 'Телефон', 'Встреча', 'Комментарии', 'Доставка']))
    expect(cells.every((cell) => !/^[a-z]+$/.test(cell) || cell.startsWith('utm'))).toBe(true)
    const values = Object.fromEntries(line.split(';').map((value, i) => [cells[i], value]))
    expect(values).toMatchObject({
      ID: String(id),
      Тип: 'Обратный звонок',
      Статус: 'В работе',
      Имя: 'Ерлан Экспорт',
      Телефон: phone,
      Доставка: 'Не отправлена: нет настроенного канала',
      'Доставка e-mail': 'Канал не настроен',
      Язык: 'русский',
    })
    // By name (an account made without one is named by its e-mail's local part), never by e-mail.
    expect(values['Ответственный']).toMatch(/^sales-[0-9a-f]+$/)
    expect(values['Комментарии']).toContain('Договорились о встрече')
    expect(values['Получена']).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/)
  })

  it('stores the meeting day and time from /api/feedback/meets as a real date, and its office as a link', async () => {
    const office = (await (await fetch(`${baseUrl}/api/contacts`)).json()).data[0] as { id: number; schedule: ScheduleRow[] }
    const days = Array.from({ length: 14 }, (_, i) => new Date(Date.now() + 12 * 3600_000 + (i + 1) * 86_400_000).toISOString().slice(0, 10))
    const day = days.find((d) => meetingSlots(office.schedule, d).length > 0)!
    const time = meetingSlots(office.schedule, day).at(-1)!
    const answer = await postJson(baseUrl, '/api/feedback/meets', { name: 'Сәуле', phone: freshNumber(), date: day, time, office_id: office.id })
    expect(answer.status).toBe(201)
    const lead = await getLead(answer.body.data.id)
    expect(lead.meeting_at).toBe(almatyInstant(day, time))
    expect(lead.meeting_office).toBe(office.id)
    expect(Object.keys(lead.details)).toEqual(['client_address'])
    // A real date: the list filters and sorts by it.
    const found = await json(
      await cms(baseUrl, `/leads?depth=0&where[meeting_at][greater_than_equal]=${encodeURIComponent(almatyInstant(day))}&where[id][equals]=${lead.id}`, staff.sales),
    )
    expect(found.totalDocs).toBe(1)
  })

  it("counts today's new leads as the dashboard card does, and shows the card to sales staff only", async () => {
    const where = `where[and][0][createdAt][greater_than_equal]=${encodeURIComponent(almatyMidnight())}&where[and][1][status][equals]=new&where[and][2][spam][not_equals]=true`
    const count = async () => (await json(await cms(baseUrl, `/leads/count?${where}`, staff.sales))).totalDocs as number
    const before = await count()
    const id = await callback({ name: 'Новый', phone: freshNumber() })
    expect(await count()).toBe(before + 1)
    await patch(id, { status: 'in_progress' })
    expect(await count()).toBe(before)
    const dashboard = await (await fetch(`${baseUrl}/admin`, { headers: { Authorization: `JWT ${staff.sales}` } })).text()
    expect(dashboard).toContain('data-testid="new-leads-today"')
    expect(dashboard).toMatch(new RegExp(`data-testid="new-leads-today-count"[^>]*>${before}<`))
    const editorsView = await (await fetch(`${baseUrl}/admin`, { headers: { Authorization: `JWT ${staff.editor}` } })).text()
    expect(editorsView).not.toContain('new-leads-today')
  })
})

const backfillTargets = [{ name: 'sqlite' }, ...(process.env.TEST_DATABASE_URL ? [{ name: 'postgres' }] : [])]

describe.each(backfillTargets)('the leads desk migration on $name', ({ name }) => {
  let server: RunningServer
  let dropDatabase: (() => Promise<void>) | undefined
  const ids: Record<string, number> = {}

  beforeAll(async () => {
    let databaseUrl: string | undefined
    if (name === 'postgres') {
      const db = await createTestDatabase(process.env.TEST_DATABASE_URL!, 'desk_it')
      databaseUrl = db.url
      dropDatabase = db.drop
    }
    const first = await startServer({ name: `desk-${name}`, databaseUrl, env: { SEED_ON_EMPTY: 'false' } })
    await first.stop()
    runMigrateDown('leads_desk', { dataDir: first.dataDir, databaseUrl })
    // Leads as the version before the desk stored them: no status, the meeting inside details.
    const insert = async (key: string, values: { name: string; phone: string; spam: boolean; details: object }) => {
      await query(first, `INSERT INTO leads (kind, name, phone, spam, details, uid) VALUES ('meeting', ?, ?, ?, ?, ?)`, [
        values.name,
        values.phone,
        name === 'postgres' ? values.spam : values.spam ? 1 : 0,
        JSON.stringify(values.details),
        `legacy-${key}`,
      ])
      ids[key] = Number((await query<{ id: number }>(first, 'SELECT id FROM leads WHERE uid = ?', [`legacy-${key}`]))[0].id)
    }
    await insert('meeting', { name: 'Мария ӘЛИЕВА', phone: '+77015550011', spam: false, details: { date: '2026-12-03', time: '11:00', client_address: '10.0.0.1' } })
    await insert('bot', { name: 'Bot', phone: '+77015550022', spam: true, details: {} })
    server = await startServer({ name: `desk-${name}`, databaseUrl, dataDir: first.dataDir, env: { SEED_ON_EMPTY: 'false' } })
  }, 480_000)

  afterAll(async () => {
    await server?.stop()
    await dropDatabase?.().catch(() => undefined)
    if (server && !process.env.KEEP_TEST_DATA) fs.rmSync(server.dataDir, { recursive: true, force: true })
  })

  it('gives existing leads their status, search key and meeting date at start-up', async () => {
    const rows = await query<Record<string, any>>(server, 'SELECT id, status, search_text, meeting_at, details FROM leads ORDER BY id')
    const byId = new Map(rows.map((row) => [Number(row.id), row]))
    const meeting = byId.get(ids.meeting)!
    expect(meeting).toMatchObject({ status: 'new', search_text: 'мария әлиева 77015550011' })
    expect(new Date(meeting.meeting_at).toISOString()).toBe(almatyInstant('2026-12-03', '11:00'))
    expect(typeof meeting.details === 'string' ? JSON.parse(meeting.details) : meeting.details).toEqual({ client_address: '10.0.0.1' })
    expect(byId.get(ids.bot)).toMatchObject({ status: 'spam', search_text: 'bot 77015550022' })
  })
})
