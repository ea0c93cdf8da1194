import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { getJson } from './api-client'
import { notFound, ok, sleep, staffToken, waitFor } from './catalogue-support'

/**
 * An editor's change through Payload's REST (/cms-api) shows in the public API within seconds, and
 * the REST stays closed to anonymous visitors. Every change is undone at the end.
 */
describe.each(inject('targets'))('admin edits on $name', ({ baseUrl }) => {
  let token: string
  const undo: Array<() => Promise<unknown>> = []

  const cms = async (method: string, path: string, body?: unknown, auth = true) => {
    const response = await fetch(`${baseUrl}/cms-api${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...(auth ? { Authorization: `JWT ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await response.text()
    let json: any = text
    try {
      json = JSON.parse(text)
    } catch {
      // keep text
    }
    return { status: response.status, body: json }
  }
  const patch = async (path: string, body: unknown) => {
    const result = await cms('PATCH', path, body)
    expect(result.status, JSON.stringify(result.body).slice(0, 300)).toBe(200)
    return result.body.doc
  }

  beforeAll(async () => {
    token = await staffToken(baseUrl)
  })

  afterAll(async () => {
    for (const step of undo.reverse()) await step()
    // Let the 1 s in-process memo of the API pass, so the next test file reads the restored data.
    await sleep(1500)
  })

  it('shows a project renamed in English within 5 seconds, other languages untouched', async () => {
    const complex = (await ok(baseUrl, '/api/complexes?per_page=1')).data[0]
    const before = await ok(baseUrl, `/api/complexes/s/${complex.slug}`, 'en')
    const ruBefore = await ok(baseUrl, `/api/complexes/s/${complex.slug}`, 'ru')
    const renamed = `${before.data.name} (edited ${Date.now()})`
    undo.push(() => patch(`/complexes/${complex.id}?locale=en`, { name: before.data.name }))
    await patch(`/complexes/${complex.id}?locale=en`, { name: renamed })
    const elapsed = await waitFor(
      async () => (await ok(baseUrl, `/api/complexes/s/${complex.slug}`, 'en')).data.name,
      (name) => name === renamed,
    )
    console.info(`[admin-edit] renamed project shown after ${elapsed} ms`)
    expect(elapsed).toBeLessThan(5000)
    await waitFor(
      async () => (await ok(baseUrl, '/api/complexes/navigation', 'en')).data.find((c: any) => c.id === complex.id).name,
      (name) => name === renamed,
    )
    expect((await ok(baseUrl, `/api/complexes/s/${complex.slug}`, 'ru')).data.name).toBe(ruBefore.data.name)
  })

  it("shows an estate's new price within 5 seconds, and the project's price_from follows", async () => {
    const cheapest = (await ok(baseUrl, '/api/estates?per_page=1&sort=price')).data[0]
    const complexBefore = (await ok(baseUrl, `/api/complexes/s/${cheapest.complex.slug}`)).data
    expect(complexBefore.price_from).toBe(Math.min(complexBefore.price_from, cheapest.price))
    const newPrice = cheapest.price + 123_000_000
    undo.push(() => patch(`/estates/${cheapest.id}`, { price: cheapest.price }))
    await patch(`/estates/${cheapest.id}`, { price: newPrice })
    const elapsed = await waitFor(
      async () => (await ok(baseUrl, `/api/estates/${cheapest.id}`)).data.price,
      (price) => price === newPrice,
    )
    console.info(`[admin-edit] new price shown after ${elapsed} ms`)
    expect(elapsed).toBeLessThan(5000)
    const estate = (await ok(baseUrl, `/api/estates/${cheapest.id}`)).data
    expect(estate.price_per_m2).toBe(Math.round(newPrice / estate.area))
    // The project's "price from" is again its cheapest free apartment.
    await waitFor(
      async () => {
        const complexAfter = (await ok(baseUrl, `/api/complexes/s/${cheapest.complex.slug}`)).data
        const flats = (await ok(baseUrl, `/api/estates?per_page=1&complex_id=${cheapest.complex.id}`)).data
        return complexAfter.price_from >= complexBefore.price_from && complexAfter.price_from === (flats[0]?.price ?? null)
      },
      (consistent) => consistent,
    )
  })

  it('takes a sold estate out of the offers but still answers for it', async () => {
    const estate = (await ok(baseUrl, '/api/estates?per_page=1&sort=-price')).data[0]
    const tabsBefore = (await ok(baseUrl, '/api/estates/categories')).data
    const countBefore = tabsBefore.find((t: any) => t.code === estate.category).estates_count
    undo.push(() => patch(`/estates/${estate.id}`, { status: 'free' }))
    await patch(`/estates/${estate.id}`, { status: 'sold' })
    await waitFor(
      async () => (await ok(baseUrl, `/api/estates/${estate.id}`)).data.status,
      (s) => s === 'sold',
    )
    await waitFor(
      async () => (await ok(baseUrl, '/api/estates/categories')).data.find((t: any) => t.code === estate.category).estates_count,
      (count) => count === countBefore - 1,
    )
    await waitFor(
      async () => (await ok(baseUrl, `/api/estates?per_page=100&house_id=${estate.house.id}&sort=-price`)).data.map((e: any) => e.id),
      (ids) => !ids.includes(estate.id),
    )
  })

  it('hides an unpublished project with its queues and estates, and shows it again on publishing', async () => {
    const complex = (await ok(baseUrl, '/api/complexes?per_page=100')).data.find((c: any) => c.estates_count > 0)
    const detail = (await ok(baseUrl, `/api/complexes/s/${complex.slug}`)).data
    const house = detail.houses[0]
    const estate = (await ok(baseUrl, `/api/estates?per_page=1&complex_id=${complex.id}`)).data[0]
    undo.push(() => patch(`/complexes/${complex.id}`, { _status: 'published' }))
    await patch(`/complexes/${complex.id}`, { _status: 'draft' })
    const elapsed = await waitFor(
      async () => (await getJson(baseUrl, `/api/complexes/s/${complex.slug}`)).status,
      (s) => s === 404,
    )
    console.info(`[admin-edit] unpublished project gone after ${elapsed} ms`)
    expect(elapsed).toBeLessThan(5000)
    // Everything derived from it follows within the same few seconds (1 s in-process memo at most).
    await waitFor(
      async () => (await getJson(baseUrl, `/api/houses/s/${house.slug}`)).status,
      (s) => s === 404,
    )
    await waitFor(
      async () => (await getJson(baseUrl, `/api/estates/${estate.id}`)).status,
      (s) => s === 404,
    )
    await waitFor(
      async () => (await ok(baseUrl, `/api/estates?complex_id=${complex.id}`)).meta.total,
      (total) => total === 0,
    )
    await waitFor(
      async () => (await ok(baseUrl, '/api/complexes/navigation')).data.map((c: any) => c.id),
      (ids) => !ids.includes(complex.id),
    )
    await waitFor(
      async () => (await ok(baseUrl, '/api/estates/filters?category=flat')).data.complexes.map((c: any) => c.id),
      (ids) => !ids.includes(complex.id),
    )
    await notFound(baseUrl, `/api/houses/s/${house.slug}`)
    // Anonymous Payload REST does not see it either.
    const anonymous = await cms('GET', `/complexes/${complex.id}`, undefined, false)
    expect([403, 404]).toContain(anonymous.status)

    await patch(`/complexes/${complex.id}`, { _status: 'published' })
    await waitFor(
      async () => (await getJson(baseUrl, `/api/complexes/s/${complex.slug}`)).status,
      (s) => s === 200,
    )
    await waitFor(
      async () => (await getJson(baseUrl, `/api/estates/${estate.id}`)).status,
      (s) => s === 200,
    )
  })

  it('never shows a project created unpublished', async () => {
    const city = (await ok(baseUrl, '/api/dictionaries')).data.cities[0]
    const slug = `it-draft-${Date.now()}`
    const created = await cms('POST', '/complexes', { name: 'Черновик', slug, city: city.id, status: 'planning', _status: 'draft' })
    expect(created.status, JSON.stringify(created.body).slice(0, 300)).toBe(201)
    const id = created.body.doc.id
    undo.push(() => cms('DELETE', `/complexes/${id}`))
    await notFound(baseUrl, `/api/complexes/s/${slug}`)
    expect((await ok(baseUrl, '/api/complexes?per_page=100')).data.map((c: any) => c.slug)).not.toContain(slug)
    // Payload's REST is for staff: the public reads projects through /api (src/content/rest-gate.ts).
    const anonymousList = await cms('GET', `/complexes?where[slug][equals]=${slug}`, undefined, false)
    expect(anonymousList.status).toBe(403)
    expect(JSON.stringify(anonymousList.body)).not.toContain(slug)
    expect((await cms('GET', `/complexes/${id}`, undefined, false)).status).toBe(403)
    // Staff do see it in the CMS.
    expect((await cms('GET', `/complexes/${id}`)).status).toBe(200)
  })

  it('keeps Payload REST closed to anonymous visitors', async () => {
    expect([401, 403]).toContain((await cms('GET', '/leads', undefined, false)).status)
    expect([401, 403]).toContain((await cms('POST', '/complexes', { name: 'x', slug: 'x', city: 1 }, false)).status)
    expect([401, 403]).toContain((await cms('PATCH', '/estates/1', { price: 1 }, false)).status)
    expect([401, 403]).toContain((await cms('DELETE', '/complexes/1', undefined, false)).status)
  })
})
