import crypto from 'node:crypto'
import fs from 'node:fs'

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { createTestDatabase } from '../support/postgres'
import { startServer, type RunningServer } from '../support/server'
import { runMigrateDown } from '../support/run-migrate-down'
import { staffToken } from './staff-session'
import { cms, freshPhone, postJson, query } from './leads-helpers'

/**
 * The leads desk by names (issue 31, item 6) on the shared test servers (SQLite, and PostgreSQL with
 * TEST_DATABASE_URL): staff have names (an account made without one is named by its e-mail), every status
 * change is recorded server-side with who and when, the CSV names the assignee and the comments' authors,
 * and each saved version of content names who saved it. The migration's naming of existing accounts is at
 * the end, on servers of its own.
 */

const json = async (response: Response): Promise<any> => {
  const text = await response.text()
  if (!response.ok) throw new Error(`${response.status}: ${text}`)
  return JSON.parse(text)
}

describe.each(inject('targets'))('the leads desk by names on $name', (target) => {
  const { baseUrl } = target
  const suffix = crypto.randomBytes(3).toString('hex')
  const password = `Pw-${crypto.randomBytes(8).toString('hex')}`
  const people: Record<string, { id: number; token: string; name: string }> = {}

  const account = async (key: string, role: string, name?: string) => {
    const email = `${key}-${suffix}@names.test`
    const admin = await staffToken(baseUrl)
    const created = await json(await cms(baseUrl, '/users', admin, { method: 'POST', body: JSON.stringify({ email, password, role, ...(name ? { name } : {}) }) }))
    const login = await json(await cms(baseUrl, '/users/login', undefined, { method: 'POST', body: JSON.stringify({ email, password }) }))
    people[key] = { id: created.doc.id, token: login.token, name: created.doc.name }
  }
  const callback = async (name: string) => {
    const answer = await postJson(baseUrl, '/api/feedback/callback', { name, phone: freshPhone() })
    expect(answer.status).toBe(201)
    return answer.body.data.id as number
  }
  const patch = (id: number, body: unknown, token: string) => cms(baseUrl, `/leads/${id}`, token, { method: 'PATCH', body: JSON.stringify(body) })

  beforeAll(async () => {
    await account('aizhan', 'sales', 'Айжан Сериккызы')
    await account('daniyar', 'sales', 'Данияр Омаров')
    await account('nameless', 'sales')
    await account('editor', 'editor', 'Гульмира Редактор')
  })

  it('names an account made without a name by its e-mail, and keeps a name when an update leaves it out', async () => {
    expect(people.nameless.name).toBe(`nameless-${suffix}`)
    const admin = await staffToken(baseUrl)
    expect((await cms(baseUrl, `/users/${people.aizhan.id}`, admin, { method: 'PATCH', body: JSON.stringify({ role: 'sales' }) })).status).toBe(200)
    expect((await json(await cms(baseUrl, `/users/${people.aizhan.id}`, admin))).name).toBe('Айжан Сериккызы')
  })

  it('records every status change with who made it, when, and from what to what', async () => {
    const id = await callback('Ерлан История')
    const started = Date.now() - 5_000
    expect((await patch(id, { status: 'in_progress' }, people.aizhan.token)).status).toBe(200)
    // A save that leaves the status as it is records nothing and keeps the history.
    expect((await patch(id, { assignee: people.daniyar.id }, people.aizhan.token)).status).toBe(200)
    // Nobody writes the history by hand.
    const forged = [{ at: '2020-01-01T00:00:00.000Z', by: people.daniyar.id, from: 'spam', to: 'new' }]
    expect((await patch(id, { status_history: forged }, people.aizhan.token)).status).toBe(200)
    expect((await patch(id, { status: 'done', status_history: forged }, people.daniyar.token)).status).toBe(200)

    const lead = await json(await cms(baseUrl, `/leads/${id}?depth=0`, people.aizhan.token))
    const history = lead.status_history as Array<{ at: string; by: number; from: string; to: string }>
    expect(history.map(({ by, from, to }) => ({ by, from, to }))).toEqual([
      { by: people.aizhan.id, from: 'new', to: 'in_progress' },
      { by: people.daniyar.id, from: 'in_progress', to: 'done' },
    ])
    for (const change of history) expect(Date.parse(change.at)).toBeGreaterThan(started)
    const [{ rows }] = await query<{ rows: number | string }>(target, 'SELECT count(*) AS rows FROM leads_status_history WHERE _parent_id = ?', [id])
    expect(Number(rows)).toBe(2)
  })

  it('exports the assignee and the comments’ authors by name', async () => {
    const id = await callback('Сәуле Выгрузка')
    await patch(id, { assignee: people.aizhan.id }, people.daniyar.token)
    expect((await cms(baseUrl, '/lead-comments', people.daniyar.token, { method: 'POST', body: JSON.stringify({ lead: id, text: 'Перезвонить завтра' }) })).status).toBe(201)
    const response = await fetch(`${baseUrl}/cms-api/leads/export.csv?where[id][equals]=${id}`, { headers: { Authorization: `JWT ${people.aizhan.token}` } })
    const [header, line] = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    const cells = header.split(';')
    const values = Object.fromEntries(line.split(';').map((value, i) => [cells[i], value]))
    expect(values['Ответственный']).toBe('Айжан Сериккызы')
    expect(values['Комментарии']).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2} Данияр Омаров: Перезвонить завтра$/)
    expect(line).not.toContain('@names.test')
  })

  it('names who saved each version of content, for staff only', async () => {
    const admin = await staffToken(baseUrl)
    const article = (await json(await cms(baseUrl, '/articles?limit=1&depth=0', admin))).docs[0] as { id: number; title: string }
    expect((await cms(baseUrl, `/articles/${article.id}?draft=true`, people.editor.token, { method: 'PATCH', body: JSON.stringify({ title: article.title }) })).status).toBe(200)
    const versions = await json(await cms(baseUrl, `/articles/versions?where[parent][equals]=${article.id}&sort=-updatedAt&limit=1&depth=0`, people.editor.token))
    expect(versions.docs[0].version.last_edited_by).toBe('Гульмира Редактор')
    // Written by the server only.
    await cms(baseUrl, `/articles/${article.id}?draft=true`, people.editor.token, { method: 'PATCH', body: JSON.stringify({ last_edited_by: 'Кто-то другой' }) })
    const latest = await json(await cms(baseUrl, `/articles/versions?where[parent][equals]=${article.id}&sort=-updatedAt&limit=1&depth=0`, people.editor.token))
    expect(latest.docs[0].version.last_edited_by).toBe('Гульмира Редактор')
  })
})

