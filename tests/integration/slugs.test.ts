import { describe, expect, inject, it } from 'vitest'

import { cms, createLocalized, uniqueSuffix } from './staff-session'

/**
 * Slugs (issue 17, items 6 and 7): one left empty is made from the name, numbered when taken; a
 * published document's new slug keeps its old links: the old address answers a
 * permanent redirect to the new one in every language, a second rename sends both old addresses straight
 * to the newest (one hop), and a slug given back is served again, without a loop.
 */
describe.each(inject('targets'))('slugs on $name', ({ baseUrl }) => {
  const run = uniqueSuffix()

  /** Where a path sends the visitor (status and Location), or its own status. */
  const hop = async (path: string): Promise<{ status: number; location: string | null }> => {
    const response = await fetch(`${baseUrl}${path}`, { redirect: 'manual' })
    const location = response.headers.get('location')
    return { status: response.status, location: location ? new URL(location, baseUrl).pathname : null }
  }

  /** The redirect of `path` once the editor's change is live (within the 2 s bar). */
  const redirected = async (path: string): Promise<{ status: number; location: string | null }> => {
    const deadline = Date.now() + 2_000
    for (;;) {
      const answer = await hop(path)
      if (answer.location || Date.now() > deadline) return answer
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }

  it('redirects the old address of a renamed article in every language, one hop after two renames', async () => {
    const [a, b, c] = ['a', 'b', 'c'].map((x) => `it-rename-${x}-${run}`)
    const article = await createLocalized(baseUrl, 'articles', { title: `Переименованная ${run}`, slug: a, published_at: '2024-03-01T06:00:00.000Z', excerpt: '' })
    expect((await hop(`/contents/news/${a}`)).status).toBe(200)

    await cms(baseUrl, 'PATCH', `/articles/${article.id}?locale=ru`, { slug: b })
    for (const prefix of ['', '/kk', '/en']) {
      const answer = await redirected(`${prefix}/contents/news/${a}`)
      expect([301, 308]).toContain(answer.status)
      expect(answer.location).toBe(`${prefix}/contents/news/${b}`)
    }
    expect((await hop(`/contents/news/${b}`)).status).toBe(200)

    await cms(baseUrl, 'PATCH', `/articles/${article.id}?locale=ru`, { slug: c })
    expect((await redirected(`/contents/news/${b}`)).location).toBe(`/contents/news/${c}`)
    const redirects = await cms(baseUrl, 'GET', `/redirects?where[to][equals]=/contents/news/${c}&limit=10`)
    expect(redirects.docs.map((r: { from: string }) => r.from).sort()).toEqual([`/contents/news/${a}`, `/contents/news/${b}`])

    // The first slug given back: its page is served again, and the others lead to it.
    await cms(baseUrl, 'PATCH', `/articles/${article.id}?locale=ru`, { slug: a })
    const deadline = Date.now() + 2_000
    while ((await hop(`/contents/news/${a}`)).status !== 200 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100))
    expect((await hop(`/contents/news/${a}`)).status).toBe(200)
    expect((await redirected(`/kk/contents/news/${c}`)).location).toBe(`/kk/contents/news/${a}`)
  })

  it('makes no redirect for a slug changed in a draft, and none for a document never published', async () => {
    const slug = `it-draft-rename-${run}`
    const article = await createLocalized(baseUrl, 'articles', { title: `Черновое переименование ${run}`, slug, published_at: '2024-03-02T06:00:00.000Z', excerpt: '' })
    await cms(baseUrl, 'PATCH', `/articles/${article.id}?draft=true&locale=ru`, { slug: `${slug}-new` })
    expect((await hop(`/contents/news/${slug}`)).status).toBe(200)

    const hidden = `it-hidden-rename-${run}`
    const draft = await cms(baseUrl, 'POST', '/promotions?draft=true&locale=ru', { title: `Скрытая ${run}`, slug: hidden, starts_at: '2024-01-01T00:00:00.000Z' })
    await cms(baseUrl, 'PATCH', `/promotions/${draft.doc.id}?draft=true&locale=ru`, { slug: `${hidden}-new` })
    expect((await cms(baseUrl, 'GET', `/redirects?where[from][like]=${hidden}&limit=10`)).docs).toEqual([])
  })

  it('makes an empty slug from the name, transliterated, numbered when it is taken', async () => {
    const title = `Сдача дома Нұрлы ${run}`
    const first = await createLocalized(baseUrl, 'articles', { title, published_at: '2024-03-03T06:00:00.000Z', excerpt: '' })
    const second = await createLocalized(baseUrl, 'articles', { title, published_at: '2024-03-04T06:00:00.000Z', excerpt: '' })
    expect(first.slug).toBe(`sdacha-doma-nurly-${run.toLowerCase()}`)
    expect(second.slug).toBe(`${first.slug}-2`)
    expect((await hop(`/contents/news/${second.slug}`)).status).toBe(200)
  })
})
