import { expect, test } from './fixtures/test'
import { clientNavigate, GOOGLEBOT, isDesktop, redirectChain } from './shell-support'

/** Spec §2 routing rules, over HTTP (no browser needed) and, for the external redirect, in the browser. */
test.describe('routing rules', () => {
  test.beforeEach(({}, testInfo) => test.skip(!isDesktop(testInfo), 'HTTP rules do not depend on the viewport'))

  test('paths are lowercased by a permanent redirect', async ({ baseURL }) => {
    const { hops, url } = await redirectChain(baseURL!, '/Contacts?utm_source=Mail')
    expect(hops).toEqual([{ status: 308, location: '/contacts?utm_source=Mail' }])
    expect(url).toMatch(/\/contacts\?utm_source=Mail$/)
  })

  test('a trailing slash is removed', async ({ baseURL }) => {
    expect((await redirectChain(baseURL!, '/kk/contacts/')).hops).toEqual([{ status: 308, location: '/kk/contacts' }])
  })

  test('repeated slashes are removed', async ({ baseURL }) => {
    // Next's router collapses them itself (308) before the proxy runs; the proxy finishes the rest.
    const { hops, url } = await redirectChain(baseURL!, '/kk//Contacts//')
    expect(hops.every((hop) => hop.status === 308)).toBe(true)
    expect(hops.at(-1)?.location).toBe('/kk/contacts')
    expect(new URL(url).pathname).toBe('/kk/contacts')
  })

  test('page=1 is removed, other parameters stay', async ({ baseURL }) => {
    expect((await redirectChain(baseURL!, '/contacts?page=1&rooms=2')).hops).toEqual([{ status: 308, location: '/contacts?rooms=2' }])
    expect((await redirectChain(baseURL!, '/contacts?page=2')).hops).toEqual([])
  })

  test('a chain of rules ends in one redirect', async ({ baseURL }) => {
    expect((await redirectChain(baseURL!, '/RU/Contacts/?page=1')).hops).toEqual([{ status: 308, location: '/contacts' }])
    expect((await redirectChain(baseURL!, '/EN/Index/')).hops).toEqual([{ status: 308, location: '/en' }])
  })

  test('index, default, main and home endings go to the root of the language', async ({ baseURL }) => {
    expect((await redirectChain(baseURL!, '/index')).hops).toEqual([{ status: 308, location: '/' }])
    expect((await redirectChain(baseURL!, '/kk/home')).hops).toEqual([{ status: 308, location: '/kk' }])
    expect((await redirectChain(baseURL!, '/en/main')).hops).toEqual([{ status: 308, location: '/en' }])
    expect((await redirectChain(baseURL!, '/default')).hops).toEqual([{ status: 308, location: '/' }])
  })

  test('those endings after another segment are a 404', async ({ request }) => {
    for (const path of ['/projects/index', '/kk/contacts/home', '/en/about/Default']) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBe(404)
    }
  })

  test('unknown routes are a 404 with "Page not found"', async ({ page }) => {
    const response = await page.goto('/en/no-such-page/at-all')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
    await expect(page).toHaveTitle(/Page not found/)
  })

  test('editors’ redirects are followed with their status, after normalisation, in one hop', async ({ baseURL }) => {
    // Seeded redirect: /old-projects -> /projects (301).
    expect((await redirectChain(baseURL!, '/old-projects?utm_source=x')).hops).toEqual([{ status: 301, location: '/projects?utm_source=x' }])
    expect((await redirectChain(baseURL!, '/Old-Projects/')).hops).toEqual([{ status: 301, location: '/projects' }])
    // A rule without a language prefix applies in every language and keeps the visitor's.
    expect((await redirectChain(baseURL!, '/en/old-projects')).hops).toEqual([{ status: 301, location: '/en/projects' }])
  })

  test('an absolute external target is returned as it is', async ({ request }) => {
    // Seeded redirect: /instagram -> https://www.instagram.com/qazaqstroy (302).
    const response = await request.get('/instagram', { maxRedirects: 0 })
    expect(response.status()).toBe(302)
    expect(response.headers()['location']).toBe('https://www.instagram.com/qazaqstroy')
  })

  test('search engines get the 404 status with a plain page', async ({ request }) => {
    const response = await request.get('/no-such-page', { headers: { 'User-Agent': GOOGLEBOT } })
    expect(response.status()).toBe(404)
    // Not the decorated page: no shortcuts navigation, neither in the HTML nor in the page data.
    expect(await response.text()).not.toMatch(/aria-label\W{1,4}Разделы сайта/)
    const person = await request.get('/no-such-page')
    expect(await person.text()).toMatch(/aria-label\W{1,4}Разделы сайта/)
  })
})

test.describe('redirects in the browser', () => {
  test('a client-side navigation to an external redirect ends in a full page load of the target', async ({ page }) => {
    // The target is outside this closed network, and Playwright does not route a redirect's next hop: the
    // test watches the page itself set off for the target (a navigation of the top frame, not a fetch).
    await page.goto('/')
    const leaving = page.waitForRequest(
      (request) => request.url() === 'https://www.instagram.com/qazaqstroy' && request.isNavigationRequest() && request.frame() === page.mainFrame(),
    )
    await clientNavigate(page, '/instagram')
    await leaving
  })

  test('a client-side navigation to an unknown page shows the 404 page', async ({ page }) => {
    await page.goto('/')
    await clientNavigate(page, '/no-such-page-here')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Страница не найдена')
    await expect(page.getByRole('navigation', { name: 'Разделы сайта' }).getByRole('link', { name: 'Главная' })).toHaveAttribute('href', '/')
  })

  test('a client-side navigation to an editor’s site redirect lands on the target', async ({ page }) => {
    await page.goto('/kk')
    await clientNavigate(page, '/kk/old-projects')
    await expect(page).toHaveURL(/\/kk\/projects$/)
  })
})
