import { beforeAll, describe, expect, inject, it } from 'vitest'

import { BAD_NUMBERS, expectJunkIgnored, expectNotFound, expectValidation, getItem, getList, getPage, qs } from './content-support'
import { link, paragraph, richText, text } from './lexical'
import { createLocalized, uniqueSuffix, uploadPixel } from './staff-session'

/** Promotions: GET /api/promotions (paginated, filtered), /api/promotions/basic, /api/promotions/{slug}. */
describe.each(inject('targets'))('promotions API on $name', ({ baseUrl }) => {
  const run = uniqueSuffix()
  const f: Record<string, any> = {}
  const day = 24 * 3600_000
  const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * day).toISOString()

  const promotion = (data: Record<string, unknown>, translations = {}) => createLocalized(baseUrl, 'promotions', { ...data, slug: `it-${data.slug}-${run}` }, translations)

  beforeAll(async () => {
    const image = await uploadPixel(baseUrl, 'promo image')
    const city = await createLocalized(baseUrl, 'cities', { name: 'Караганда тест', slug: `it-promo-city-${run}` })
    f.complex = await createLocalized(baseUrl, 'complexes', { name: 'ЖК Акционный', slug: `it-promo-complex-${run}`, city: city.id })
    f.emptyComplex = await createLocalized(baseUrl, 'complexes', { name: 'ЖК Без акций', slug: `it-promo-empty-${run}`, city: city.id })
    f.hiddenComplex = await createLocalized(baseUrl, 'complexes', { name: 'ЖК Скрытый', slug: `it-promo-hidden-${run}`, city: city.id, _status: 'draft' })
    f.article = await createLocalized(baseUrl, 'articles', { title: 'Статья для ссылки', slug: `it-promo-link-${run}`, published_at: '2020-01-01T00:00:00.000Z' })

    f.running = await promotion(
      {
        slug: 'running',
        title: 'Скидка 10%',
        excerpt: 'До конца месяца',
        starts_at: iso(-10),
        ends_at: iso(10),
        complex: f.complex.id,
        image,
        content: richText(paragraph(text('Условия акции')), paragraph(link({ linkType: 'internal', doc: { relationTo: 'articles', value: f.article.id } }, text('подробнее')))),
      },
      { kk: { title: '10% жеңілдік' }, en: { title: '10% off', excerpt: 'Until the end of the month' } },
    )
    f.ended = await promotion({ slug: 'ended', title: 'Прошедшая акция', starts_at: iso(-30), ends_at: iso(-1), complex: f.complex.id })
    f.upcoming = await promotion({ slug: 'upcoming', title: 'Будущая акция', starts_at: iso(5), complex: f.complex.id })
    f.basic = await promotion({ slug: 'basic', title: 'Рассрочка без переплат', starts_at: iso(-400), is_basic: true }, { en: { title: 'Interest-free installments' } })
    f.hidden = await promotion({ slug: 'hidden', title: 'Скрытая акция', starts_at: iso(-1), complex: f.complex.id, is_basic: true, _status: 'draft' })
  })

  const ids = (list: { data: any[] } | any[]) => (Array.isArray(list) ? list : list.data).map((p) => p.id)

  describe('GET /api/promotions', () => {
    it('answers a page of published promotions, latest start first, with is_active', async () => {
      const page = await getPage(baseUrl, '/api/promotions?per_page=100&page=1')
      expect(page.meta).toMatchObject({ current_page: 1, per_page: 100 })
      expect(ids(page)).toEqual(expect.arrayContaining([f.running.id, f.ended.id, f.basic.id]))
      expect(ids(page)).not.toContain(f.hidden.id)
      // A promotion is published at its start: a scheduled one is not listed before it.
      expect(ids(page)).not.toContain(f.upcoming.id)
      const starts = page.data.map((p) => Date.parse(p.starts_at))
      expect(starts).toEqual([...starts].sort((a, b) => b - a))
      const running = page.data.find((p) => p.id === f.running.id)
      expect(Object.keys(running).sort()).toEqual(['complex', 'ends_at', 'excerpt', 'id', 'image', 'is_active', 'is_basic', 'slug', 'starts_at', 'title'])
      expect(running).toMatchObject({ title: 'Скидка 10%', excerpt: 'До конца месяца', is_active: true, is_basic: false, complex: { id: f.complex.id, name: 'ЖК Акционный' } })
      expect(page.data.find((p) => p.id === f.ended.id).is_active).toBe(false)
    })
    it('filters by complex_id and paginates', async () => {
      const all = await getPage(baseUrl, `/api/promotions?per_page=12&page=1&complex_id=${f.complex.id}`)
      expect(ids(all)).toEqual([f.running.id, f.ended.id])
      expect(all.meta).toEqual({ current_page: 1, per_page: 12, total: 2, last_page: 1 })
      const second = await getPage(baseUrl, `/api/promotions?per_page=1&page=2&complex_id=${f.complex.id}`)
      expect(ids(second)).toEqual([f.ended.id])
      expect(second.meta).toEqual({ current_page: 2, per_page: 1, total: 2, last_page: 2 })
      const none = await getPage(baseUrl, `/api/promotions?complex_id=${f.emptyComplex.id}`)
      expect(none).toEqual({ data: [], meta: { current_page: 1, per_page: 12, total: 0, last_page: 1 } })
    })
    it('filters by active', async () => {
      const active = await getPage(baseUrl, `/api/promotions?per_page=12&page=1&complex_id=${f.complex.id}&active=1`)
      expect(ids(active)).toEqual([f.running.id])
      const inactive = await getPage(baseUrl, `/api/promotions?complex_id=${f.complex.id}&active=0`)
      expect(ids(inactive)).toEqual([f.ended.id])
      const everyActive = await getPage(baseUrl, '/api/promotions?active=true&per_page=100')
      for (const item of everyActive.data) expect(item.is_active).toBe(true)
    })
    it('switches language', async () => {
      const en = await getPage(baseUrl, `/api/promotions?complex_id=${f.complex.id}&active=1`, 'en')
      expect(en.data[0]).toMatchObject({ title: '10% off', excerpt: 'Until the end of the month' })
      const kk = await getPage(baseUrl, `/api/promotions?complex_id=${f.complex.id}&active=1`, 'kk')
      expect(kk.data[0].title).toBe('10% жеңілдік')
    })
    it('answers 422 for bad parameters, never 500', async () => {
      for (const value of BAD_NUMBERS) {
        await expectValidation(baseUrl, `/api/promotions${qs({ page: value })}`, ['page'])
        await expectValidation(baseUrl, `/api/promotions${qs({ per_page: value })}`, ['per_page'])
        await expectValidation(baseUrl, `/api/promotions${qs({ complex_id: value })}`, ['complex_id'])
      }
      for (const value of ['yes', '2', '<script>', "1' OR '1'='1"]) await expectValidation(baseUrl, `/api/promotions${qs({ active: value })}`, ['active'])
      await expectValidation(baseUrl, '/api/promotions?per_page=100000', ['per_page'])
      await expectValidation(baseUrl, `/api/promotions?complex_id=${f.hiddenComplex.id}`, ['complex_id'])
      await expectValidation(baseUrl, '/api/promotions?complex_id=99999999', ['complex_id'])
    })
  })

  describe('GET /api/promotions/basic', () => {
    it('lists the published evergreen offers', async () => {
      const data = await getList(baseUrl, '/api/promotions/basic')
      expect(ids(data)).toContain(f.basic.id)
      expect(ids(data)).not.toContain(f.hidden.id)
      expect(ids(data)).not.toContain(f.running.id)
      for (const item of data) expect(item.is_basic).toBe(true)
      expect(data.find((p) => p.id === f.basic.id)).toMatchObject({ title: 'Рассрочка без переплат', is_active: true })
      expect((await getList(baseUrl, '/api/promotions/basic', 'en')).find((p) => p.id === f.basic.id).title).toBe('Interest-free installments')
    })
    it('ignores unknown parameters', async () => expectJunkIgnored(baseUrl, '/api/promotions/basic'))
  })

  describe('GET /api/promotions/{slug}', () => {
    it('shows a promotion with Lexical content, HTML with site links, and SEO', async () => {
      const data = await getItem(baseUrl, `/api/promotions/${f.running.slug}`)
      expect(data).toMatchObject({ id: f.running.id, title: 'Скидка 10%', is_active: true, seo: { title: 'Скидка 10%', description: 'До конца месяца' } })
      expect(data.content.root.children).toHaveLength(2)
      expect(data.content_html).toContain('<p>Условия акции</p>')
      expect(data.content_html).toContain(`href="/contents/news/${f.article.slug}"`)
      const kk = await getItem(baseUrl, `/api/promotions/${f.running.slug}`, 'kk')
      expect(kk.title).toBe('10% жеңілдік')
      // Internal links keep the reader's language.
      expect(kk.content_html).toContain(`href="/kk/contents/news/${f.article.slug}"`)
    })
    it('shows ended promotions too, marked inactive', async () => {
      expect((await getItem(baseUrl, `/api/promotions/${f.ended.slug}`)).is_active).toBe(false)
    })
    it('answers 404 for unknown, unpublished and malformed slugs', async () => {
      for (const slug of [f.hidden.slug, f.upcoming.slug, 'no-such-promo', '%3Cscript%3E', "x'%20OR%20'1'='1"]) await expectNotFound(baseUrl, `/api/promotions/${slug}`)
    })
  })
})
