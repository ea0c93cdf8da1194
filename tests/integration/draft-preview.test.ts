import fs from 'node:fs'
import path from 'node:path'

import { afterAll, describe, expect, inject, it, vi } from 'vitest'

import { estatePath } from '../../src/domain/site-pages'
import { previewLink } from '../../src/lib/preview-links'
import { getJson } from './api-client'
import { cms, uniqueSuffix } from './staff-session'

/**
 * An editor's draft preview (issue 17, item 2; src/lib/preview-links.ts) on a real store: a preview link
 * shows the latest draft of an article, a promotion, a project, a queue, an estate, a vacancy or a page
 * global on its real page (never published, or changed after publishing), past the page cache, unindexed; without the link, and once
 * the session's cookies are gone, the same URLs show what visitors see.
 */
describe.each(inject('targets'))('draft preview on $name', (target) => {
  const { baseUrl } = target
  const run = uniqueSuffix()
  const undo: Array<() => Promise<unknown>> = []
  afterAll(async () => {
    for (const step of undo.reverse()) await step().catch(() => undefined)
    vi.unstubAllEnvs()
  })

  /** The link the admin would give, signed with this server's secret (its data folder's, as no PAYLOAD_SECRET is set). */
  const linkTo = (page: string) => {
    vi.stubEnv('PAYLOAD_SECRET', fs.readFileSync(path.join(target.dataDir, 'secret.txt'), 'utf8').trim())
    return previewLink(page)
  }

  /** Opens a preview link: the cookies it sets, and where it leads. */
  async function openPreview(page: string): Promise<{ cookie: string; location: string | null }> {
    const response = await fetch(`${baseUrl}${linkTo(page)}`, { redirect: 'manual' })
    expect(response.status).toBe(307)
    const cookie = response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ')
    return { cookie, location: response.headers.get('location') }
  }

  const html = async (page: string, cookie?: string) => {
    const response = await fetch(`${baseUrl}${page}`, { headers: cookie ? { cookie } : {}, redirect: 'manual' })
    return { status: response.status, headers: response.headers, text: await response.text() }
  }

  it('shows the drafts of an article, a promotion, a project and a vacancy on their pages, to the link holder only', async () => {
    const draftArticle = await cms(baseUrl, 'POST', '/articles?draft=true&locale=ru', {
      title: `Черновик статьи ${run}`,
      slug: `it-preview-news-${run}`,
      published_at: '2024-03-01T06:00:00.000Z',
    })
    undo.push(() => cms(baseUrl, 'DELETE', `/articles/${draftArticle.doc.id}`))
    const draftPromotion = await cms(baseUrl, 'POST', '/promotions?draft=true&locale=ru', {
      title: `Черновик акции ${run}`,
      slug: `it-preview-promo-${run}`,
      starts_at: '2024-03-01T06:00:00.000Z',
    })
    undo.push(() => cms(baseUrl, 'DELETE', `/promotions/${draftPromotion.doc.id}`))
    const city = (await getJson(baseUrl, '/api/dictionaries')).body.data.cities[0]
    const draftProject = await cms(baseUrl, 'POST', '/complexes?draft=true&locale=ru', {
      name: `Черновик проекта ${run}`,
      slug: `it-preview-project-${run}`,
      city: city.id,
      status: 'planning',
    })
    undo.push(() => cms(baseUrl, 'DELETE', `/complexes/${draftProject.doc.id}`))
    const category = (await getJson(baseUrl, '/api/vacancies/categories')).body.data[0]
    const draftVacancy = await cms(baseUrl, 'POST', '/vacancies?draft=true&locale=ru', { title: `Черновик вакансии ${run}`, slug: `it-preview-job-${run}`, category: category.id })
    undo.push(() => cms(baseUrl, 'DELETE', `/vacancies/${draftVacancy.doc.id}`))

    const pages = [
      { page: `/contents/news/it-preview-news-${run}`, title: `Черновик статьи ${run}` },
      { page: `/kk/contents/promo/it-preview-promo-${run}`, title: `Черновик акции ${run}` },
      { page: `/en/projects/it-preview-project-${run}`, title: `Черновик проекта ${run}` },
      { page: `/career/${category.slug}/it-preview-job-${run}`, title: `Черновик вакансии ${run}` },
    ]
    for (const { page, title } of pages) {
      expect((await html(page)).status, `${page} for visitors`).toBe(404)
      const { cookie, location } = await openPreview(page)
      expect(location).toBe(page)
      const preview = await html(page, cookie)
      expect(preview.status, page).toBe(200)
      expect(preview.text).toContain(title)
      expect(preview.text).toContain('data-testid="preview-bar"')
      expect(preview.headers.get('x-robots-tag')).toBe('noindex, nofollow')
      expect(preview.headers.get('cache-control')).toMatch(/no-store/)
      expect(preview.headers.get('content-security-policy')).toMatch(/frame-ancestors 'self'/)
      // Still nothing for visitors: the preview was not cached for them.
      const visitor = await html(page)
      expect(visitor.status).toBe(404)
      expect(visitor.text).not.toContain(title)
      expect(visitor.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/)
    }
  })

  it('shows a published article with its newer draft, and the published version once the session has ended', async () => {
    const slug = `it-preview-edit-${run}`
    const { doc } = await cms(baseUrl, 'POST', '/articles?locale=ru', { title: `Опубликовано ${run}`, slug, published_at: '2024-03-02T06:00:00.000Z', _status: 'published' })
    undo.push(() => cms(baseUrl, 'DELETE', `/articles/${doc.id}`))
    await cms(baseUrl, 'PATCH', `/articles/${doc.id}?draft=true&locale=ru`, { title: `Правка ${run}` })
    const page = `/contents/news/${slug}`
    const { cookie } = await openPreview(page)
    expect((await html(page, cookie)).text).toContain(`Правка ${run}`)
    expect((await html(page)).text).toContain(`Опубликовано ${run}`)

    // Draft mode without our signed session (ended, or forged): both cookies go, the same URL again.
    const draftModeOnly = cookie
      .split('; ')
      .filter((part) => part.startsWith('__prerender_bypass='))
      .join('; ')
    const ended = await html(page, draftModeOnly)
    expect(ended.status).toBe(307)
    expect(new URL(ended.headers.get('location')!, baseUrl).pathname).toBe(page)
    expect(ended.headers.getSetCookie().join('\n')).toMatch(/__prerender_bypass=;/)
  })

  it('shows the draft of a page global (the about page) on its page, keeping its other languages', async () => {
    const intro = `Черновое вступление ${run}`
    const published = await cms(baseUrl, 'GET', '/globals/about-page?locale=all&depth=0')
    // The seed wrote it in three languages, one at a time, as published versions: all three are there.
    expect(Object.keys(published.intro).sort()).toEqual(['en', 'kk', 'ru'])
    await cms(baseUrl, 'POST', '/globals/about-page?draft=true&locale=en', { intro })
    // Undone by publishing what was published: a draft left as the latest version would be published (or,
    // for a save without a status, unpublished) by the next test's save.
    undo.push(() => cms(baseUrl, 'POST', '/globals/about-page?locale=en', { intro: published.intro.en, _status: 'published' }))

    const { cookie } = await openPreview('/en/about')
    expect((await html('/en/about', cookie)).text).toContain(intro)
    expect((await html('/en/about')).text).not.toContain(intro)
    const latest = await cms(baseUrl, 'GET', '/globals/about-page?locale=all&depth=0&draft=true')
    expect({ ru: latest.intro.ru, kk: latest.intro.kk }).toEqual({ ru: published.intro.ru, kk: published.intro.kk })
  })

  it("shows a queue's and an estate's newer drafts on their pages", async () => {
    const estate = (await getJson(baseUrl, '/api/estates?per_page=1&sort=-price')).body.data[0]
    const house = await cms(baseUrl, 'GET', `/houses/${estate.house.id}?locale=ru&depth=0`)
    const queueName = `Черновая очередь ${run}`
    await cms(baseUrl, 'PATCH', `/houses/${house.id}?draft=true&locale=ru`, { name: queueName })
    undo.push(() => cms(baseUrl, 'PATCH', `/houses/${house.id}?locale=ru`, { name: house.name, _status: 'published' }))
    const price = 98_765_432
    await cms(baseUrl, 'PATCH', `/estates/${estate.id}?draft=true&locale=ru`, { price })
    undo.push(() => cms(baseUrl, 'PATCH', `/estates/${estate.id}?locale=ru`, { price: estate.price, _status: 'published' }))
    const shownPrice = /98\D{0,12}765\D{0,12}432/

    const queuePage = `/projects/queue/${house.slug}`
    const queuePreview = await openPreview(queuePage)
    expect((await html(queuePage, queuePreview.cookie)).text).toContain(queueName)
    expect((await html(queuePage)).text).not.toContain(queueName)

    const estatePage = estatePath(estate.category, estate.slug)
    const estatePreview = await openPreview(estatePage)
    const previewed = await html(estatePage, estatePreview.cookie)
    expect(previewed.status).toBe(200)
    expect(previewed.text).toMatch(shownPrice)
    expect((await html(estatePage)).text).not.toMatch(shownPrice)
  })

  it('shows an estate of a queue not yet published, in that queue, to the link holder only', async () => {
    const estate = (await getJson(baseUrl, '/api/estates?per_page=1')).body.data[0]
    const queueName = `Будущая очередь ${run}`
    const draftQueue = await cms(baseUrl, 'POST', '/houses?draft=true&locale=ru', {
      name: queueName,
      slug: `it-preview-queue-${run}`,
      complex: estate.complex.id,
      completion_year: 2031,
      completion_quarter: 2,
      floors: 9,
      sections: 2,
    })
    undo.push(() => cms(baseUrl, 'DELETE', `/houses/${draftQueue.doc.id}`))
    const slug = `it-preview-flat-${run}`
    const draftEstate = await cms(baseUrl, 'POST', '/estates?draft=true&locale=ru', {
      geo_flatnum: `IT-${run}`,
      slug,
      category: 'flat',
      house: draftQueue.doc.id,
      rooms: 2,
      area: 61.5,
      floor: 3,
      section: 1,
      price: 43_210_987,
    })
    undo.push(() => cms(baseUrl, 'DELETE', `/estates/${draftEstate.doc.id}`))

    const page = estatePath('flat', slug)
    expect((await html(page)).status, 'for visitors').toBe(404)
    const { cookie } = await openPreview(page)
    const preview = await html(page, cookie)
    expect(preview.status).toBe(200)
    expect(preview.text).toMatch(/43\D{0,12}210\D{0,12}987/)
    expect(preview.text).toContain(queueName)
    expect(preview.text).toContain(estate.complex.name)
    expect((await html(page)).status, 'still nothing for visitors').toBe(404)
  })

  it('refuses a link that was changed or has expired', async () => {
    const link = new URL(linkTo('/contents/news/anything'), baseUrl)
    link.searchParams.set('path', '/contents/news/other')
    expect((await fetch(link, { redirect: 'manual' })).status).toBe(403)
    const expired = new URL(previewLink('/contents/news/anything', Date.now() - 60 * 60_000), baseUrl)
    const refused = await fetch(expired, { redirect: 'manual' })
    expect(refused.status).toBe(403)
    expect(refused.headers.getSetCookie()).toEqual([])
  })
})
