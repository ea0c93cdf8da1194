import { expect, test } from './fixtures/test'
import { askToPublish, expectPublished, logIn, registerFirstEditor } from './admin-session'
import { startOwnServer } from './own-server'

/**
 * Publication moments and times in the admin (issue 31, items 3 and 4), on a server of its own, with the
 * browser in Berlin (the server runs in UTC): everything must read on Almaty's clock regardless.
 * - an article published for a minute just ahead (typed, Almaty time) is 404 on the site, in the API and
 *   out of the sitemap until that minute, and live everywhere at it with nobody saving anything;
 * - a typed moment is kept on blur, in 24-hour form;
 * - the list, the versions list and a version's breadcrumb show the same Almaty time;
 * - a document opens in Russian after another was edited in Kazakh;
 * - «Переводы» of an article without texts does not call it translated.
 */
const almaty = (instant: number) => new Intl.DateTimeFormat('ru-RU', { timeZone: 'Asia/Almaty', dateStyle: 'short', timeStyle: 'short' }).format(new Date(instant)).replace(',', '')

test.describe('times in Almaty', () => {
  test.describe.configure({ mode: 'serial', timeout: 300_000 })
  test.use({ timezoneId: 'Europe/Berlin' })
  let stopServer: (() => void) | undefined
  let origin = ''
  let setupCode = ''
  let edit = ''
  let moment = 0
  const SLUG = 'e2e-moment-news'

  test.beforeAll(async ({}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one browser is enough: the admin is the same on both')
    const server = await startOwnServer('time', 80)
    origin = server.origin
    setupCode = server.setupCode
    stopServer = server.stop
  })
  test.afterAll(() => stopServer?.())

  test('an article published for the next minute goes live at it, on the page, the API and the sitemap', async ({ page }) => {
    await registerFirstEditor(page, origin, setupCode)
    await page.goto(`${origin}/admin/collections/articles/create`)
    await expect(page.getByTestId('missing-languages')).toContainText('Текстов пока нет')

    await page.locator('#field-title').fill('Новость к минуте')
    await page.locator('#field-slug').fill(SLUG)
    // The next whole minute at least 40 s away, typed on Almaty's clock.
    moment = Math.ceil((Date.now() + 40_000) / 60_000) * 60_000
    const date = page.locator('#field-published_at input')
    await date.fill(almaty(moment))
    await page.locator('#field-title').click()
    await expect(date).toHaveValue(almaty(moment))
    await (await askToPublish(page)).click()
    await expectPublished(page)
    // Publishing created it: the admin moves to its address.
    await expect(page).toHaveURL(/\/articles\/\d+(\?locale=ru)?$/, { timeout: 30_000 })
    edit = page.url().replace(/\?.*$/, '')

    const stored = await page.evaluate(async (url) => (await (await fetch(url)).json()).published_at, `${edit.replace('/admin/collections/', '/cms-api/')}?depth=0`)
    expect(stored).toBe(new Date(moment).toISOString())

    const page404 = async () => (await fetch(`${origin}/contents/news/${SLUG}`)).status
    const api = async () => (await fetch(`${origin}/api/articles/${SLUG}`)).status
    const sitemap = async () => (await (await fetch(`${origin}/sitemap.xml`)).text()).includes(SLUG)
    expect(Date.now()).toBeLessThan(moment)
    expect([await page404(), await api(), await sitemap()]).toEqual([404, 404, false])
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, moment - Date.now())))
    await expect.poll(async () => [await page404(), await api(), await sitemap()], { timeout: 20_000, intervals: [1000] }).toEqual([200, 200, true])
  })

  test('the list, the versions and a version read the Almaty time, 24-hour; the versions name their editor', async ({ page }) => {
    await logIn(page, origin)

    await page.goto(`${origin}/admin/collections/articles`)
    await expect(page.locator('tbody tr').filter({ hasText: 'Новость к минуте' })).toContainText(almaty(moment))

    const versions = await page.evaluate(
      async (url) => (await (await fetch(url)).json()).docs as Array<{ id: number; updatedAt: string }>,
      `${origin}/cms-api/articles/versions?where[parent][equals]=${edit.split('/').pop()}&sort=-updatedAt&depth=0`,
    )
    const latest = versions[0]
    await page.goto(`${edit}/versions`)
    await expect(page.locator('tbody')).toContainText(almaty(Date.parse(latest.updatedAt)))
    // Each version names who saved it.
    await expect(page.locator('thead')).toContainText('Последний редактор')
    await expect(page.locator('tbody tr').first()).toContainText('Редактор')
    await page.goto(`${edit}/versions/${latest.id}`)
    await expect(page.locator('.step-nav')).toContainText(almaty(Date.parse(latest.updatedAt)))
    await page.screenshot({ path: 'test-results/admin-time-version.png' })
  })

  test('the schedule drawer of a never-published draft opens on «Публиковать»', async ({ page }) => {
    await logIn(page, origin)
    await page.goto(`${origin}/admin/collections/articles/create`)
    await page.getByRole('button', { name: 'Сохранить черновик' }).click()
    await expect(page).toHaveURL(/\/articles\/\d+\?locale=ru$/, { timeout: 30_000 })
    await page.locator('.doc-controls .popup-button--size-medium').click()
    await page.getByRole('button', { name: 'Планирование публикации' }).click()
    const drawer = page.locator('dialog.schedule-publish')
    await expect(drawer.getByRole('radio', { name: 'Публиковать', exact: true })).toBeChecked()
    await expect(drawer.getByRole('radio', { name: 'Отменить публикацию', exact: true })).not.toBeChecked()
    // The time list is a 24-hour clock in one-minute steps.
    await drawer.locator('.date-time-picker input').click()
    await expect(page.locator('.react-datepicker__time-list-item').nth(781)).toHaveText('13:01')
  })

  test('a document opens in Russian after another was edited in Kazakh', async ({ page }) => {
    await logIn(page, origin)
    await page.goto(`${edit}?locale=kk`)
    await expect(page.locator('.localizer')).toContainText('Қазақша')
    await page.goto(edit)
    await expect(page).toHaveURL(/\?locale=ru$/)
    await expect(page.locator('.localizer')).toContainText('Русский')
    await expect(page.locator('#field-title')).toHaveValue('Новость к минуте')
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.screenshot({ path: 'test-results/admin-time-edit.png' })
  })
})
