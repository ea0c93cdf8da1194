import fs from 'node:fs'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { COUNT_MESSAGES } from '../../src/migrations/data/count-messages'
import { seededStore } from '../support/seeded-store'
import { startServer, type RunningServer } from '../support/server'
import { getJson } from './api-client'
import { query } from './leads-helpers'

/**
 * The data migrations `*_kebab_message_keys` (src/migrations/data/kebab-message-keys.ts) and
 * `*_count_messages` (src/migrations/data/count-messages.ts) on a database
 * as an earlier version left it: editors' overrides stored under the old snake_case keys. A server of
 * this file's own (SQLite, and PostgreSQL with TEST_DATABASE_URL) is seeded, stopped, put back in that
 * state (keys renamed back, the migration marked as not run), and started again: the start-up applies
 * the migration, and the site must show the editor's text under the new key.
 */

const MIGRATION = '20261123_091757_kebab_message_keys'
const COUNT_MIGRATION = '20261124_030500_count_messages'
const EDITED_OFFERS = '{count, plural, other {# ұсыныс (редактор)}}'
const EDITED_MILLION = 'млн (редактор)'
const NEWER_THOUSAND = 'тыс. (уже под новым ключом)'
const EDITED_SORT = 'Сначала дешевле за м²'
const targets = [{ name: 'sqlite' }, ...(process.env.TEST_DATABASE_URL ? [{ name: 'postgres' }] : [])]

/** An editor's entry, as the admin stores it: the key, and the text in every language. */
async function storeEntry(target: RunningServer, key: string, content: string): Promise<void> {
  await query(target, 'INSERT INTO localizations (key) VALUES (?)', [key])
  const [entry] = await query<{ id: number }>(target, 'SELECT id FROM localizations WHERE key = ?', [key])
  for (const locale of ['ru', 'kk', 'en']) await query(target, 'INSERT INTO localizations_locales (content, _locale, _parent_id) VALUES (?, ?, ?)', [content, locale, entry.id])
}

describe.each(targets)('renamed UI string keys on $name', ({ name }) => {
  let server: RunningServer
  let dropDatabase: (() => Promise<void>) | undefined

  const strings = async (locale: string): Promise<Record<string, string>> => {
    const { status, body } = await getJson(server.baseUrl, `/api/localizations/${locale}`)
    expect(status).toBe(200)
    return Object.fromEntries((body.data as Array<{ key: string; content: string }>).map((entry) => [entry.key, entry.content]))
  }

  beforeAll(async () => {
    // A copy of the seeded store the global set-up made (a minute of seeding saved).
    const store = await seededStore(name, 'keys_it')
    const { databaseUrl, dataDir } = store
    dropDatabase = store.drop
    const first = await startServer({ name: `keys-${name}`, databaseUrl, dataDir })
    await first.stop()

    // The store as the previous version kept it: the overrides under the old keys, this migration not run.
    await query(first, 'UPDATE localizations SET key = ? WHERE key = ?', ['short_million', 'short-million'])
    await query(first, 'UPDATE localizations SET key = ? WHERE key = ?', ['short_thousand', 'short-thousand'])
    const [million] = await query<{ id: number }>(first, 'SELECT id FROM localizations WHERE key = ?', ['short_million'])
    await query(first, "UPDATE localizations_locales SET content = ? WHERE _parent_id = ? AND _locale = 'ru'", [EDITED_MILLION, million.id])
    // Section strings (parts/*.json) are not seeded: an editor's override of one is an entry of its own.
    await storeEntry(first, 'prop-sort-price_per_m2', EDITED_SORT)
    // An entry stored under a new name already (an editor added it after the deploy): it stays as it is.
    await storeEntry(first, 'short-thousand', NEWER_THOUSAND)
    await query(first, 'DELETE FROM payload_migrations WHERE name = ?', [MIGRATION])

    // The count strings as the previous version stored them (ICU '#'); the Kazakh one an editor's own.
    const [offers] = await query<{ id: number }>(first, 'SELECT id FROM localizations WHERE key = ?', ['offers-count'])
    for (const { locale, before } of COUNT_MESSAGES) {
      const content = locale === 'kk' ? EDITED_OFFERS : before
      await query(first, 'UPDATE localizations_locales SET content = ? WHERE _parent_id = ? AND _locale = ?', [content, offers.id, locale])
    }
    await query(first, 'DELETE FROM payload_migrations WHERE name = ?', [COUNT_MIGRATION])

    server = await startServer({ name: `keys-${name}`, databaseUrl, dataDir: first.dataDir })
  }, 480_000)

  afterAll(async () => {
    await server?.stop()
    await dropDatabase?.().catch(() => undefined)
    if (server && !process.env.KEEP_TEST_DATA) fs.rmSync(server.dataDir, { recursive: true, force: true })
  })

  it("runs once at start-up and renames the stored keys, keeping the editors' texts", async () => {
    expect(await query(server, 'SELECT name FROM payload_migrations WHERE name = ?', [MIGRATION])).toHaveLength(1)
    const ru = await strings('ru')
    expect(ru['short-million']).toBe(EDITED_MILLION)
    expect(ru['prop-sort-price-per-m2']).toBe(EDITED_SORT)
    expect(ru).not.toHaveProperty('short_million')
    expect(ru).not.toHaveProperty('prop-sort-price_per_m2')
    const en = await strings('en')
    expect(en['short-million']).toBe('M')
    expect(en).not.toHaveProperty('short_million')
  })

  it('leaves an entry already stored under the new name as it is', async () => {
    const ru = await strings('ru')
    expect(ru['short-thousand']).toBe(NEWER_THOUSAND)
    expect(ru['short_thousand']).toBe('тыс.')
  })

  it("shows the editor's text on the site under the new key", async () => {
    const response = await fetch(`${server.baseUrl}/projects`)
    expect(response.status).toBe(200)
    const html = await response.text()
    // The header's projects menu: "от 18.5 млн (редактор) ₸" (spec §9 short number format).
    expect(html).toMatch(new RegExp(`\\d\u00a0${EDITED_MILLION.replace(/[()]/g, '\\$&')}\u00a0₸`))
    // The listing's sort choices (a client component, rendered on the server too).
    const listing = await (await fetch(`${server.baseUrl}/properties/apartments`)).text()
    expect(listing).toContain(`>${EDITED_SORT}</option>`)
  })

  it("writes the stored count strings in the site's number style, leaving an editor's own wording", async () => {
    expect((await strings('ru'))['offers-count']).toBe(COUNT_MESSAGES.find((m) => m.locale === 'ru')!.after)
    expect((await strings('en'))['offers-count']).toBe(COUNT_MESSAGES.find((m) => m.locale === 'en')!.after)
    expect((await strings('kk'))['offers-count']).toBe(EDITED_OFFERS)
  })
})
