import { describe, expect, inject, it } from 'vitest'

import { getJson } from './api-client'
import { query } from './leads-helpers'
import { cms, createLocalized, uniqueSuffix } from './staff-session'

/**
 * Drafts and versions (issue 17, item 1): an editor's draft never reaches visitors (pages, the public
 * API, Payload's REST read anonymously, the sitemap) until it is published; publishing, restoring an
 * older version and unpublishing reach the cached pages within the 2 s bar of the cached-pages issue,
 * and so does a publish the editor scheduled (item 3).
 */
describe.each(inject('targets'))('drafts and versions on $name', (target) => {
  const { baseUrl } = target
  const run = uniqueSuffix()

  const html = async (path: string): Promise<{ status: number; text: string }> => {
    const response = await fetch(`${baseUrl}${path}`)
    return { status: response.status, text: await response.text() }
  }

  /** Polls until `check` holds, for at most 2 s (the bar for an editor's change to be live). */
  const within2s = async (check: () => Promise<boolean>): Promise<number> => {
    const started = Date.now()
    while (!(await check())) {
      if (Date.now() - started > 2_000) throw new Error('not live within 2 s')
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    return Date.now() - started
  }

  /** Payload's REST without an account: closed to the public (src/content/rest-gate.ts), drafts included. */
  const anonymousRead = async (path: string): Promise<{ status: number; text: string }> => {
    const response = await fetch(`${baseUrl}/cms-api${path}`)
    return { status: response.status, text: await response.text() }
  }

  it('keeps a draft saved over a published article off the site until it is published', async () => {
    const slug = `it-draft-${run}`
    const published = `Опубликованный заголовок ${run}`
    const draft = `Черновой заголовок ${run}`
    const article = await createLocalized(baseUrl, 'articles', { title: published, slug, published_at: '2024-01-10T06:00:00.000Z', excerpt: '' })

    await cms(baseUrl, 'PATCH', `/articles/${article.id}?draft=true&locale=ru`, { title: draft })

    // Visitors: the API and the page show the published title; an anonymous draft read shows nothing.
    expect((await getJson(baseUrl, `/api/articles/${slug}`)).body.data.title).toBe(published)
    const page = await html(`/contents/news/${slug}`)
    expect(page.text).toContain(published)
    expect(page.text).not.toContain(draft)
    const anonymous = await anonymousRead(`/articles/${article.id}?draft=true`)
    expect(anonymous.status).toBe(403)
    expect(anonymous.text).not.toContain(draft)
    // The editor sees the draft, and the history holds both versions.
    expect((await cms(baseUrl, 'GET', `/articles/${article.id}?draft=true&locale=ru`)).title).toBe(draft)
    const versions = await cms(baseUrl, 'GET', `/articles/versions?where[parent][equals]=${article.id}&sort=-updatedAt&locale=ru&limit=50`)
    expect(versions.docs.map((v: any) => v.version.title)).toEqual(expect.arrayContaining([published, draft]))

    await cms(baseUrl, 'PATCH', `/articles/${article.id}?locale=ru`, { title: draft, _status: 'published' })
    const publishedAfter = await within2s(async () => (await html(`/contents/news/${slug}`)).text.includes(draft))
    console.info(`[drafts] published draft live on the page after ${publishedAfter} ms`)
    expect((await getJson(baseUrl, `/api/articles/${slug}`)).body.data.title).toBe(draft)

    // Restoring the first version brings its title back to the site.
    const first = versions.docs.find((v: any) => v.version.title === published && v.version._status === 'published')
    await cms(baseUrl, 'POST', `/articles/versions/${first.id}?locale=ru`)
    const restoredAfter = await within2s(async () => (await html(`/contents/news/${slug}`)).text.includes(published))
    console.info(`[drafts] restored version live on the page after ${restoredAfter} ms`)

    await cms(baseUrl, 'PATCH', `/articles/${article.id}?locale=ru`, { _status: 'draft' })
    const unpublishedAfter = await within2s(async () => (await html(`/contents/news/${slug}`)).status === 404)
    console.info(`[drafts] unpublished article gone after ${unpublishedAfter} ms`)
    expect((await getJson(baseUrl, `/api/articles/${slug}`)).status).toBe(404)
  })

  it('never shows a document created as a draft: API, page, anonymous REST, sitemap', async () => {
    const slug = `it-new-draft-${run}`
    const { doc } = await cms(baseUrl, 'POST', '/promotions?draft=true&locale=ru', { title: `Черновая акция ${run}`, slug, starts_at: '2024-01-01T00:00:00.000Z' })
    expect(doc._status).toBe('draft')
    expect((await getJson(baseUrl, `/api/promotions/${slug}`)).status).toBe(404)
    expect((await html(`/contents/promo/${slug}`)).status).toBe(404)
    expect((await getJson(baseUrl, '/api/promotions?per_page=100')).body.data.map((p: any) => p.slug)).not.toContain(slug)
    const anonymous = await anonymousRead(`/promotions?where[slug][equals]=${slug}&draft=true`)
    expect(anonymous.status).toBe(403)
    expect(anonymous.text).not.toContain(slug)
    expect((await html('/sitemap.xml')).text).not.toContain(slug)
  })

  it('keeps a draft of the home page off the site until it is published, and every language on publishing one', async () => {
    const lead = `Черновой подзаголовок новостей ${run}`
    const before = await cms(baseUrl, 'GET', '/globals/home-page?locale=all&depth=0')
    // What the editor's form sends in the Kazakh view: the blocks with their ids, one lead changed.
    const kazakh = (await cms(baseUrl, 'GET', '/globals/home-page?locale=kk&depth=0')).blocks
    const edited = kazakh.map((block: any) => (block.blockType === 'news' ? { ...block, text: lead } : block))
    expect(edited.some((block: any) => block.blockType === 'news')).toBe(true)

    await cms(baseUrl, 'POST', '/globals/home-page?draft=true&locale=kk', { blocks: edited })
    expect((await html('/kk')).text).not.toContain(lead)
    const anonymous = await anonymousRead('/globals/home-page?draft=true&locale=kk')
    expect(anonymous.status).toBe(403)
    expect(anonymous.text).not.toContain(lead)
    expect(JSON.stringify(await cms(baseUrl, 'GET', '/globals/home-page?draft=true&locale=kk'))).toContain(lead)

    await cms(baseUrl, 'POST', '/globals/home-page?locale=kk', { blocks: edited, _status: 'published' })
    try {
      const publishedAfter = await within2s(async () => (await html('/kk')).text.includes(lead))
      console.info(`[drafts] published home page draft live after ${publishedAfter} ms`)
      // Nothing of the other languages was lost on the way (a save starts from the latest version).
      const after = await cms(baseUrl, 'GET', '/globals/home-page?locale=all&depth=0')
      const texts = (doc: any, locale: string) => doc.blocks.map((block: any) => [block.blockType, block.title?.[locale] ?? null, block.text?.[locale] ?? null])
      for (const locale of ['ru', 'en']) expect(texts(after, locale)).toEqual(texts(before, locale))
    } finally {
      await cms(baseUrl, 'POST', '/globals/home-page?locale=kk', { blocks: kazakh, _status: 'published' })
    }
    await within2s(async () => !(await html('/kk')).text.includes(lead))
  })

  it('publishes a scheduled draft by itself at its time', async () => {
    const slug = `it-scheduled-${run}`
    const title = `Запланированная новость ${run}`
    const { doc } = await cms(baseUrl, 'POST', '/articles?draft=true&locale=ru', { title, slug, published_at: '2024-02-01T06:00:00.000Z' })
    // What the admin's "Schedule" stores (Payload's schedulePublishHandler): a job on the default queue,
    // due at the chosen time; here three seconds from now.
    const due = new Date(Date.now() + 3_000)
    const input = JSON.stringify({ type: 'publish', doc: { relationTo: 'articles', value: String(doc.id) } })
    await query(target, 'INSERT INTO payload_jobs (input, task_slug, queue, wait_until) VALUES (?, ?, ?, ?)', [input, 'schedulePublish', 'default', due.toISOString()])
    expect((await html(`/contents/news/${slug}`)).status).toBe(404)

    // The bar of a publish (docs/operations.md, "Caching"): live everywhere within 2 s.
    const deadline = due.getTime() + 2_000
    while ((await html(`/contents/news/${slug}`)).status !== 200) {
      if (Date.now() > deadline) throw new Error('the scheduled publish did not happen within 2 s of its time')
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    console.info(`[drafts] scheduled article live ${Date.now() - due.getTime()} ms after its time`)
    expect((await html(`/contents/news/${slug}`)).text).toContain(title)
  })

  it('unpublishes a published article by itself at its time, past the pages Next keeps', async () => {
    const title = `Снимаемая новость ${run}`
    const { doc } = await cms(baseUrl, 'POST', '/articles?locale=ru', {
      title,
      slug: `it-scheduled-off-${run}`,
      published_at: new Date(Date.now() - 60_000).toISOString(),
      _status: 'published',
    })
    // The news list shows it (the newest) from Next's cache, which the job, running on a timer outside
    // any request, must expire too.
    expect((await html('/contents/news')).text).toContain(title)
    expect((await html('/contents/news')).text).toContain(title)
    const due = new Date(Date.now() + 3_000)
    const input = JSON.stringify({ type: 'unpublish', doc: { relationTo: 'articles', value: String(doc.id) } })
    await query(target, 'INSERT INTO payload_jobs (input, task_slug, queue, wait_until) VALUES (?, ?, ?, ?)', [input, 'schedulePublish', 'default', due.toISOString()])
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due.getTime() - Date.now())))
    while ((await html('/contents/news')).text.includes(title)) {
      if (Date.now() > due.getTime() + 2_000) throw new Error('the scheduled unpublish did not reach the news list within 2 s of its time')
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    console.info(`[drafts] scheduled unpublish gone from the list ${Date.now() - due.getTime()} ms after its time`)
  })
})
