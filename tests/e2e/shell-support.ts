import { request as apiRequest, type Page, type TestInfo } from '@playwright/test'

/** Shared helpers of the shell browser tests. */

export const isDesktop = (testInfo: TestInfo) => testInfo.project.name === 'desktop'

/**
 * Follows redirects one by one, as a first-time Russian-speaking visitor (no language cookie):
 * the status and location of every hop, and the final response.
 */
export async function redirectChain(baseURL: string, path: string) {
  const request = await apiRequest.newContext({ baseURL, extraHTTPHeaders: { 'Accept-Language': 'ru-RU,ru;q=0.9' } })
  const hops: Array<{ status: number; location: string }> = []
  let url = path
  try {
    for (let i = 0; i < 6; i++) {
      const response = await request.get(url, { maxRedirects: 0 })
      const location = response.headers()['location']
      if (!location || response.status() < 300 || response.status() >= 400) return { hops, status: response.status(), url: response.url() }
      hops.push({ status: response.status(), location })
      url = location
    }
  } finally {
    await request.dispose()
  }
  throw new Error(`more than 6 redirects from ${path}`)
}

/** Client-side navigation through Next's router, like a click on a <Link>. */
export const clientNavigate = (page: Page, href: string) =>
  page.evaluate((to) => (window as unknown as { next: { router: { push: (h: string) => void } } }).next.router.push(to), href)

export const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