const migrationTargets = [{ name: 'sqlite' }, ...(process.env.TEST_DATABASE_URL ? [{ name: 'postgres' }] : [])]

describe.each(migrationTargets)('the staff names migration on $name', ({ name }) => {
  let server: RunningServer
  let dropDatabase: (() => Promise<void>) | undefined
  let leadId = 0
  let userId = 0

  beforeAll(async () => {
    let databaseUrl: string | undefined
    if (name === 'postgres') {
      const db = await createTestDatabase(process.env.TEST_DATABASE_URL!, 'names_it')
      databaseUrl = db.url
      dropDatabase = db.drop
    }
    const first = await startServer({ name: `names-${name}`, databaseUrl, env: { SEED_ON_EMPTY: 'false' } })
    await first.stop()
    runMigrateDown('staff_names_status_history', { dataDir: first.dataDir, databaseUrl })
    // An account as the version before stored it (no name), assigned a lead: the users table is rebuilt on SQLite.
    await query(first, `INSERT INTO users (email, role, hash, salt) VALUES ('anna.ivanova@names.test', 'sales', 'x', 'x')`)
    userId = Number((await query<{ id: number }>(first, `SELECT id FROM users WHERE email = 'anna.ivanova@names.test'`))[0].id)
    await query(first, `INSERT INTO leads (kind, name, phone, uid, status, assignee_id) VALUES ('callback', 'Старая заявка', '+77015550033', 'legacy-names', 'new', ?)`, [userId])
    leadId = Number((await query<{ id: number }>(first, `SELECT id FROM leads WHERE uid = 'legacy-names'`))[0].id)
    server = await startServer({ name: `names-${name}`, databaseUrl, dataDir: first.dataDir, env: { SEED_ON_EMPTY: 'false' } })
  }, 480_000)

  afterAll(async () => {
    await server?.stop()
    await dropDatabase?.().catch(() => undefined)
    if (server && !process.env.KEEP_TEST_DATA) fs.rmSync(server.dataDir, { recursive: true, force: true })
  })

  it("names existing accounts by their e-mail's local part and keeps what points at them", async () => {
    const users = await query<{ id: number; name: string }>(server, 'SELECT id, name FROM users ORDER BY id')
    expect(users.every((user) => typeof user.name === 'string' && user.name.length > 0)).toBe(true)
    expect(users.find((user) => Number(user.id) === userId)?.name).toBe('anna.ivanova')
    const [lead] = await query<{ assignee_id: number }>(server, 'SELECT assignee_id FROM leads WHERE id = ?', [leadId])
    expect(Number(lead.assignee_id)).toBe(userId)
  })
})
