import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { articleSitePath, estateSitePath, globalOnSite, vacancySitePath, viewOnSite } from './site-paths'

const articleOnSite = viewOnSite(articleSitePath)
const estateOnSite = viewOnSite(estateSitePath)
const vacancyOnSite = viewOnSite(vacancySitePath)

const options = (locale: string, categories: Record<number, string> = {}) =>
  ({
    locale,
    req: { payload: { findByID: async ({ id }: { id: number }) => (categories[id] ? { slug: categories[id] } : null) } } as unknown as PayloadRequest,
    token: '',
  }) as never

describe('the admin preview link of a document', () => {
  it('opens the published page in the language being edited', async () => {
    expect(await articleOnSite({ _status: 'published', slug: 'opening' }, options('ru'))).toBe('/contents/news/opening')
    expect(await articleOnSite({ _status: 'published', slug: 'opening' }, options('kk'))).toBe('/kk/contents/news/opening')
    expect(await estateOnSite({ _status: 'published', slug: 'ak-1-12', category: 'garage' }, options('en'))).toBe('/en/properties/parking-spaces/ak-1-12')
    expect(await globalOnSite('/about')({}, options('en'))).toBe('/en/about')
  })

  it("names a vacancy's category by its slug", async () => {
    expect(await vacancyOnSite({ _status: 'published', slug: 'welder', category: 3 }, options('ru', { 3: 'construction' }))).toBe('/career/construction/welder')
    expect(await vacancyOnSite({ _status: 'published', slug: 'welder', category: 4 }, options('ru'))).toBeNull()
  })

  it('has none for a draft, which visitors cannot see', async () => {
    expect(await articleOnSite({ _status: 'draft', slug: 'opening' }, options('ru'))).toBeNull()
  })
})
