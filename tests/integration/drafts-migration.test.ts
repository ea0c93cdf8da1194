import fs from 'node:fs'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { seededStore } from '../support/seeded-store'
import { startServer, type RunningServer } from '../support/server'
import { runMigrateDown } from '../support/run-migrate-down'
import { getJson } from './api-client'
import { query } from './leads-helpers'

/**
 * The migrations `*_drafts` and `*_global_drafts` (issue 17, item 1) replace the `published` checkbox
 * with Payload's drafts, and give the page globals drafts (what they held was live: it is published).
 * A server of this file's own (SQLite, and PostgreSQL with TEST_DATABASE_URL) is seeded, one article and
 * one project are made drafts, and the store is put back as the version before left it (the migration's
 * `down`: the checkbox again, set from the status); the next start-up migrates it again. Whatever was
 * published must stay published, the rest must stay hidden, and no row or relation may be lost (SQLite
 * rebuilds its tables on the way).
 */

const targets = [{ name: 'sqlite' }, ...(process.env.TEST_DATABASE_URL ? [{ name: 'postgres' }] : [])]

type Snapshot = Record<string, unknown>

/** What the migration must keep: row counts, the relations SQLite's table rebuilds could cut, statuses. */
async function snapshot(target: RunningServer, status: '_status' | 'published'): Promise<Snapshot> {
  const published = status === '_status' ? `"_status" = 'published'` : `"published" = ${target.databaseUrl ? 'true' : '1'}`
  const one = async (sql: string) => Object.values((await query(target, sql))[0]).map(Number)
  return {
    articles: await one(`SELECT count(*), sum(CASE WHEN ${published} THEN 1 ELSE 0 END) FROM articles`),
    complexes: await one(`SELECT count(*), sum(CASE WHEN ${published} THEN 1 ELSE 0 END) FROM complexes`),
    houses: await one('SELECT count(*), count(complex_id), sum(complex_id) FROM houses'),
    estates: await one('SELECT count(*), count(house_id), sum(house_id), sum(complex_id) FROM estates'),
    texts: await one(
      'SELECT (SELECT count(*) FROM complexes_locales), (SELECT count(*) FROM complexes_features_locales), (SELECT count(*) FROM articles_locales), (SELECT count(*) FROM complexes_rels), (SELECT count(*) FROM site_settings_locales)',
    ),
    // The page globals' rows and texts, which SQLite's rebuilds of their tables could cut.
    globals: await one(
      'SELECT (SELECT count(*) FROM site_settings), (SELECT count(*) FROM site_settings_socials), (SELECT count(*) FROM about_page_locales), (SELECT count(*) FROM about_page_history_locales), (SELECT count(*) FROM purchase_guide_locales), (SELECT count(*) FROM purchase_guide_steps_locales), (SELECT count(*) FROM purchase_guide_methods_mortgage_highlights_locales), (SELECT count(*) FROM home_page_blocks_news_locales)',
    ),
  }
}

/** The page globals that are published (all of them, before the drafts and after). */
const publishedGlobals = async (target: RunningServer): Promise<number> =>
  Number(
    Object.values(
      (
        await query(
          target,
          `SELECT (SELECT count(*) FROM site_settings WHERE "_status" = 'published') + (SELECT count(*) FROM about_page WHERE "_status" = 'published') + (SELECT count(*) FROM purchase_guide WHERE "_status" = 'published') + (SELECT count(*) FROM home_page WHERE "_status" = 'published') AS n`,
        )
      )[0],
    )[0],
  )

describe.each(targets)('the drafts migration on $name', ({ name }) => {
  let server: RunningServer
  let dropDatabase: (() => Promise<void>) | undefined
  let before: Snapshot
  let undone: Snapshot
  const hidden: { article?: string; complex?: string } = {}

  beforeAll(async () => {
    // A copy of the seeded store the global set-up made (a minute of seeding saved).
    const store = await seededStore(name, 'drafts_it')
    const { databaseUrl, dataDir } = store
    dropDatabase = store.drop
    const first = await startServer({ name: `drafts-${name}`, databaseUrl, dataDir })
    await first.stop()

    const [article] = await query<{ id: number; slug: string }>(first, 'SELECT id, slug FROM articles ORDER BY id LIMIT 1')
    const [complex] = await query<{ id: number; slug: string }>(first, 'SELECT id, slug FROM complexes ORDER BY id DESC LIMIT 1')
    await query(first, `UPDATE articles SET "_status" = 'draft' WHERE id = ?`, [article.id])
    await query(first, `UPDATE complexes SET "_status" = 'draft' WHERE id = ?`, [complex.id])
    hidden.article = article.slug
    hidden.complex = complex.slug
    before = await snapshot(first, '_status')

    // Back to the version before the drafts: every later migration is undone too, newest first.
    runMigrateDown('drafts', { dataDir: first.dataDir, databaseUrl })
    undone = await snapshot(first, 'published')

    server = await startServer({ name: `drafts-${name}`, databaseUrl, dataDir: first.dataDir })
  }, 480_000)

  afterAll(async () => {
    await server?.stop()
    await dropDatabase?.().catch(() => undefined)
    if (server && !process.env.KEEP_TEST_DATA) fs.rmSync(server.dataDir, { recursive: true, force: true })
  })

  it('puts the published checkbox back from the statuses on the way down', () => {
    expect(undone).toEqual(before)
  })

  it('keeps every row, relation and text, and every published document published', async () => {
    expect(await snapshot(server, '_status')).toEqual(before)
    expect(await publishedGlobals(server)).toBe(4)
  })

  it('serves the published documents and hides the drafts', async () => {
    expect((await getJson(server.baseUrl, `/api/articles/${hidden.article}`)).status).toBe(404)
    expect((await fetch(`${server.baseUrl}/projects/${hidden.complex}`)).status).toBe(404)
    const { body } = await getJson(server.baseUrl, '/api/articles?per_page=12')
    expect(body.data.length).toBeGreaterThan(0)
    expect((await fetch(`${server.baseUrl}/contents/news/${body.data[0].slug}`)).status).toBe(200)
    expect((await fetch(`${server.baseUrl}/`)).status).toBe(200)
  })
})
