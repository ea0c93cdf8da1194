import { beforeAll, describe, expect, inject, it } from 'vitest'

import { expectMedia, notFound, ok } from './catalogue-support'

/** The number shown for a raw CRM number (spec §3), restated here to check the API independently. */
const shown = (category: string, raw: string): string => {
  if (category === 'flat' || category === 'comm') return /-(\d+)$/.exec(raw)?.[1] ?? raw
  if (category === 'garage') return /№\s*(\d+)/.exec(raw)?.[1] ?? raw
  return raw
}

describe.each(inject('targets'))('houses API on $name', ({ baseUrl }) => {
  let complex: any
  let house: any

  beforeAll(async () => {
    const list = (await ok(baseUrl, '/api/complexes?per_page=100')).data
    const withOffers = list.find((c: any) => c.estates_count > 0) ?? list[0]
    complex = (await ok(baseUrl, `/api/complexes/s/${withOffers.slug}`)).data
    house = complex.houses.find((h: any) => h.estates_count > 0) ?? complex.houses[0]
  })

  it('shows a queue with its project, facts and offer figures', async () => {
    const { data } = await ok(baseUrl, `/api/houses/s/${house.slug}`)
    expect(data).toMatchObject({
      id: house.id,
      name: house.name,
      slug: house.slug,
      complex: { id: complex.id, name: complex.name, slug: complex.slug },
      completion_year: house.completion_year,
      completion_quarter: house.completion_quarter,
      floors: house.floors,
      sections: house.sections,
      status: house.status,
      price_from: house.price_from,
      estates_count: house.estates_count,
    })
    data.gallery.forEach(expectMedia)
    expect(Object.keys(data.seo).sort()).toEqual(['description', 'title'])
  })

  it('gives the chessboard: every public estate of the queue, any status, placed on a floor and section', async () => {
    const { data } = await ok(baseUrl, `/api/houses/s/${house.slug}`)
    const { chessboard } = data
    expect(chessboard.estates.length).toBeGreaterThanOrEqual(data.estates_count)
    const floors = new Set(chessboard.floors)
    const sections = new Set(chessboard.sections)
    const statuses = new Set<string>()
    const ids = new Set<number>()
    for (const e of chessboard.estates) {
      expect(e).toMatchObject({ id: expect.any(Number), slug: expect.any(String), geo_flatnum: expect.any(String), area: expect.any(Number), price: expect.any(Number) })
      expect(e.number).toBe(shown(e.category, e.geo_flatnum))
      if (e.floor !== null) expect(floors.has(e.floor)).toBe(true)
      if (e.section !== null) expect(sections.has(e.section)).toBe(true)
      statuses.add(e.status)
      ids.add(e.id)
    }
    expect(ids.size).toBe(chessboard.estates.length)
    expect([...statuses].every((s) => ['free', 'reserved', 'sold'].includes(s))).toBe(true)
    // Free cells are exactly the free estates of the queue that the list endpoint knows.
    const free = chessboard.estates.filter((e: any) => e.status === 'free').length
    expect(free).toBe(data.estates_count)
    expect(chessboard.floors).toEqual([...chessboard.floors].sort((a: number, b: number) => b - a))
  })

  it('translates the queue and project names', async () => {
    const [ru, en, kk] = await Promise.all(['ru', 'en', 'kk'].map((l) => ok(baseUrl, `/api/houses/s/${house.slug}`, l)))
    // Proper names may read the same in two languages; the queue's own name is a phrase that differs.
    const names = (body: any) => [body.data.name, body.data.complex.name]
    expect(names(en)).not.toEqual(names(ru))
    expect(names(kk)).not.toEqual(names(ru))
    expect(en.data.name).not.toBe(ru.data.name)
    expect(en.data.chessboard.estates.length).toBe(ru.data.chessboard.estates.length)
  })

  it('answers 404 for unknown or malformed slugs', async () => {
    await notFound(baseUrl, '/api/houses/s/no-such-queue')
    await notFound(baseUrl, `/api/houses/s/${encodeURIComponent('<script>')}`)
    await notFound(baseUrl, `/api/houses/s/${encodeURIComponent("'; DROP TABLE houses;--")}`)
    await notFound(baseUrl, `/api/houses/s/${'x'.repeat(500)}`)
  })
})
