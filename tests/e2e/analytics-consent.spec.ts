import AxeBuilder from '@axe-core/playwright'
import type { Page, Request } from '@playwright/test'

import { expect, test } from './fixtures/test'
import { startOwnServer } from './own-server'

/**
 * Analytics with consent (issue 34, item 4), on a server of its own whose site settings name a Yandex Metrica
 * counter and a GA4 id. Requests to the analytics hosts never leave the machine: they are answered here by
 * stand-ins that record the counters' calls as the real scripts would receive them. Before consent nothing
 * goes to an analytics host and no cookie is set; after «Принять» the counters load and each goal reaches
 * them with the visit's UTM; «Отклонить» keeps everything off across pages; the footer reopens the choice.
 * Without ids (the suite's own server) there is no banner and the policy names no analytics host.
 */

const ANALYTICS_HOSTS = /^https:\/\/(mc\.yandex\.(ru|com|kz)|[a-z0-9.-]*googletagmanager\.com|[a-z0-9.-]*google-analytics\.com|[a-z0-9.-]*analytics\.google\.com|yastatic\.net)\//
const COUNTER = '98765432'
const GA4 = 'G-TEST1234'

const axe = async (page: Page) => (await new AxeBuilder({ page }).analyze()).violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }))

/** Answers the analytics hosts with stand-in scripts; returns the requests they got. */
async function standIns(page: Page): Promise<Request[]> {
  const seen: Request[] = []
  await page.context().route(ANALYTICS_HOSTS, async (route) => {
    seen.push(route.request())
    const url = route.request().url()
    // The stand-ins keep what the counters were asked (Metrica's queue `ym.a`, gtag's dataLayer) in `window.__goals`.
    const body = url.includes('tag.js')
      ? 'window.__goals = window.__goals || []; (window.ym.a || []).forEach(function (a) { window.__goals.push(["ym"].concat([].slice.call(a))) }); window.ym = function () { window.__goals.push(["ym"].concat([].slice.call(arguments))) };'
      : url.includes('gtag/js')
        ? 'window.__goals = window.__goals || []; window.dataLayer.forEach(function (a) { window.__goals.push(["gtag"].concat([].slice.call(a))) }); window.dataLayer.push = function (a) { window.__goals.push(["gtag"].concat([].slice.call(a))) };'
        : ''
    await route.fulfill({ status: 200, contentType: 'application/javascript', body })
  })
  return seen
}

const goals = (page: Page) => page.evaluate(() => ((window as unknown as { __goals?: unknown[][] }).__goals ?? []).map((call) => call.map(String).join(' ')))

