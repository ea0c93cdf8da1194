import { expect, test } from './fixtures/test'
import { isDesktop } from './shell-support'

/** Spec §4 and §8 client behaviours. */
test.describe('client behaviours', () => {
  test.beforeEach(({}, testInfo) => test.skip(!isDesktop(testInfo), 'behaviours do not depend on the viewport'))

  test('UTM values of the landing URL are kept in session storage under utm_data', async ({ page }) => {
    await page.goto('/?utm_source=google&utm_medium=cpc&utm_campaign=spring&utm_term=flats')
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('utm_data'))).not.toBeNull()
    expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem('utm_data')))!)).toEqual({
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'spring',
      utm_term: 'flats',
    })
    // A later page without utm_source keeps them.
    await page.goto('/kk?utm_medium=other')
    expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem('utm_data')))!).utm_source).toBe('google')
  })

  test("Next's scripts start downloading after the first paint, and the page then works", async ({ page }) => {
    await page.goto('/about')
    const { firstPaint, scriptStarts } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByType('paint')[0]?.startTime,
      scriptStarts: performance
        .getEntriesByType('resource')
        .filter(({ name }) => new URL(name).pathname.startsWith('/_next/static/') && name.endsWith('.js'))
        .map(({ startTime }) => startTime),
    }))
    expect(firstPaint).toBeGreaterThan(0)
    expect(scriptStarts.length).toBeGreaterThan(3)
    expect(Math.min(...scriptStarts)).toBeGreaterThanOrEqual(firstPaint!)
    // Hydrated: the header's language menu opens.
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Язык сайта/ })
      .click()
    await expect(page.getByRole('banner').getByRole('list', { name: 'Выбор языка' })).toBeVisible()
  })

  test("the site's links navigate in the page (no reload, the header stays), files and other languages load as documents", async ({ page }) => {
    await page.goto('/about')
    // A reload would drop this marker: the navigations below keep it only when the router handles them.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    await page.locator('footer').getByRole('link', { name: 'Контакты', exact: true }).first().click()
    await expect(page).toHaveURL(/\/contacts$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
    await page.goBack()
    await expect(page).toHaveURL(/\/about$/)
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)

    // Another language is another document.
    await page
      .locator('header')
      .getByRole('button', { name: /Язык сайта/ })
      .click()
    await page
      .locator('header')
      .getByRole('list', { name: 'Выбор языка' })
      .getByRole('link', { name: /English/ })
      .click()
    await expect(page).toHaveURL(/\/en\/about$/)
    await expect.poll(() => page.evaluate(() => 'sameDocument' in window)).toBe(false)
  })

  test('the latest-build manifest is polled with a timestamp and a new id reloads the page', async ({ page }) => {
    await page.clock.install()
    const polls: string[] = []
    await page.route('**/api/builds/latest*', async (route) => {
      polls.push(route.request().url())
      await route.fulfill({ json: { id: 'a-newer-build', built_at: null } })
    })
    await page.goto('/')
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true))
    const reloaded = page.waitForEvent('load')
    // A minute later (again, in case the page was still hydrating and had not started its timer).
    await expect
      .poll(async () => {
        await page.clock.fastForward(61_000)
        return polls.length
      })
      .toBeGreaterThan(0)
    await reloaded
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBeUndefined()
    expect(polls[0]).toMatch(/\/api\/builds\/latest\?t=\d+$/)
  })

  test('the same build id does not reload', async ({ page }) => {
    await page.clock.install()
    let polled = 0
    await page.route('**/api/builds/latest*', async (route) => {
      polled++
      await route.continue()
    })
    await page.goto('/')
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true))
    await expect
      .poll(async () => {
        await page.clock.fastForward(61_000)
        return polled
      })
      .toBeGreaterThan(0)
    await page.waitForTimeout(300)
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true)
  })

  test('an outdated-chunk error reloads the page once, guarded for 10 seconds', async ({ page }) => {
    await page.goto('/')
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true))
    const fail = () =>
      page
        .evaluate(() => {
          const error = Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' })
          window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }))
          return sessionStorage.getItem('chunk_reload_at')
        })
        .catch(() => null) // the page is reloading
    // Repeated until the page has hydrated and listens; the first failure it hears reloads it.
    const reloaded = page.waitForEvent('load') // of the next document: this one has loaded already
    await expect.poll(fail).not.toBeNull()
    await reloaded
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBeUndefined()
    // Within 10 s further failures do not reload again.
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true))
    for (let i = 0; i < 5; i++) {
      await fail()
      await page.waitForTimeout(200)
    }
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true)
  })

  test('page-speed audit tools get the real page by default (AUDIT_PLACEHOLDER is off)', async ({ request }) => {
    const html = await (await request.get('/', { headers: { 'User-Agent': 'Mozilla/5.0 (Linux; Android 11) Chrome/120 Mobile Safari/537.36 Chrome-Lighthouse' } })).text()
    expect(html).toContain('Дома, в которых хочется жить')
  })

  test('a failing page shows "some-page-error" with status 500; bots get the status without the page', async ({ page, browser }) => {
    const response = await page.goto('/test-ui/error')
    expect(response?.status()).toBe(500)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Что-то пошло не так')
    await expect(page.getByRole('navigation', { name: 'Разделы сайта' }).getByRole('link')).toHaveText(['Главная', 'Проекты', 'Квартиры', 'Новости и акции'])
    await expect(page).toHaveTitle('Что-то пошло не так')
    const bot = await browser.newContext({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' })
    const botPage = await bot.newPage()
    expect((await botPage.goto('/test-ui/error'))?.status()).toBe(500)
    await botPage.waitForLoadState('networkidle')
    await expect(botPage.getByRole('navigation', { name: 'Разделы сайта' })).toHaveCount(0)
    await bot.close()
  })
})
