import { beforeAll, describe, expect, inject, it } from 'vitest'

import { getJson } from './api-client'
import { expectMedia, expectPageMeta, HOSTILE_TEXT, HOSTILE_VALUES, notFound, ok, query, rejects, rejectsHostile } from './catalogue-support'

describe.each(inject('targets'))('complexes API on $name', ({ baseUrl }) => {
  let all: any[] = []

  beforeAll(async () => {
    all = (await ok(baseUrl, '/api/complexes?per_page=100')).data
  })

  it('lists public projects a page at a time with the documented shape', async () => {
    const body = await ok(baseUrl, '/api/complexes')
    expectPageMeta(body, 1, 12)
    expect(body.meta.total).toBe(all.length)
    expect(all.length).toBeGreaterThan(0)
    for (const c of all) {
      expect(c).toMatchObject({
        id: expect.any(Number),
        name: expect.any(String),
        slug: expect.stringMatching(/^[a-z0-9-]+$/),
        status: expect.stringMatching(/^(planning|construction|completed)$/),
        estates_count: expect.any(Number),
      })
      expect(c.city === null || (typeof c.city.id === 'number' && typeof c.city.name === 'string')).toBe(true)
      expect(c.price_from === null || typeof c.price_from === 'number').toBe(true)
      if (c.completion_date) expect(new Date(c.completion_date).toISOString()).toBe(c.completion_date)
      expectMedia(c.cover)
    }
  })

  it('sends cacheable read headers that vary by language', async () => {
    const { headers } = await getJson(baseUrl, '/api/complexes')
    expect(headers.get('cache-control')).toMatch(/s-maxage/)
    expect(headers.get('vary')).toMatch(/Accept-Language/i)
    expect(headers.get('content-type')).toMatch(/application\/json/)
  })

  it('pages through the list without overlap', async () => {
    const first = await ok(baseUrl, '/api/complexes?per_page=1&page=1')
    const second = await ok(baseUrl, '/api/complexes?per_page=1&page=2')
    expectPageMeta(second, 2, 1)
    expect(first.meta.last_page).toBe(all.length)
    expect(first.data[0].id).toBe(all[0].id)
    if (all.length > 1) expect(second.data[0].id).toBe(all[1].id)
    const beyond = await ok(baseUrl, `/api/complexes?page=${all.length + 5}&per_page=1`)
    expect(beyond.data).toEqual([])
  })

  it('filters by city, status, class, completion year and price', async () => {
    const sample = all[0]
    const byCity = (await ok(baseUrl, `/api/complexes?per_page=100&city=${sample.city.id}`)).data
    expect(byCity.length).toBeGreaterThan(0)
    expect(byCity.every((c: any) => c.city.id === sample.city.id)).toBe(true)
    expect(byCity.length).toBe(all.filter((c) => c.city?.id === sample.city.id).length)

    const byStatus = (await ok(baseUrl, `/api/complexes?per_page=100&status=${sample.status}`)).data
    expect(byStatus.map((c: any) => c.id)).toEqual(all.filter((c) => c.status === sample.status).map((c) => c.id))

    const withClass = all.find((c) => c.class)
    if (withClass) {
      const byClass = (await ok(baseUrl, `/api/complexes?per_page=100&class=${withClass.class}`)).data
      expect(byClass.map((c: any) => c.id)).toEqual(all.filter((c) => c.class === withClass.class).map((c) => c.id))
    }

    const dated = all.find((c) => c.completion_date)
    if (dated) {
      const year = new Date(dated.completion_date).getUTCFullYear()
      const byYear = (await ok(baseUrl, `/api/complexes?per_page=100&completion=${year}`)).data
      expect(byYear.length).toBeGreaterThan(0)
      expect(byYear.every((c: any) => new Date(c.completion_date).getUTCFullYear() === year)).toBe(true)
      const range = (await ok(baseUrl, `/api/complexes?per_page=100&completion_from=${year}&completion_to=${year + 1}`)).data
      expect(range.every((c: any) => [year, year + 1].includes(new Date(c.completion_date).getUTCFullYear()))).toBe(true)
    }

    const priced = all
      .filter((c) => c.price_from !== null)
      .map((c) => c.price_from)
      .sort((a, b) => a - b)
    if (priced.length) {
      const cap = priced[Math.floor(priced.length / 2)]
      const cheap = (await ok(baseUrl, `/api/complexes?per_page=100&price_to=${cap}`)).data
      expect(cheap.length).toBeGreaterThan(0)
      expect(cheap.every((c: any) => c.price_from !== null && c.price_from <= cap)).toBe(true)
      const dear = (await ok(baseUrl, `/api/complexes?per_page=100&price_from=${cap}`)).data
      expect(dear.every((c: any) => c.price_from >= cap)).toBe(true)
    }
  })

  it('searches by name', async () => {
    const sample = all[0]
    const needle = sample.name.slice(0, 4)
    const found = (await ok(baseUrl, `/api/complexes?per_page=100${query({ search: needle }).replace('?', '&')}`)).data
    expect(found.map((c: any) => c.id)).toContain(sample.id)
    expect(found.every((c: any) => c.name.toLowerCase().includes(needle.toLowerCase()) || c.slug.includes(needle.toLowerCase()))).toBe(true)
  })

  it('offers filter values with counts that agree with the list', async () => {
    const { data } = await ok(baseUrl, '/api/complexes/filters')
    expect(data.total).toBe(all.length)
    expect(data.statuses.reduce((sum: number, s: any) => sum + s.count, 0)).toBe(all.length)
    for (const city of data.cities) {
      expect(city).toMatchObject({ id: expect.any(Number), name: expect.any(String), count: expect.any(Number) })
      expect(city.count).toBe(all.filter((c) => c.city?.id === city.id).length)
    }
    for (const s of data.statuses) expect(s.title).toEqual(expect.any(String))
    const prices = all.map((c) => c.price_from).filter((p) => p !== null)
    expect(data.price).toEqual({ min: prices.length ? Math.min(...prices) : null, max: prices.length ? Math.max(...prices) : null })

    // Faceted: with a city chosen, the other cities are still offered; statuses count within that city.
    const city = data.cities[0]
    const narrowed = (await ok(baseUrl, `/api/complexes/filters?city=${city.id}`)).data
    expect(narrowed.cities).toEqual(data.cities)
    expect(narrowed.total).toBe(city.count)
    expect(narrowed.statuses.reduce((sum: number, s: any) => sum + s.count, 0)).toBe(city.count)
  })

  it('gives the navigation list in the same order as the projects list', async () => {
    const { data } = await ok(baseUrl, '/api/complexes/navigation')
    expect(data).toEqual(all.map(({ id, name, slug, price_from }) => ({ id, name, slug, price_from })))
  })

  it('shows one project with its queues, progress, documents and rendered description', async () => {
    const sample = all.find((c) => c.estates_count > 0) ?? all[0]
    const { data } = await ok(baseUrl, `/api/complexes/s/${sample.slug}`)
    expect(data).toMatchObject({ id: sample.id, name: sample.name, slug: sample.slug, price_from: sample.price_from, estates_count: sample.estates_count })
    expect(Array.isArray(data.gallery)).toBe(true)
    data.gallery.forEach(expectMedia)
    expect(Array.isArray(data.features)).toBe(true)
    expect(Array.isArray(data.infrastructure)).toBe(true)
    expect(Array.isArray(data.documents)).toBe(true)
    expect(Object.keys(data.seo).sort()).toEqual(['description', 'title'])
    if (data.description) {
      expect(data.description.root).toBeDefined()
      expect(data.description_html).toMatch(/<(p|h\d|ul|ol)/)
      expect(data.description_html).not.toMatch(/<script/i)
    }
    expect(data.houses.length).toBeGreaterThan(0)
    for (const h of data.houses) {
      expect(h).toMatchObject({
        id: expect.any(Number),
        name: expect.any(String),
        slug: expect.any(String),
        completion_year: expect.any(Number),
        estates_count: expect.any(Number),
      })
    }
    // The project's free estates are the sum over its queues and over its categories.
    expect(data.houses.reduce((sum: number, h: any) => sum + h.estates_count, 0)).toBe(data.estates_count)
    expect(data.categories.reduce((sum: number, c: any) => sum + c.estates_count, 0)).toBe(data.estates_count)
    const flats = data.categories.find((c: any) => c.code === 'flat')
    expect(data.price_from).toBe(flats ? flats.price_from : null)
    const months = data.construction_progress.map((p: any) => p.month)
    expect([...months].sort().reverse()).toEqual(months)
  })

  it('translates names by Accept-Language', async () => {
    const names = async (locale: string) => (await ok(baseUrl, '/api/complexes?per_page=100', locale)).data.map((c: any) => c.name)
    const [ru, kk, en] = await Promise.all([names('ru'), names('kk'), names('en')])
    expect(en).not.toEqual(ru)
    expect(kk).not.toEqual(ru)
    const detail = await ok(baseUrl, `/api/complexes/s/${all[0].slug}`, 'en-US,en;q=0.9')
    expect(detail.data.name).toBe(en[0])
    const filters = await ok(baseUrl, '/api/complexes/filters', 'en')
    const ruFilters = await ok(baseUrl, '/api/complexes/filters', 'ru')
    expect(filters.data.statuses[0].title).not.toBe(ruFilters.data.statuses[0].title)
  })

  it('answers 404 for unknown or malformed slugs', async () => {
    await notFound(baseUrl, '/api/complexes/s/no-such-project')
    await notFound(baseUrl, `/api/complexes/s/${encodeURIComponent('<script>alert(1)</script>')}`)
    await notFound(baseUrl, `/api/complexes/s/${encodeURIComponent("x'; DROP TABLE complexes;--")}`)
  })

  it('answers 422 for bad input, never 500', async () => {
    await rejects(baseUrl, '/api/complexes?page=0', 'page')
    await rejects(baseUrl, '/api/complexes?page=-1', 'page')
    await rejects(baseUrl, '/api/complexes?page=abc', 'page')
    await rejects(baseUrl, '/api/complexes?per_page=100000', 'per_page')
    await rejects(baseUrl, '/api/complexes?price_from=-5', 'price_from')
    await rejects(baseUrl, '/api/complexes?price_from=10&price_to=5', 'price_to')
    await rejects(baseUrl, '/api/complexes?completion_from=2030&completion_to=2020', 'completion_to')
    await rejectsHostile(baseUrl, '/api/complexes', ['page', 'per_page', 'city', 'status', 'class', 'completion', 'completion_from', 'price_from', 'price_to'])
    await rejectsHostile(baseUrl, '/api/complexes', ['search'], HOSTILE_TEXT)
    await rejectsHostile(baseUrl, '/api/complexes/filters', ['city', 'status', 'class', 'completion', 'price_to'], HOSTILE_VALUES.slice(0, 3))
    await rejectsHostile(baseUrl, '/api/complexes/filters', ['search'], HOSTILE_TEXT)
    // Unknown parameters are ignored rather than refused (tracking tags, cache busters).
    const { status } = await getJson(baseUrl, '/api/complexes?utm_source=x&_=123')
    expect(status).toBe(200)
  })
})