test('without ids in the settings: no banner, no footer link, no analytics host in the policy', async ({ page }) => {
  const response = await page.goto('/')
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await expect(page.getByTestId('consent-banner')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Настройки cookie' })).toHaveCount(0)
  expect(response!.headers()['content-security-policy']).not.toMatch(/yandex\.ru\/|mc\.yandex|googletagmanager|google-analytics/)
})

test.describe('with a Metrica counter and a GA4 id', () => {
  test.describe.configure({ mode: 'serial', timeout: 240_000 })
  let stopServer: (() => void) | undefined
  let origin = ''

  test.beforeAll(async ({ request }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one server: the phone width is looked at inside')
    testInfo.setTimeout(420_000)
    const server = await startOwnServer('analytics', 130, { seed: true })
    origin = server.origin
    stopServer = server.stop
    const registered = await request.post(`${origin}/cms-api/users/first-register`, {
      headers: { Origin: origin },
      data: { email: 'marketing@example.kz', password: 'a long passphrase for analytics', name: 'Маркетинг', setup_code: server.setupCode },
    })
    expect(registered.status(), await registered.text()).toBe(200)
    const { token } = (await registered.json()) as { token: string }
    const saved = await request.post(`${origin}/cms-api/globals/site-settings?depth=0`, {
      headers: { Authorization: `JWT ${token}`, Origin: origin },
      data: { analytics: { yandex_metrika_id: COUNTER, google_analytics_id: GA4 }, _status: 'published' },
    })
    expect(saved.status(), await saved.text()).toBe(200)
  })
  test.afterAll(() => stopServer?.())

  test('nothing leaves before consent; after «Принять» the counters load and the goals reach them with the UTM', async ({ page }) => {
    const seen = await standIns(page)
    // The saved settings reach the cached home page within 2 s; the banner's code comes after the page's
    // scripts, a few seconds on a loaded CI machine, so each look waits for it, and the looks go on for 60 s.
    await expect
      .poll(
        async () => {
          await page.goto(`${origin}/?utm_source=newsletter&utm_medium=email&utm_campaign=november`)
          return page
            .getByTestId('consent-banner')
            .waitFor({ timeout: 10_000 })
            .then(() => 1)
            .catch(() => 0)
        },
        { timeout: 60_000 },
      )
      .toBe(1)
    const response = await page.goto(`${origin}/?utm_source=newsletter&utm_medium=email&utm_campaign=november`)
    expect(response!.headers()['content-security-policy']).toMatch(/script-src[^;]*https:\/\/mc\.yandex\.ru[^;]*https:\/\/\*\.googletagmanager\.com/)
    const banner = page.getByTestId('consent-banner')
    await expect(banner.getByRole('heading', { name: 'Файлы cookie и аналитика' })).toBeVisible()
    expect(await axe(page)).toEqual([])
    // A phone click before consent: no request, no cookie.
    await page
      .getByRole('link', { name: /\+7 \(727\) 300-00-00/ })
      .first()
      .dispatchEvent('click')
    await page.waitForTimeout(500)
    expect(seen).toHaveLength(0)
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('analytics_consent')

    await banner.getByRole('button', { name: 'Принять' }).click()
    await expect(banner).toHaveCount(0)
    await expect.poll(() => seen.map((request) => new URL(request.url()).hostname).sort()).toEqual(['mc.yandex.ru', 'www.googletagmanager.com'])
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'analytics_consent')?.value).toBe('granted')
    await expect.poll(() => goals(page)).toContain(`ym ${COUNTER} init [object Object]`)
    expect(await goals(page)).toContain(`gtag config ${GA4}`)

    // Goals: a phone click, a favorite, a messenger click on a property page.
    await page
      .getByRole('link', { name: /\+7 \(727\) 300-00-00/ })
      .first()
      .dispatchEvent('click')
    await expect.poll(() => goals(page)).toContain(`ym ${COUNTER} reachGoal phone_click [object Object]`)
    expect(await goals(page)).toContain('gtag event phone_click [object Object]')
    const utm = await page.evaluate(() => (window as unknown as { __goals: unknown[][] }).__goals.find((call) => call[0] === 'gtag' && call[2] === 'phone_click')?.[3])
    expect(utm).toEqual({ utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'november' })

    const { data } = (await (await page.request.get(`${origin}/api/estates?category=flat&per_page=1`)).json()) as { data: Array<{ slug: string }> }
    await page.goto(`${origin}/properties/apartments/${data[0].slug}`)
    await expect(page.getByTestId('consent-banner')).toHaveCount(0)
    await page
      .getByRole('button', { name: /избранное/i })
      .first()
      .click()
    await expect.poll(() => goals(page)).toContain(`ym ${COUNTER} reachGoal favorite_added [object Object]`)
    await page
      .getByTestId('messenger-links')
      .getByRole('link', { name: /Telegram/ })
      .dispatchEvent('click')
    await expect.poll(() => goals(page)).toContain(`ym ${COUNTER} reachGoal messenger_click [object Object]`)
  })

  test('«Отклонить» keeps every analytics host silent across pages; the footer reopens the choice', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    const seen = await standIns(page)
    await page.goto(`${origin}/`)
    const banner = page.getByTestId('consent-banner')
    await banner.getByRole('button', { name: 'Отклонить' }).click()
    await expect(banner).toHaveCount(0)
    await page.goto(`${origin}/projects`)
    await page
      .getByRole('link', { name: /\+7 \(727\) 300-00-00/ })
      .first()
      .dispatchEvent('click')
    await page.waitForTimeout(500)
    expect(seen).toHaveLength(0)
    expect((await context.cookies()).find((cookie) => cookie.name === 'analytics_consent')?.value).toBe('denied')

    // «Настройки cookie» in the footer: choose analytics, save: the counters load now.
    await page.getByRole('button', { name: 'Настройки cookie' }).click()
    await expect(banner).toBeVisible()
    expect(await axe(page)).toEqual([])
    await banner.getByRole('checkbox', { name: /Аналитика/ }).check()
    await banner.getByRole('button', { name: 'Сохранить выбор' }).click()
    await expect.poll(() => seen.length).toBeGreaterThan(0)
    await context.close()
  })
})
