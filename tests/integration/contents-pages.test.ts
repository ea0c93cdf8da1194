import { afterAll, describe, expect, inject, it } from 'vitest'

import { sleep, waitFor } from './catalogue-support'
import { heading, link, paragraph, richText, text } from './lexical'
import { cms, createLocalized, uniqueSuffix } from './staff-session'

/**
 * News and promotions pages (issue 13): the pages, their 404s and redirects, and publication by the
 * clock: rows written with moments a few seconds ahead of now must appear (and a promotion end) on the
 * pages, in the API and in the sitemap by themselves, with no save and no restart, within a minute
 * (here: within the clock's 5 s period plus a render).
 */
const BROWSER = { 'Accept-Language': 'ru-RU,ru;q=0.9', 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36' }

async function page(baseUrl: string, url: string) {
  const response = await fetch(`${baseUrl}${url}`, { headers: BROWSER, redirect: 'manual' })
  return { status: response.status, location: response.headers.get('location'), html: await response.text() }
}

const apiStatus = async (baseUrl: string, url: string) => (await fetch(`${baseUrl}${url}`, { headers: { 'Accept-Language': 'ru' } })).status
const apiList = async (baseUrl: string, url: string) => (await (await fetch(`${baseUrl}${url}`, { headers: { 'Accept-Language': 'ru' } })).json()).data as Array<{ slug: string }>

describe.each(inject('targets'))('news and promotions pages on $name', ({ baseUrl }) => {
  const run = uniqueSuffix()
  const created: Array<[string, number]> = []
  const secondsAhead = (s: number) => new Date(Date.now() + s * 1000).toISOString()
  const day = 86_400_000

  afterAll(async () => {
    for (const [collection, id] of created.reverse()) await cms(baseUrl, 'DELETE', `/${collection}/${id}`).catch(() => {})
  })

  const make = async (collection: 'articles' | 'promotions', data: Record<string, unknown>) => {
    const doc = await createLocalized(baseUrl, collection, data)
    created.push([collection, doc.id])
    return doc
  }

  it('renders an article with its rich text, video, project link, share links, JSON-LD and breadcrumbs; unknown slugs are 404', async () => {
    const slug = `it-news-${run}`
    await make('articles', {
      slug,
      title: `Новость ${run}`,
      excerpt: 'Коротко о главном',
      published_at: new Date(Date.now() - day).toISOString(),
      content: richText(
        heading('h2', text('Подзаголовок')),
        paragraph(text('Первый абзац')),
        paragraph(link({ linkType: 'custom', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }, text('Видео о стройке'))),
      ),
    })
    const { status, html } = await page(baseUrl, `/contents/news/${slug}`)
    expect(status).toBe(200)
    expect(html).toContain(`Новость ${run}`)
    expect(html).toContain('<h2>Подзаголовок</h2>')
    expect(html).toMatch(/<iframe src="https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ" title="Видео о стройке" loading="lazy"/)
    expect(html).toContain('"@type":"NewsArticle"')
    expect(html).toContain('"@type":"BreadcrumbList"')
    expect(html).toContain('https://t.me/share/url?url=')
    for (const locale of ['kk', 'en']) expect((await page(baseUrl, `/${locale}/contents/news/${slug}`)).status).toBe(200)
    expect((await page(baseUrl, `/contents/news/no-such-${run}`)).status).toBe(404)
    expect((await page(baseUrl, `/contents/promo/no-such-${run}`)).status).toBe(404)
  })

  it('lists news 12 a page with the page in the title, and corrects bad filters and pages by redirect', async () => {
    const first = await page(baseUrl, '/contents/news')
    expect(first.status).toBe(200)
    expect(first.html.match(/data-testid="article-card"/g)?.length).toBe(12)
    const second = await page(baseUrl, '/contents/news?page=2')
    expect(second.status).toBe(200)
    expect(second.html).toMatch(/<title>Новости — страница 2/)
    expect(second.html).toMatch(/<link rel="canonical" href="[^"]*\/contents\/news\?page=2"/)
    const junk = await page(baseUrl, '/contents/news?year=1900&complex_id=99999999&utm_source=mail')
    expect(junk.status).toBeGreaterThanOrEqual(300)
    expect(junk.status).toBeLessThan(400)
    expect(junk.location).toMatch(/\/contents\/news\?utm_source=mail$/)
    const far = await page(baseUrl, '/contents/news?page=9999')
    expect(far.location).toMatch(/\/contents\/news\?page=\d+$/)
    const promoFar = await page(baseUrl, '/contents/promo?page=9999&complex_id=99999999')
    expect(promoFar.location).toMatch(/\/contents\/promo(\?page=\d+)?$/)
  })

  it('publishes a scheduled article and promotion by itself, and ends a promotion by itself', async () => {
    const article = `it-future-news-${run}`
    const future = `it-future-promo-${run}`
    const ending = `it-ending-promo-${run}`
    // Far enough ahead for the checks below to run before the moment on a loaded machine.
    const lead = 25
    const moment = Date.now() + lead * 1000
    await make('articles', { slug: article, title: `Будущая новость ${run}`, published_at: secondsAhead(lead) })
    await make('promotions', { slug: future, title: `Будущая акция ${run}`, starts_at: secondsAhead(lead) })
    await make('promotions', { slug: ending, title: `Кончающаяся акция ${run}`, starts_at: new Date(Date.now() - day).toISOString(), ends_at: secondsAhead(lead) })

    // Before: invisible everywhere (the pages are asked first, so that they are cached before the moment).
    expect((await page(baseUrl, `/contents/news/${article}`)).status).toBe(404)
    expect((await page(baseUrl, `/contents/promo/${future}`)).status).toBe(404)
    expect((await page(baseUrl, '/contents/news')).html).not.toContain(`Будущая новость ${run}`)
    const promoBefore = (await page(baseUrl, '/contents/promo')).html
    expect(promoBefore).not.toContain(`Будущая акция ${run}`)
    const currentBefore = promoBefore.split('data-testid="ended-section"')[0]
    expect(currentBefore).toContain(`Кончающаяся акция ${run}`)
    expect(await apiStatus(baseUrl, `/api/articles/${article}`)).toBe(404)
    expect((await apiList(baseUrl, '/api/articles?per_page=100')).map((a) => a.slug)).not.toContain(article)
    expect((await apiList(baseUrl, '/api/promotions?per_page=100')).map((a) => a.slug)).not.toContain(future)
    expect((await apiList(baseUrl, '/api/promotions?per_page=100&active=1')).map((a) => a.slug)).toContain(ending)
    const sitemapBefore = (await page(baseUrl, '/sitemap.xml')).html
    expect(sitemapBefore).not.toContain(article)
    expect(sitemapBefore).not.toContain(future)
    // Everything above was seen before the moment (else the test proves nothing).
    expect(Date.now()).toBeLessThan(moment)

    await sleep(moment - Date.now())
    // After the moment: nobody saves anything; within the clock's period (5 s) plus a render.
    const limit = 20_000
    await waitFor(
      () => page(baseUrl, `/contents/news/${article}`),
      (r) => r.status === 200 && r.html.includes(`Будущая новость ${run}`),
      limit,
    )
    await waitFor(
      () => page(baseUrl, '/contents/news'),
      (r) => r.html.includes(`Будущая новость ${run}`),
      limit,
    )
    await waitFor(
      () => page(baseUrl, `/contents/promo/${future}`),
      (r) => r.status === 200,
      limit,
    )
    await waitFor(
      () => page(baseUrl, '/contents/promo'),
      (r) => {
        const [current, ended = ''] = r.html.split('data-testid="ended-section"')
        return current.includes(`Будущая акция ${run}`) && !current.includes(`Кончающаяся акция ${run}`) && ended.includes(`Кончающаяся акция ${run}`)
      },
      limit,
    )
    await waitFor(
      () => page(baseUrl, `/contents/promo/${ending}`),
      (r) => r.html.includes('data-state="ended"'),
      limit,
    )
    await waitFor(
      () => page(baseUrl, '/contents'),
      (r) => r.html.includes(`Будущая новость ${run}`) && !r.html.includes(`Кончающаяся акция ${run}`),
      limit,
    )
    expect(await apiStatus(baseUrl, `/api/articles/${article}`)).toBe(200)
    expect((await apiList(baseUrl, '/api/promotions?per_page=100&active=1')).map((a) => a.slug)).not.toContain(ending)
    expect((await apiList(baseUrl, '/api/promotions?per_page=100&active=0')).map((a) => a.slug)).toContain(ending)
    const sitemap = (await page(baseUrl, '/sitemap.xml')).html
    expect(sitemap).toContain(`/contents/news/${article}`)
    expect(sitemap).toContain(`/contents/promo/${future}`)
    expect((await page(baseUrl, '/en/sitemap.xml')).html).toContain(`/en/contents/news/${article}`)
  }, 90_000)

  it('counts down over the last days only, with the value rendered on the server', async () => {
    const soon = `it-soon-promo-${run}`
    const later = `it-later-promo-${run}`
    await make('promotions', {
      slug: soon,
      title: `Скоро конец ${run}`,
      starts_at: new Date(Date.now() - day).toISOString(),
      ends_at: new Date(Date.now() + 2 * day + 3_600_000).toISOString(),
    })
    await make('promotions', { slug: later, title: `Не скоро ${run}`, starts_at: new Date(Date.now() - day).toISOString(), ends_at: new Date(Date.now() + 30 * day).toISOString() })
    const soonPage = await page(baseUrl, `/contents/promo/${soon}`)
    expect(soonPage.html).toMatch(/data-testid="countdown"[^>]*>До конца акции: 2 дня (00|01):\d\d:\d\d</)
    expect(soonPage.html).toContain('"@type":"Offer"')
    expect((await page(baseUrl, `/contents/promo/${later}`)).html).not.toContain('data-testid="countdown"')
  })

  it('answers the news subscription alike for a new address and one already subscribed', async () => {
    const email = `it-sub-${run}@mail.kz`
    const send = () =>
      fetch(`${baseUrl}/api/articles/subscribe`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Accept-Language': 'ru' },
        body: JSON.stringify({ email }),
      }).then(async (r) => ({ status: r.status, body: await r.text() }))
    const first = await send()
    expect(first).toEqual({ status: 201, body: '{"data":{}}' })
    // The same bytes again: nothing tells that the address is on the list now (tests/integration/leads-forms.test.ts: one lead).
    expect(await send()).toEqual(first)
  })
})
