import { describe, expect, it } from 'vitest'

import { sitemapXml } from './sitemap-xml'

describe('sitemapXml', () => {
  const pages = [
    { path: '/', lastModified: '2026-11-20T10:00:00.000Z' },
    { path: '/projects/alatau', lastModified: null },
  ]

  it('lists the pages of a language with alternates and last-modified dates', () => {
    const xml = sitemapXml(pages, 'kk', 'https://qazaqstroy.kz')
    expect(xml).toContain('<loc>https://qazaqstroy.kz/kk</loc><lastmod>2026-11-20T10:00:00.000Z</lastmod>')
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="ru" href="https://qazaqstroy.kz/"/>')
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://qazaqstroy.kz/en"/>')
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://qazaqstroy.kz/"/>')
    expect(xml).toContain('<url><loc>https://qazaqstroy.kz/kk/projects/alatau</loc><xhtml:link')
    expect(xml.match(/<url>/g)).toHaveLength(2)
  })

  it('uses the unprefixed paths for Russian', () => {
    expect(sitemapXml(pages, 'ru', 'https://qazaqstroy.kz')).toContain('<loc>https://qazaqstroy.kz/projects/alatau</loc>')
  })

  it('escapes and encodes what it prints', () => {
    const xml = sitemapXml([{ path: '/a&b/проект', lastModified: null }], 'en', 'https://x.kz')
    expect(xml).toContain('<loc>https://x.kz/en/a&amp;b/%D0%BF%D1%80%D0%BE%D0%B5%D0%BA%D1%82</loc>')
  })
})
