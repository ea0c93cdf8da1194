import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { ok, staffToken, waitFor } from './catalogue-support'

/**
 * Issue 14 (items 1-3): /about, the construction progress pages /about/{project or queue slug} and
 * /contacts, rendered on the server from each database in the three languages; unknown progress slugs
 * answer the 404 page; a project gets its progress page with its first published report; the sitemap
 * lists the pages.
 */
describe.each(inject('targets'))('company pages on $name', ({ baseUrl }) => {
  let token: string
  const undo: Array<() => Promise<unknown>> = []

  const page = async (path: string, locale = 'ru') => {
    const response = await fetch(`${baseUrl}${path}`, { headers: { 'Accept-Language': locale }, redirect: 'manual' })
    return { status: response.status, html: await response.text(), headers: response.headers }
  }
  const cms = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}/cms-api${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return { status: response.status, body: await response.json().catch(() => null) }
  }
  /** The text of the element marked data-testid="…" (the figures of /about). */
  const figure = (html: string, id: string) => html.match(new RegExp(`data-testid="figure-${id}"[^>]*><dt>[^<]*</dt><dd>([^<]+)</dd>`))?.[1]

  beforeAll(async () => {
    token = await staffToken(baseUrl)
  })
  afterAll(async () => {
    for (const step of undo.reverse()) await step()
  })

  it('renders /about in three languages with figures counted from the store and links to each project’s progress', async () => {
    const projects = (await ok(baseUrl, '/api/complexes?per_page=100')).data as Array<{ slug: string; city: { id: number } | null; status: string }>
    const titles = { ru: 'О компании', kk: 'Компания туралы', en: 'About the company' }
    for (const [locale, prefix] of [
      ['ru', ''],
      ['kk', '/kk'],
      ['en', '/en'],
    ] as const) {
      const { status, html, headers } = await page(`${prefix}/about`, locale)
      expect(status, locale).toBe(200)
      expect(html).toMatch(new RegExp(`<h1[^>]*>${titles[locale]}</h1>`))
      expect(headers.get('cache-control')).toContain('s-maxage')
      expect(html).toContain(`href="${prefix}/about/alatau-residence"`)
    }
    const { html } = await page('/about')
    expect(figure(html, 'projects')).toBe(String(projects.length))
    expect(figure(html, 'cities')).toBe(String(new Set(projects.map((p) => p.city?.id).filter(Boolean)).size))
    expect(Number(figure(html, 'homes')?.replace(/\D/g, ''))).toBeGreaterThan(0)
    expect(figure(html, 'years')).toBe(String(new Date().getUTCFullYear() - 2009))
    // Awards, reviews and videos are in the HTML; no player frame until a click.
    expect(html).toContain('data-testid="award"')
    expect(html).toContain('data-testid="review"')
    expect(html).toContain('data-testid="video"')
    expect(html).not.toContain('<iframe')
    expect(html).toContain('"@type":"Organization"')
  })

  it('renders the progress of a project and of one queue, latest month first, and 404 for anything else', async () => {
    const project = (await ok(baseUrl, '/api/complexes/s/alatau-residence')).data
    const reports = project.construction_progress as Array<{ month: string; percent: number; house: { slug: string; name: string } | null }>
    expect(reports.length).toBeGreaterThan(0)
    const { status, html } = await page('/about/alatau-residence')
    expect(status).toBe(200)
    const months = [...html.matchAll(/data-testid="progress-month"/g)].length
    expect(months).toBe(new Set(reports.map((r) => r.month.slice(0, 7))).size)
    const anchors = [...html.matchAll(/<section id="m-(\d{4}-\d\d)"/g)].map((m) => m[1])
    expect(anchors).toEqual([...anchors].sort().reverse())
    expect(anchors[0]).toBe(reports[0].month.slice(0, 7))
    // The month picker links to every month.
    for (const month of anchors) expect(html).toContain(`href="#m-${month}"`)

    const queue = reports.find((r) => r.house)!.house!
    const queuePage = await page(`/en/about/${queue.slug}`, 'en')
    expect(queuePage.status).toBe(200)
    expect(queuePage.html).toContain('Construction progress')
    expect(queuePage.html).toContain(`href="/en/about/alatau-residence"`)

    for (const path of ['/about/no-such-project', '/about/zhaiyk-park', '/kk/about/nope', '/about/alatau-residence/extra', '/about/%3Cscript%3E']) {
      const answer = await page(path)
      expect(answer.status, path).toBe(404)
    }
  })

  it('gives a project its progress page with its first published report', async () => {
    const city = (await ok(baseUrl, '/api/dictionaries')).data.cities[0]
    const slug = `it-progress-${Date.now()}`
    const complex = await cms('POST', '/complexes', { name: 'Стройка теста', slug, city: city.id, status: 'construction', _status: 'published' })
    expect(complex.status, JSON.stringify(complex.body).slice(0, 300)).toBe(201)
    undo.push(() => cms('DELETE', `/complexes/${complex.body.doc.id}`))
    expect((await page(`/about/${slug}`)).status).toBe(404)
    const report = await cms('POST', '/construction-progress', {
      slug: `${slug}-2026-10`,
      complex: complex.body.doc.id,
      month: '2026-10-01T00:00:00.000Z',
      percent: 37,
      text: 'Каркас',
      _status: 'published',
    })
    expect(report.status, JSON.stringify(report.body).slice(0, 300)).toBe(201)
    undo.push(() => cms('DELETE', `/construction-progress/${report.body.doc.id}`))
    await waitFor(
      async () => (await page(`/about/${slug}`)).status,
      (status) => status === 200,
      10_000,
    )
    const { html } = await page(`/about/${slug}`)
    expect(html).toContain('37%')
    expect(html).toContain('Каркас')
    // Unpublishing the report takes the page away again.
    expect((await cms('PATCH', `/construction-progress/${report.body.doc.id}`, { _status: 'draft' })).status).toBe(200)
    await waitFor(
      async () => (await page(`/about/${slug}`)).status,
      (status) => status === 404,
      10_000,
    )
  })

  it('renders /contacts with every office, the sales office of each project, requisites and both forms', async () => {
    const offices = (await ok(baseUrl, '/api/contacts')).data as Array<{ title: string; phones: string[] }>
    for (const [locale, prefix] of [
      ['ru', ''],
      ['kk', '/kk'],
      ['en', '/en'],
    ] as const) {
      const { status, html } = await page(`${prefix}/contacts`, locale)
      expect(status, locale).toBe(200)
      expect([...html.matchAll(/data-testid="office"/g)].length).toBe(offices.length)
      expect(html).toContain('data-testid="requisites"')
      expect(html).toContain('data-testid="meeting-form"')
      expect(html).toContain('data-testid="question-form"')
      expect(html).toContain('data-testid="location-map"')
    }
    const { html } = await page('/contacts')
    expect(html).toContain(offices[0].title)
    expect(html).toContain(`href="tel:${offices[0].phones[0].replace(/[^\d+]/g, '')}"`)
    expect(html).toContain('090840012345')
    expect(html).toContain('data-testid="project-office"')
  })

  it('lists /about, /contacts and every progress page in the sitemaps', async () => {
    for (const prefix of ['', '/kk', '/en']) {
      const xml = await (await fetch(`${baseUrl}${prefix}/sitemap.xml`)).text()
      expect(xml).toMatch(new RegExp(`<loc>[^<]+${prefix}/about</loc>`))
      expect(xml).toMatch(new RegExp(`<loc>[^<]+${prefix}/contacts</loc><lastmod>`))
      expect(xml).toMatch(new RegExp(`<loc>[^<]+${prefix}/about/alatau-residence</loc><lastmod>`))
      expect(xml).toMatch(new RegExp(`<loc>[^<]+${prefix}/about/alatau-residence-2</loc>`))
      // The monthly reports' own slugs are not pages.
      expect(xml).not.toMatch(/\/about\/[a-z-]+-\d-\d{4}-\d\d</)
    }
  })
})
