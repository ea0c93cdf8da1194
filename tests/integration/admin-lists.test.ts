import { describe, expect, inject, it } from 'vitest'

import { query } from './leads-helpers'
import { cms } from './staff-session'

/**
 * The admin's lists show every document (issue 31, item 1). Payload's list view reads a collection with
 * drafts as `find` with `draft: true`: the latest version of each document, from its versions table
 * (`/cms-api/<collection>?draft=true` reads it the same way). A document without a version was missing
 * from the list, its count and its search: the seeded estates, bulk-inserted (src/seed/estates.ts), were
 * all missing. The counts are checked against the tables themselves.
 */

/** Collections with drafts, by REST slug and table. */
const DRAFTED = [
  ['estates', 'estates'],
  ['complexes', 'complexes'],
  ['houses', 'houses'],
  ['articles', 'articles'],
  ['promotions', 'promotions'],
  ['vacancies', 'vacancies'],
  ['construction-progress', 'construction_progress'],
  ['contacts', 'contacts'],
] as const

const where = (conditions: Record<string, string>) =>
  Object.entries(conditions)
    .map(([key, value]) => `&${key}=${encodeURIComponent(value)}`)
    .join('')

describe.each(inject('targets'))('the admin lists on $name', (target) => {
  const { baseUrl } = target
  const count = async (sql: string) => Number(Object.values((await query(target, sql))[0])[0])

  it.each(DRAFTED)('%s: the list (the latest versions) counts every document of the table', async (slug, table) => {
    const rows = await count(`SELECT count(*) AS n FROM ${table}`)
    expect(rows).toBeGreaterThan(0)
    const list = await cms(baseUrl, 'GET', `/${slug}?draft=true&limit=1&depth=0`)
    expect(list.totalDocs).toBe(rows)
  })

  it('counts all the seeded estates at least (3,640 at scale 1)', async () => {
    expect((await cms(baseUrl, 'GET', '/estates?draft=true&limit=1&depth=0')).totalDocs).toBeGreaterThanOrEqual(3640)
  })

  it("finds an estate by its number, as the list's search asks", async () => {
    const [estate] = await query<{ id: number; geo_flatnum: string }>(target, "SELECT id, geo_flatnum FROM estates WHERE category = 'flat' ORDER BY id DESC LIMIT 1")
    const search = where({ 'where[or][0][geo_flatnum][like]': estate.geo_flatnum })
    const found = await cms(baseUrl, 'GET', `/estates?draft=true&depth=0&limit=50${search}`)
    expect(found.totalDocs).toBeGreaterThan(0)
    expect(found.docs.map((doc: { id: number }) => doc.id)).toContain(Number(estate.id))
  })

  it("narrows the list by the filters' fields: project, queue, category, rooms, sale status, price", async () => {
    const [estate] = await query<{ house_id: number; complex_id: number }>(target, "SELECT house_id, complex_id FROM estates WHERE category = 'flat' ORDER BY id LIMIT 1")
    const total = await count('SELECT count(*) AS n FROM estates')
    const cases: Array<[Record<string, string>, string]> = [
      [{ 'where[and][0][complex][equals]': String(estate.complex_id) }, `complex_id = ${Number(estate.complex_id)}`],
      [{ 'where[and][0][house][equals]': String(estate.house_id) }, `house_id = ${Number(estate.house_id)}`],
      [{ 'where[and][0][category][equals]': 'garage' }, "category = 'garage'"],
      [{ 'where[and][0][rooms][equals]': '2' }, 'rooms = 2'],
      [{ 'where[and][0][status][equals]': 'sold' }, "status = 'sold'"],
      [{ 'where[and][0][price][less_than_equal]': '30000000' }, 'price <= 30000000'],
      [{ 'where[and][0][status][equals]': 'free', 'where[and][1][rooms][equals]': '1' }, "status = 'free' AND rooms = 1"],
    ]
    for (const [conditions, sql] of cases) {
      const expected = await count(`SELECT count(*) AS n FROM estates WHERE ${sql}`)
      expect(expected, sql).toBeGreaterThan(0)
      expect(expected, sql).toBeLessThan(total)
      expect((await cms(baseUrl, 'GET', `/estates?draft=true&limit=1&depth=0${where(conditions)}`)).totalDocs, sql).toBe(expected)
    }
  })
})
