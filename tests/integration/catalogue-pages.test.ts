import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { ok, staffToken, waitFor } from './catalogue-support'

/**
 * The catalogue pages rendered on the server from each database: a project, a queue, a listing and a
 * property answer 200 with their content in the HTML; unknown or unpublished entries answer the
 * server-rendered 404 page; publishing makes a page appear within seconds.
 */
describe.each(inject('targets'))('catalogue pages on $name', ({ baseUrl }) => {
  let token: string
  const undo: Array<() => Promise<unknown>> = []

  const page = async (path: string, locale = 'ru') => {
    const response = await fetch(`${baseUrl}${path}`, { headers: { 'Accept-Language': locale }, redirect: 'manual' })
    return { status: response.status, html: await response.text() }
  }
  const cms = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}/cms-api${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return { status: response.status, body: await response.json().catch(() => null) }
  }

  beforeAll(async () => {
    token = await staffToken(baseUrl)
  })
  afterAll(async () => {
    for (const step of undo.reverse()) await step()
  })

  it('renders a project, its queue, a listing and a property on the server', async () => {
    // The cheapest free flat: the first card of the apartments listing (sorted by price by default).
    const estate = (await ok(baseUrl, '/api/estates?category=flat&per_page=1')).data[0]
    const project = (await ok(baseUrl, `/api/complexes/s/${estate.complex.slug}`)).data
    const checks: Array<[string, string]> = [
      [`/projects/${project.slug}`, project.name],
      [`/projects/queue/${estate.house.slug}`, estate.house.name],
      ['/projects', project.name],
      ['/properties/apartments', `/properties/apartments/${estate.slug}`],
      [`/properties/apartments/${estate.slug}`, project.name],
    ]
    for (const [path, text] of checks) {
      const { status, html } = await page(path)
      expect(status, path).toBe(200)
      expect(html, path).toContain(text)
    }
  })

  it('answers unknown slugs and property types with the 404 page, rendered on the server', async () => {
    for (const path of ['/projects/no-such-project', '/projects/queue/no-such-queue', '/properties/apartments/no-such-flat', '/properties/villas', '/en/properties/villas/x']) {
      const { status, html } = await page(path)
      expect(status, path).toBe(404)
      expect(html, path).toMatch(/<h1[^>]*>(Страница не найдена|Page not found)<\/h1>/)
    }
  })

  it('shows a project page only while the project is published', async () => {
    const city = (await ok(baseUrl, '/api/dictionaries')).data.cities[0]
    const slug = `it-page-draft-${Date.now()}`
    const created = await cms('POST', '/complexes', { name: 'Черновик страницы', slug, city: city.id, status: 'planning', _status: 'draft' })
    expect(created.status, JSON.stringify(created.body).slice(0, 300)).toBe(201)
    undo.push(() => cms('DELETE', `/complexes/${created.body.doc.id}`))
    expect((await page(`/projects/${slug}`)).status).toBe(404)
    expect((await cms('PATCH', `/complexes/${created.body.doc.id}`, { _status: 'published' })).status).toBe(200)
    // The proxy remembers a miss for up to 1 s; the page's data cache is expired by the change itself.
    const elapsed = await waitFor(
      async () => (await page(`/projects/${slug}`)).status,
      (status) => status === 200,
      10_000,
    )
    console.info(`[catalogue-pages] published project page live after ${elapsed} ms`)
  })

  it('answers HEAD for a media file as GET does, without the body (link checkers and CDNs ask HEAD)', async () => {
    const { html } = await page('/projects')
    const name = html.match(/\/img\/\d+\/([^"\s,]+)/)?.[1]
    expect(name, 'a card image on /projects').toBeTruthy()
    const file = `/cms-api/media/file/${name}`
    const get = await fetch(`${baseUrl}${file}`)
    expect((await get.arrayBuffer()).byteLength).toBeGreaterThan(0)
    const head = await fetch(`${baseUrl}${file}`, { method: 'HEAD' })
    expect(get.status).toBe(200)
    expect(head.status).toBe(200)
    for (const header of ['content-type', 'content-length', 'accept-ranges']) expect(head.headers.get(header), header).toBe(get.headers.get(header))
    expect(get.headers.get('content-type')).toMatch(/^image\//)
    expect((await head.arrayBuffer()).byteLength).toBe(0)
    // A file that is not there: 404 to both (Payload's own answer was 500).
    for (const method of ['GET', 'HEAD']) expect((await fetch(`${baseUrl}/cms-api/media/file/no-such-file.jpg`, { method })).status, method).toBe(404)
  })
})
