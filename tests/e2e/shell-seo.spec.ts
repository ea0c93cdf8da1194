import { expect, test } from './fixtures/test'
import { isDesktop } from './shell-support'

/** Spec §2 SEO: metadata, hreflang, structured data, sitemaps, robots.txt and the policy document. */
test.describe('SEO', () => {
  test.beforeEach(({}, testInfo) => test.skip(!isDesktop(testInfo), 'markup and documents do not depend on the viewport'))

  test('pages have title, description, canonical, hreflang alternates and Open Graph tags', async ({ page, baseURL }) => {
    // Any page gets these from the layout; /test-ui is one that exists on every branch.
    await page.goto('/kk/test-ui')
    await expect(page).toHaveTitle(/Qazaq Stroy/)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/kk/test-ui`)
    const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]))
    expect(alternates).toEqual(
      expect.arrayContaining([
        ['ru', `${baseURL}/test-ui`],
        ['kk', `${baseURL}/kk/test-ui`],
        ['en', `${baseURL}/en/test-ui`],
        ['x-default', `${baseURL}/test-ui`],
      ]),
    )
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${baseURL}/kk/test-ui`)
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'kk_KZ')
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/)
    await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute('content', /Qazaq Stroy/)
  })

  test('the home page has its store title and Organization data', async ({ page, baseURL }) => {
    await page.goto('/')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`^${baseURL}/?$`))
    const data = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent || '{}')))
    const organization = data.find((d) => d['@type'] === 'Organization')
    expect(organization).toMatchObject({ '@context': 'https://schema.org', name: expect.any(String), url: `${baseURL}`, telephone: expect.stringMatching(/^\+7/) })
    expect(organization.sameAs).toHaveLength(3)
  })

  test('breadcrumbs come with BreadcrumbList data', async ({ page, baseURL }) => {
    await page.goto('/test-ui')
    const data = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent || '{}')))
    const breadcrumbs = data.find((d) => d['@type'] === 'BreadcrumbList')
    expect(breadcrumbs.itemListElement[0]).toEqual({ '@type': 'ListItem', position: 1, name: 'Главная', item: `${baseURL}/` })
    await expect(page.getByRole('navigation', { name: 'Навигационная цепочка' }).locator('[aria-current="page"]')).toHaveText('UI')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  })

  test('the 404 page has its own title and description and is not indexed', async ({ page }) => {
    await page.goto('/kk/no-such-page')
    await expect(page).toHaveTitle(/^Бет табылмады/)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Бет табылмады\./)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  })

  test('each language has a sitemap of every public page with alternates and dates', async ({ request, baseURL }) => {
    for (const [path, prefix] of [
      ['/sitemap.xml', ''],
      ['/kk/sitemap.xml', '/kk'],
      ['/en/sitemap.xml', '/en'],
    ]) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      expect(response.headers()['content-type']).toContain('xml')
      const xml = await response.text()
      expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
      expect(xml).toContain(`<loc>${baseURL}${prefix || '/'}</loc>`)
      expect(xml).toContain(`<loc>${baseURL}${prefix}/purchase-methods/mortgage</loc>`)
      expect(xml).toMatch(new RegExp(`<loc>${baseURL}${prefix}/projects/[a-z0-9-]+</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT`))
      expect(xml).toMatch(new RegExp(`<loc>${baseURL}${prefix}/contents/news/[a-z0-9-]+</loc>`))
      expect(xml).toMatch(new RegExp(`<loc>${baseURL}${prefix}/properties/apartments/[a-z0-9-]+</loc>`))
      expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${baseURL}/contacts"/>`)
      expect(xml).not.toContain('test-ui')
    }
  })

  test('robots.txt allows the site and lists the three sitemaps', async ({ request, baseURL }) => {
    const text = await (await request.get('/robots.txt')).text()
    expect(text).toMatch(/User-Agent: \*/i)
    expect(text).toContain('Allow: /')
    expect(text).toContain('Disallow: /api/')
    for (const path of ['/sitemap.xml', '/kk/sitemap.xml', '/en/sitemap.xml']) expect(text).toContain(`Sitemap: ${baseURL}${path}`)
  })

  test('/policy.pdf is served per language from the store', async ({ request }) => {
    const sizes = new Set<number>()
    for (const path of ['/policy.pdf', '/kk/policy.pdf', '/en/policy.pdf']) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      expect(response.headers()['content-type']).toBe('application/pdf')
      const body = await response.body()
      expect(body.subarray(0, 5).toString()).toBe('%PDF-')
      sizes.add(body.length)
    }
    expect(sizes.size).toBe(3) // three different documents
    expect((await request.get('/xx/policy.pdf')).status()).toBe(404)
  })
})
