import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

const HERO = {
  ru: 'Дома, в которых хочется жить',
  kk: 'Өмір сүргің келетін үйлер',
  en: 'Homes you want to live in',
}

test.describe('home page in three languages', () => {
  for (const [locale, path] of [['ru', '/'], ['kk', '/kk'], ['en', '/en']] as const) {
    test(`${locale} at ${path} is rendered on the server from the store`, async ({ page, request }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(HERO[locale])
      // Server-rendered: the HTML itself carries the text, before any script runs.
      const html = await (await request.get(path, { headers: { 'Accept-Language': locale } })).text()
      expect(html).toContain(HERO[locale])
    })
  }

  test('has no axe violations', async ({ page }) => {
    await page.goto('/')
    const results = await new AxeBuilder({ page }).analyze()
    expect(results.violations).toEqual([])
  })
})

test.describe('language detection: URL prefix, then cookie, then browser preference', () => {
  test('the browser preference picks the language at /', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'kk-KZ', extraHTTPHeaders: { 'Accept-Language': 'kk-KZ,kk;q=0.9' } })
    const page = await context.newPage()
    await page.goto('/')
    await expect(page).toHaveURL(/\/kk$/)
    await context.close()
  })

  test('the cookie wins over the browser preference', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'Accept-Language': 'kk' } })
    await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: baseURL! }])
    const page = await context.newPage()
    await page.goto('/')
    await expect(page).toHaveURL(/\/en$/)
    await context.close()
  })

  test('the URL prefix wins over the cookie, and is stored in the cookie for a year', async ({ browser, baseURL }) => {
    const context = await browser.newContext()
    await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: baseURL! }])
    const page = await context.newPage()
    await page.goto('/kk')
    await expect(page.locator('html')).toHaveAttribute('lang', 'kk')
    // The page is shared by every visitor, so the browser sets the cookie once the page has loaded.
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('kk')
    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected')
    expect(cookie?.value).toBe('kk')
    expect(cookie?.sameSite).toBe('Lax')
    const days = (cookie!.expires - Date.now() / 1000) / 86400
    expect(days).toBeGreaterThan(364)
    expect(days).toBeLessThan(366)
    await context.close()
  })
})
