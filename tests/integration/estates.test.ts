import { beforeAll, describe, expect, inject, it } from 'vitest'

import { getJson } from './api-client'
import { expectMedia, expectPageMeta, HOSTILE_TEXT, notFound, ok, query, rejects, rejectsHostile } from './catalogue-support'

const CATEGORIES = ['flat', 'comm', 'garage', 'storageroom']

const list = async (baseUrl: string, params: Record<string, any>, locale = 'ru') => ok(baseUrl, `/api/estates${query({ per_page: 100, ...params })}`, locale)

describe.each(inject('targets'))('estates API on $name', ({ baseUrl }) => {
  let flats: any
  let facets: any

  beforeAll(async () => {
    flats = await list(baseUrl, {})
    facets = (await ok(baseUrl, '/api/estates/filters?category=flat')).data
  })

  it('lists free apartments by default, cheapest first, with the documented shape', async () => {
    const body = await ok(baseUrl, '/api/estates')
    expectPageMeta(body, 1, 12)
    expect(body.meta.total).toBeGreaterThan(0)
    expect(body.meta.total).toBe(flats.meta.total)
    for (const e of flats.data) {
      expect(e).toMatchObject({
        id: expect.any(Number),
        slug: expect.any(String),
        geo_flatnum: expect.any(String),
        number: expect.any(String),
        category: 'flat',
        status: 'free',
        area: expect.any(Number),
        price: expect.any(Number),
        complex: { id: expect.any(Number), name: expect.any(String), slug: expect.any(String) },
        house: { id: expect.any(Number), name: expect.any(String), slug: expect.any(String), completion_year: expect.any(Number), completion_quarter: expect.any(Number) },
      })
      expect(e.restoration === null || (typeof e.restoration.id === 'number' && typeof e.restoration.title === 'string')).toBe(true)
      expectMedia(e.layout)
    }
    const prices = flats.data.map((e: any) => e.price)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
  })

  it('pages without overlap or gaps', async () => {
    const page1 = await ok(baseUrl, '/api/estates?per_page=5&page=1')
    const page2 = await ok(baseUrl, '/api/estates?per_page=5&page=2')
    expectPageMeta(page2, 2, 5)
    const ids = [...page1.data, ...page2.data].map((e: any) => e.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids).toEqual(flats.data.slice(0, ids.length).map((e: any) => e.id))
    const beyond = await ok(baseUrl, `/api/estates?page=${page1.meta.last_page + 1}&per_page=5`)
    expect(beyond.data).toEqual([])
  })

  it('filters by category', async () => {
    for (const category of CATEGORIES) {
      const body = await list(baseUrl, { category })
      expect(body.data.every((e: any) => e.category === category)).toBe(true)
    }
  })

  it('filters by rooms: one, several in each notation, and 4 meaning 4 or more', async () => {
    const two = await list(baseUrl, { rooms: 2 })
    expect(two.data.length).toBeGreaterThan(0)
    expect(two.data.every((e: any) => e.rooms === 2)).toBe(true)
    const several = [await list(baseUrl, { rooms: '1,2' }), await list(baseUrl, { 'rooms[]': [1, 2] }), await list(baseUrl, { rooms: [1, 2] })]
    for (const body of several) {
      expect(body.data.every((e: any) => [1, 2].includes(e.rooms))).toBe(true)
      expect(body.meta.total).toBe(several[0].meta.total)
    }
    const plus = await list(baseUrl, { rooms: 4 })
    expect(plus.data.every((e: any) => e.rooms >= 4)).toBe(true)
  })

  it('filters by price, area and floor ranges (inclusive)', async () => {
    const { min, max } = facets.price
    const low = Math.round(min + (max - min) / 4)
    const high = Math.round(min + (max - min) / 2)
    const byPrice = await list(baseUrl, { price_from: low, price_to: high })
    expect(byPrice.data.length).toBeGreaterThan(0)
    expect(byPrice.data.every((e: any) => e.price >= low && e.price <= high)).toBe(true)

    const byArea = await list(baseUrl, { area_from: 40, area_to: 70 })
    expect(byArea.data.every((e: any) => e.area >= 40 && e.area <= 70)).toBe(true)

    const byFloor = await list(baseUrl, { floor_from: 2, floor_to: 3 })
    expect(byFloor.data.length).toBeGreaterThan(0)
    expect(byFloor.data.every((e: any) => e.floor >= 2 && e.floor <= 3)).toBe(true)

    const combined = await list(baseUrl, { rooms: 2, price_to: high })
    expect(combined.data.every((e: any) => e.rooms === 2 && e.price <= high)).toBe(true)
  })

  it('filters by project, queue, completion year and finishing type (id, code or title in any language)', async () => {
    const complex = facets.complexes[0]
    const byComplex = await list(baseUrl, { complex_id: complex.id })
    expect(byComplex.meta.total).toBe(complex.count)
    expect(byComplex.data.every((e: any) => e.complex.id === complex.id)).toBe(true)
    if (facets.complexes.length > 1) {
      const ids = facets.complexes.slice(0, 2).map((c: any) => c.id)
      const both = await list(baseUrl, { complex_id: ids.join(',') })
      expect(both.meta.total).toBe(facets.complexes[0].count + facets.complexes[1].count)
    }

    const house = facets.houses[0]
    const byHouse = await list(baseUrl, { house_id: house.id })
    expect(byHouse.meta.total).toBe(house.count)
    expect(byHouse.data.every((e: any) => e.house.id === house.id)).toBe(true)

    const year = facets.completion_years[0]
    const byYear = await list(baseUrl, { completion: year.year })
    expect(byYear.meta.total).toBe(year.count)
    expect(byYear.data.every((e: any) => e.house.completion_year === year.year)).toBe(true)

    const restoration = facets.restorations[0]
    const byId = await list(baseUrl, { restorations: restoration.id })
    expect(byId.meta.total).toBe(restoration.count)
    expect(byId.data.every((e: any) => e.restoration.id === restoration.id)).toBe(true)
    const byTitle = await list(baseUrl, { restorations: restoration.title })
    expect(byTitle.meta.total).toBe(restoration.count)
    const enFacets = (await ok(baseUrl, '/api/estates/filters?category=flat', 'en')).data
    const enTitle = enFacets.restorations.find((r: any) => r.id === restoration.id).title
    expect(enTitle).not.toBe(restoration.title)
    const byEnTitle = await list(baseUrl, { restorations: enTitle })
    expect(byEnTitle.meta.total).toBe(restoration.count)
  })

  it('filters by status: free by default, others on request', async () => {
    const sold = await list(baseUrl, { status: 'sold' })
    expect(sold.data.every((e: any) => e.status === 'sold')).toBe(true)
    const any = await list(baseUrl, { status: 'all' })
    const free = flats.meta.total
    const reserved = (await list(baseUrl, { status: 'reserved' })).meta.total
    expect(any.meta.total).toBe(free + reserved + sold.meta.total)
  })

  it('sorts by price, area, price per m² and floor in both directions', async () => {
    const check = async (sort: string, key: string, descending: boolean) => {
      const values = (await list(baseUrl, { sort })).data.map((e: any) => e[key])
      expect(values, sort).toEqual([...values].sort((a, b) => (descending ? b - a : a - b)))
    }
    await check('price', 'price', false)
    await check('-price', 'price', true)
    await check('area', 'area', false)
    await check('-area', 'area', true)
    await check('price_per_m2', 'price_per_m2', false)
    await check('-price_per_m2', 'price_per_m2', true)
    await check('floor', 'floor', false)
    await check('-floor', 'floor', true)
  })

  it('offers faceted filter values whose counts agree with the list', async () => {
    expect(facets.category).toBe('flat')
    expect(facets.total).toBe(flats.meta.total)
    for (const r of facets.rooms) {
      const body = await list(baseUrl, { rooms: r.value, per_page: 1 })
      expect(body.meta.total, `rooms=${r.value}`).toBe(r.count)
      expect(body.data[0].price).toBe(r.price_from)
      expect(r.title).toBe(r.plus ? `${r.value}+` : String(r.value))
    }
    expect(facets.price.min).toBe(flats.data[0].price)
    const byPriceDesc = await list(baseUrl, { sort: '-price', per_page: 1 })
    expect(facets.price.max).toBe(byPriceDesc.data[0].price)
    expect(facets.houses.reduce((s: number, h: any) => s + h.count, 0)).toBe(facets.total)
    expect(facets.complexes.reduce((s: number, c: any) => s + c.count, 0)).toBe(facets.total)
    for (const range of [facets.area, facets.floor]) expect(range.min).toBeLessThanOrEqual(range.max)

    // With rooms chosen: the rooms facet still lists every room count; the others count within it.
    const two = (await ok(baseUrl, '/api/estates/filters?category=flat&rooms=2')).data
    expect(two.rooms).toEqual(facets.rooms)
    expect(two.total).toBe(facets.rooms.find((r: any) => r.value === 2).count)
    expect(two.complexes.reduce((s: number, c: any) => s + c.count, 0)).toBe(two.total)
    // A price bound narrows the other facets but not the price range itself.
    const capped = (await ok(baseUrl, `/api/estates/filters?category=flat&price_to=${facets.price.min}`)).data
    expect(capped.price).toEqual(facets.price)
    expect(capped.total).toBeLessThan(facets.total)

    for (const category of CATEGORIES) {
      const { data } = await ok(baseUrl, `/api/estates/filters?category=${category}`)
      expect(data.total).toBe((await list(baseUrl, { category, per_page: 1 })).meta.total)
    }
  })

  it('gives the mega-menu tabs over free estates, in category order', async () => {
    const { data } = await ok(baseUrl, '/api/estates/categories')
    expect(data.map((c: any) => c.code).sort()).toEqual([...CATEGORIES].sort())
    const paths: Record<string, string> = { flat: 'apartments', garage: 'parking-spaces', storageroom: 'storerooms', comm: 'commercial-premises' }
    for (const tab of data) {
      expect(tab).toMatchObject({ id: expect.any(Number), code: expect.any(String), title: expect.any(String), path: paths[tab.code] })
      const cheapestOfCategory = await list(baseUrl, { category: tab.code, per_page: 1 })
      expect(tab.estates_count).toBe(cheapestOfCategory.meta.total)
      // Every category has its own 'price from', parking spaces and storerooms without room groups too.
      expect(tab.price_from).toBe(cheapestOfCategory.data[0].price)
      for (const r of tab.rooms_data) {
        const cheapest = await list(baseUrl, { category: tab.code, rooms: r.title, per_page: 1 })
        expect(r.price_from).toBe(cheapest.data[0].price)
      }
      for (const r of tab.restorations_data) {
        const cheapest = await list(baseUrl, { category: tab.code, restorations: r.id, per_page: 1 })
        expect(r.price_from).toBe(cheapest.data[0].price)
      }
    }
    const flatsTab = data.find((c: any) => c.code === 'flat')
    expect(flatsTab.rooms_data.length).toBeGreaterThan(0)
    expect(flatsTab.restorations_data.length).toBeGreaterThan(0)
    const en = (await ok(baseUrl, '/api/estates/categories', 'en')).data
    const kk = (await ok(baseUrl, '/api/estates/categories', 'kk')).data
    expect(en.find((c: any) => c.code === 'flat').title).not.toBe(flatsTab.title)
    expect(kk.find((c: any) => c.code === 'flat').title).not.toBe(flatsTab.title)
  })

  it('shows one estate with its queue, project and similar offers', async () => {
    const sample = flats.data[Math.floor(flats.data.length / 2)]
    const { data } = await ok(baseUrl, `/api/estates/${sample.id}`)
    expect(data).toMatchObject({ ...sample, house: { ...sample.house }, complex: { ...sample.complex } })
    expect(data.house).toMatchObject({ floors: expect.any(Number), sections: expect.any(Number), status: expect.any(String) })
    expect(data.complex).toHaveProperty('address')
    expect(data.similar.length).toBeLessThanOrEqual(6)
    for (const s of data.similar) {
      expect(s.id).not.toBe(sample.id)
      expect(s).toMatchObject({ category: sample.category, rooms: sample.rooms, status: 'free', complex: { id: sample.complex.id } })
    }
    const distances = data.similar.map((s: any) => Math.abs(s.price - sample.price))
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
  })

  it('still answers for a sold estate, with its status', async () => {
    const sold = await list(baseUrl, { status: 'sold', per_page: 1 })
    if (sold.data.length === 0) return
    const { data } = await ok(baseUrl, `/api/estates/${sold.data[0].id}`)
    expect(data.status).toBe('sold')
  })

  it('finds an estate by its slug for the property page (getEstateBySlug)', async () => {
    const sample = flats.data[0]
    const page = await fetch(`${baseUrl}/properties/apartments/${sample.slug}`, { redirect: 'manual' })
    expect(page.status).toBe(200)
    expect(await page.text()).toContain(`№\u00a0${sample.number}`)
    expect((await fetch(`${baseUrl}/properties/apartments/no-such-estate`, { redirect: 'manual' })).status).toBe(404)
    const moved = await fetch(`${baseUrl}/properties/storerooms/${sample.slug}`, { redirect: 'manual' })
    expect(moved.status).toBe(308)
    expect(new URL(moved.headers.get('location')!, baseUrl).pathname).toBe(`/properties/apartments/${sample.slug}`)
  })

  it('translates relation titles', async () => {
    const sample = flats.data[0]
    const [ru, en] = await Promise.all([ok(baseUrl, `/api/estates/${sample.id}`, 'ru'), ok(baseUrl, `/api/estates/${sample.id}`, 'en')])
    expect(en.data.complex.name).not.toBe(ru.data.complex.name)
    if (ru.data.restoration) expect(en.data.restoration.title).not.toBe(ru.data.restoration.title)
  })

  it('answers 404 for unknown or malformed ids', async () => {
    await notFound(baseUrl, '/api/estates/999999999')
    await notFound(baseUrl, '/api/estates/abc')
    await notFound(baseUrl, '/api/estates/-1')
    await notFound(baseUrl, `/api/estates/${encodeURIComponent('1; DROP TABLE estates;--')}`)
  })

  it('lists the estates of an id list in any category and status (favorites, comparison)', async () => {
    const sold = (await list(baseUrl, { status: 'sold', per_page: 1 })).data[0]
    const garage = (await list(baseUrl, { category: 'garage', per_page: 1 })).data[0]
    const free = flats.data[0]
    const wanted = [free.id, sold.id, garage.id]
    const body = await list(baseUrl, { ids: `${wanted.join(',')},999999999`, status: 'all' })
    expect(body.data.map((e: any) => e.id).sort()).toEqual([...wanted].sort())
    expect(body.meta.total).toBe(3)
    expect(new Set(body.data.map((e: any) => e.category))).toEqual(new Set(['flat', 'garage']))
    // Without status=all the default (free) still applies.
    const freeOnly = await list(baseUrl, { ids: wanted.join(','), category: 'flat' })
    expect(freeOnly.data.map((e: any) => e.id)).not.toContain(sold.id)
    const many = Array.from({ length: 100 }, (_, i) => i + 1).join(',')
    expect((await list(baseUrl, { ids: many, status: 'all' })).meta.total).toBeLessThanOrEqual(100)
    await rejects(baseUrl, `/api/estates?ids=${many},101`, 'ids')
    await rejects(baseUrl, '/api/estates?ids=1,abc', 'ids')
    await rejects(baseUrl, '/api/estates?ids=0', 'ids')
    await rejectsHostile(baseUrl, '/api/estates', ['ids'])
  })

  it('answers 422 for bad input, never 500', async () => {
    await rejects(baseUrl, '/api/estates?category=villa', 'category')
    await rejects(baseUrl, '/api/estates?rooms=abc', 'rooms')
    await rejects(baseUrl, '/api/estates?rooms=9', 'rooms')
    await rejects(baseUrl, '/api/estates?price_from=-5', 'price_from')
    await rejects(baseUrl, '/api/estates?price_from=10&price_to=5', 'price_to')
    await rejects(baseUrl, '/api/estates?page=-1', 'page')
    await rejects(baseUrl, '/api/estates?per_page=100000', 'per_page')
    await rejects(baseUrl, '/api/estates?restorations=no-such-finish', 'restorations')
    await rejects(baseUrl, '/api/estates?sort=id;drop', 'sort')
    const numeric = ['page', 'per_page', 'category', 'rooms', 'price_from', 'price_to', 'area_from', 'area_to', 'complex_id', 'house_id', 'completion', 'status', 'sort']
    await rejectsHostile(baseUrl, '/api/estates', numeric)
    await rejectsHostile(baseUrl, '/api/estates', ['floor_from', 'floor_to'], ["'; DROP TABLE estates;--", '<script>', 'abc', '99999'])
    await rejectsHostile(baseUrl, '/api/estates', ['restorations'], HOSTILE_TEXT)
    await rejectsHostile(baseUrl, '/api/estates/filters', ['category', 'rooms', 'price_from', 'complex_id', 'status'])
    const { status } = await getJson(baseUrl, '/api/estates/categories?anything=<script>')
    expect(status).toBe(200)
  })
})
