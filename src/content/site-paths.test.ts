import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { verifyPreviewLink } from '../lib/preview-links'
import { articleSitePath, estateSitePath, livePreviewOnSite, previewOnSite, publishedPageOf, vacancySitePath } from './site-paths'

const request = (locale: string, categories: Record<number, string> = {}) =>
  ({ locale, payload: { findByID: async ({ id }: { id: number }) => (categories[id] ? { slug: categories[id] } : null) } }) as unknown as PayloadRequest

/** The page a preview link opens (the link's own signature checked). */
const opened = (link: string | null | undefined) => (link ? verifyPreviewLink(new URL(link, 'http://site.test').searchParams) : null)

describe("the admin's link to a document's public page", () => {
  it('opens the published page in the language being edited', async () => {
    expect(await publishedPageOf(articleSitePath, { _status: 'published', slug: 'opening' }, request('ru'))).toBe('/contents/news/opening')
    expect(await publishedPageOf(articleSitePath, { _status: 'published', slug: 'opening' }, request('kk'))).toBe('/kk/contents/news/opening')
    expect(await publishedPageOf(estateSitePath, { _status: 'published', slug: 'ak-1-12', category: 'garage' }, request('en'))).toBe('/en/properties/parking-spaces/ak-1-12')
  })

  it("names a vacancy's category by its slug", async () => {
    expect(await publishedPageOf(vacancySitePath, { _status: 'published', slug: 'welder', category: 3 }, request('ru', { 3: 'construction' }))).toBe('/career/construction/welder')
    expect(await publishedPageOf(vacancySitePath, { _status: 'published', slug: 'welder', category: 4 }, request('ru'))).toBeNull()
  })

  it('has none for a draft, which visitors cannot see', async () => {
    expect(await publishedPageOf(articleSitePath, { _status: 'draft', slug: 'opening' }, request('ru'))).toBeNull()
  })
})

describe("the admin's preview of a document", () => {
  it('is a signed link to its page with drafts, published or not, in the language being edited', async () => {
    const preview = previewOnSite(articleSitePath)
    expect(opened(await preview({ _status: 'draft', slug: 'opening' }, { locale: 'kk', req: request('kk'), token: '' }))).toBe('/kk/contents/news/opening')
    expect(opened(await preview({ _status: 'published', slug: 'opening' }, { locale: 'ru', req: request('ru'), token: '' }))).toBe('/contents/news/opening')
    expect(await preview({ _status: 'draft' }, { locale: 'ru', req: request('ru'), token: '' })).toBeNull()
    // A page global's preview opens the page it fills.
    expect(opened(await previewOnSite(() => '/about')({ _status: 'draft' }, { locale: 'en', req: request('en'), token: '' }))).toBe('/en/about')
  })

  it('gives the live preview the same link, at desktop and phone widths', async () => {
    const live = livePreviewOnSite(articleSitePath)
    const url = typeof live.url === 'function' ? await live.url({ data: { slug: 'opening' }, locale: { code: 'en', label: '' }, req: request('en') } as never) : null
    expect(url).toMatch(/^https?:\/\/[^/]+\/api\/preview\?/)
    expect(opened(url)).toBe('/en/contents/news/opening')
    expect(live.breakpoints?.map((b) => b.width)).toEqual([1440, 390])
  })
})
