import { beforeAll, describe, expect, inject, it } from 'vitest'

import { BAD_NUMBERS, expectMedia, expectNotFound, expectValidation, getItem, getPage, qs } from './content-support'
import { heading, link, paragraph, richText, text, upload } from './lexical'
import { createLocalized, cyrillicToken, uniqueSuffix, updateDocument, uploadPixel } from './staff-session'

/** News: GET /api/articles (paginated, filtered) and GET /api/articles/{slug} (spec §7). */
describe.each(inject('targets'))('articles API on $name', ({ baseUrl }) => {
  const run = uniqueSuffix()
  const token = cyrillicToken()
  const lower = token.toLowerCase()
  const f: Record<string, any> = {}

  const article = (data: Record<string, unknown>, translations = {}) => createLocalized(baseUrl, 'articles', { excerpt: '', ...data, slug: `it-${data.slug}-${run}` }, translations)

  beforeAll(async () => {
    const image = await uploadPixel(baseUrl, 'news image')
    const city = await createLocalized(baseUrl, 'cities', { name: 'Актау тест', slug: `it-news-city-${run}` })
    f.complex = await createLocalized(baseUrl, 'complexes', { name: 'ЖК Новостной', slug: `it-news-complex-${run}`, city: city.id })
    f.otherComplex = await createLocalized(baseUrl, 'complexes', { name: 'ЖК Иной', slug: `it-news-other-${run}`, city: city.id })
    f.hiddenComplex = await createLocalized(baseUrl, 'complexes', { name: 'ЖК Тайный', slug: `it-news-hidden-${run}`, city: city.id, _status: 'draft' })

    // Newest first within the search token: second, first, third, fourth.
    f.first = await article(
      {
        slug: 'first',
        title: `Новость ${token} первая`,
        excerpt: 'Кратко о первой',
        published_at: '2019-05-01T06:00:00.000Z',
        complex: f.complex.id,
        image,
        content: richText(
          heading('h2', text('Заголовок')),
          paragraph(text('Жирный', 1), text(' и <script>alert(1)</script>')),
          paragraph(link({ linkType: 'custom', url: 'https://example.com/x', newTab: true }, text('ссылка'))),
          upload(image),
        ),
        seo: { title: 'SEO заголовок первой' },
      },
      {
        kk: { title: `Жаңалық ${token} бірінші`, content: richText(paragraph(text('Қазақша мәтін'))) },
        en: { title: `News ${token} first`, excerpt: 'About the first' },
      },
    )
    // 2019-12-31 20:00 UTC is 2020-01-01 01:00 in Kazakhstan: a 2020 article.
    f.second = await article({ slug: 'second', title: `Новость ${token} вторая`, published_at: '2019-12-31T20:00:00.000Z', complex: f.otherComplex.id })
    // 2018-12-31 19:00 UTC is 2019-01-01 00:00 in Kazakhstan: a 2019 article.
    f.third = await article({ slug: 'third', title: `${token} третья`, published_at: '2018-12-31T19:00:00.000Z' })
    // Found by its excerpt.
    f.fourth = await article({ slug: 'fourth', title: 'Другое', excerpt: `про ${lower} в тексте`, published_at: '2018-06-01T00:00:00.000Z' })
    f.hidden = await article({ slug: 'hidden', title: `Черновик ${token}`, published_at: '2019-06-01T00:00:00.000Z', complex: f.complex.id, _status: 'draft' })
    f.sameComplex = await article({ slug: 'same-complex', title: 'Тот же ЖК', published_at: '2017-01-01T00:00:00.000Z', complex: f.complex.id })
    f.toUnpublish = await article({ slug: 'to-unpublish', title: `Снимается ${run}`, published_at: '2017-02-01T00:00:00.000Z' })
  })

  const search = (params: Record<string, string | number>) => getPage(baseUrl, `/api/articles${qs(params)}`)
  const ids = (page: { data: any[] }) => page.data.map((a) => a.id)

  describe('GET /api/articles', () => {
    it('answers a page with meta, defaults per_page=12 and page=1, newest first', async () => {
      const page = await getPage(baseUrl, '/api/articles')
      expect(page.meta).toMatchObject({ current_page: 1, per_page: 12 })
      expect(page.meta.total).toBeGreaterThanOrEqual(6)
      const dates = page.data.map((a) => Date.parse(a.published_at))
      expect(dates).toEqual([...dates].sort((a, b) => b - a))
      for (const item of page.data) {
        expect(Object.keys(item).sort()).toEqual(['complex', 'excerpt', 'id', 'image', 'published_at', 'slug', 'title'])
        expectMedia(item.image)
      }
    })
    it('searches title and excerpt case-insensitively (Cyrillic, Kazakh), hiding unpublished', async () => {
      const page = await search({ search: lower, per_page: 12 })
      expect(ids(page)).toEqual([f.second.id, f.first.id, f.third.id, f.fourth.id])
      expect(page.meta).toEqual({ current_page: 1, per_page: 12, total: 4, last_page: 1 })
      expect(ids(await search({ search: `НОВОСТЬ ${lower}` }))).toEqual([f.second.id, f.first.id])
    })
    it('paginates', async () => {
      const first = await search({ search: token, per_page: 3, page: 1 })
      expect(ids(first)).toEqual([f.second.id, f.first.id, f.third.id])
      expect(first.meta).toEqual({ current_page: 1, per_page: 3, total: 4, last_page: 2 })
      const second = await search({ search: token, per_page: 3, page: 2 })
      expect(ids(second)).toEqual([f.fourth.id])
      expect(second.meta).toEqual({ current_page: 2, per_page: 3, total: 4, last_page: 2 })
      const beyond = await search({ search: token, per_page: 3, page: 9 })
      expect(beyond.data).toEqual([])
      expect(beyond.meta.total).toBe(4)
    })
    it('filters by year in Kazakhstan time', async () => {
      expect(ids(await search({ search: token, year: 2019 }))).toEqual([f.first.id, f.third.id])
      expect(ids(await search({ search: token, year: 2020 }))).toEqual([f.second.id])
      expect(ids(await search({ search: token, year: 2018 }))).toEqual([f.fourth.id])
      const all2019 = await search({ year: 2019, per_page: 100 })
      for (const item of all2019.data) {
        const local = new Date(Date.parse(item.published_at) + 5 * 3600_000)
        expect(local.getUTCFullYear()).toBe(2019)
      }
    })
    it('filters by complex_id', async () => {
      const page = await search({ complex_id: f.complex.id, per_page: 100 })
      expect(ids(page)).toEqual(expect.arrayContaining([f.first.id, f.sameComplex.id]))
      expect(ids(page)).not.toContain(f.second.id)
      expect(ids(page)).not.toContain(f.hidden.id)
      for (const item of page.data) expect(item.complex).toEqual({ id: f.complex.id, name: 'ЖК Новостной', slug: f.complex.slug })
      expect(ids(await search({ complex_id: f.complex.id, search: token }))).toEqual([f.first.id])
    })
    it('switches language, and searches in it', async () => {
      const en = await getPage(baseUrl, `/api/articles${qs({ search: `news ${lower} first` })}`, 'en')
      expect(en.data.map((a) => [a.id, a.title, a.excerpt])).toEqual([[f.first.id, `News ${token} first`, 'About the first']])
      const kk = await getPage(baseUrl, `/api/articles${qs({ search: `жаңалық ${lower}` })}`, 'kk')
      expect(kk.data.map((a) => a.title)).toEqual([`Жаңалық ${token} бірінші`])
      // Not translated: Russian.
      const enSecond = await getPage(baseUrl, `/api/articles${qs({ search: `новость ${lower} вторая` })}`, 'en')
      expect(enSecond.data.map((a) => a.title)).toEqual([`Новость ${token} вторая`])
    })
    it('answers 422 for bad parameters, never 500', async () => {
      for (const value of BAD_NUMBERS) {
        await expectValidation(baseUrl, `/api/articles${qs({ page: value })}`, ['page'])
        await expectValidation(baseUrl, `/api/articles${qs({ per_page: value })}`, ['per_page'])
        await expectValidation(baseUrl, `/api/articles${qs({ complex_id: value })}`, ['complex_id'])
        await expectValidation(baseUrl, `/api/articles${qs({ year: value })}`, ['year'])
      }
      await expectValidation(baseUrl, '/api/articles?per_page=100000', ['per_page'])
      await expectValidation(baseUrl, '/api/articles?per_page=101', ['per_page'])
      await expectValidation(baseUrl, '/api/articles?year=1800', ['year'])
      await expectValidation(baseUrl, `/api/articles?complex_id=${f.hiddenComplex.id}`, ['complex_id'])
      for (const value of ['<script>alert(1)</script>', "' OR 1=1 --", 'x; DROP TABLE articles']) {
        await expectValidation(baseUrl, `/api/articles${qs({ search: value })}`, ['search'])
      }
      await expectValidation(baseUrl, '/api/articles?page=abc&per_page=100000&year=x', ['page', 'per_page', 'year'])
    })
  })

  describe('GET /api/articles/{slug}', () => {
    it('shows an article with Lexical content, server-rendered HTML, SEO and related articles', async () => {
      const data = await getItem(baseUrl, `/api/articles/${f.first.slug}`)
      expect(data).toMatchObject({
        id: f.first.id,
        slug: f.first.slug,
        title: `Новость ${token} первая`,
        excerpt: 'Кратко о первой',
        published_at: '2019-05-01T06:00:00.000Z',
        complex: { id: f.complex.id, slug: f.complex.slug, name: 'ЖК Новостной' },
        seo: { title: 'SEO заголовок первой', description: 'Кратко о первой' },
      })
      expectMedia(data.image)
      expect(data.content.root.children).toHaveLength(4)
      expect(data.content_html).toContain('<h2>Заголовок</h2>')
      expect(data.content_html).toContain('<strong>Жирный</strong>')
      expect(data.content_html).toContain('href="https://example.com/x"')
      // Images inside the text render with their URL (the upload is populated on read).
      expect(data.content_html).toMatch(new RegExp(`<img[^>]*src="${data.image.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`))
      // Text is escaped, never injected.
      expect(data.content_html).not.toContain('<script>')
      expect(data.content_html).toContain('&lt;script&gt;')
      // Related: three others, the same project's first, never itself or a hidden one.
      expect(data.related).toHaveLength(3)
      expect(data.related[0].id).toBe(f.sameComplex.id)
      expect(data.related.map((a: any) => a.id)).not.toContain(f.first.id)
      expect(data.related.map((a: any) => a.id)).not.toContain(f.hidden.id)
      expect(Object.keys(data.related[0]).sort()).toEqual(['complex', 'excerpt', 'id', 'image', 'published_at', 'slug', 'title'])
    })
    it('switches language, content included', async () => {
      const kk = await getItem(baseUrl, `/api/articles/${f.first.slug}`, 'kk')
      expect(kk.title).toBe(`Жаңалық ${token} бірінші`)
      expect(kk.content_html).toContain('Қазақша мәтін')
      expect(kk.seo.title).toBe('SEO заголовок первой')
      expect((await getItem(baseUrl, `/api/articles/${f.first.slug}`, 'en')).title).toBe(`News ${token} first`)
    })
    it('answers 404 for unknown, unpublished and malformed slugs', async () => {
      for (const slug of [f.hidden.slug, 'no-such-article', '%3Cscript%3E', "x'%20OR%20'1'='1", 'a'.repeat(200)]) {
        await expectNotFound(baseUrl, `/api/articles/${slug}`)
      }
    })
    it('hides an article as soon as an editor unpublishes it', async () => {
      expect((await getItem(baseUrl, `/api/articles/${f.toUnpublish.slug}`)).id).toBe(f.toUnpublish.id)
      expect(ids(await search({ search: `Снимается ${run}` }))).toEqual([f.toUnpublish.id])
      await updateDocument(baseUrl, 'articles', f.toUnpublish.id, { _status: 'draft' })
      await expectNotFound(baseUrl, `/api/articles/${f.toUnpublish.slug}`)
      expect(ids(await search({ search: `Снимается ${run}` }))).toEqual([])
    })
  })
})
