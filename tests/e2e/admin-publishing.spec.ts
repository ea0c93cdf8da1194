import type { Page } from '@playwright/test'

import { expect, test } from './fixtures/test'
import { askToPublish, expectPublished, logIn, publishAnyway, registerFirstEditor } from './admin-session'
import { startOwnServer } from './own-server'

/**
 * An editor's publishing, in the admin (issue 17, items 1, 2, 3 and 7), on a server of its own (an editor
 * registers on its fresh store):
 * - the draft preview (src/lib/preview-links.ts): the preview button and the live preview show an
 *   unpublished article on its real page, to the holder of the signed link only, never cached nor
 *   indexed; the live preview follows every autosave;
 * - a publish scheduled in the admin happens by itself at its time;
 * - a changed slug keeps the old address, in every language;
 * - a publish confirmed during an autosave is not lost;
 * - a page global's draft (the about page) stays off the site until published.
 */
test.describe("an editor's publishing", () => {
  test.describe.configure({ mode: 'serial', timeout: 240_000 })
  // The editors work in Kazakhstan. Payload's schedule drawer disables past times by the browser's own
  // clock and date, not the chosen zone's: from a UTC browser, 19:00-24:00 UTC (the next day in Almaty)
  // every time of that day was disabled (CI at 21:04 UTC).
  test.use({ timezoneId: 'Asia/Almaty' })
  let stopServer: (() => void) | undefined
  let origin = ''
  let setupCode = ''

  test.beforeAll(async ({}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one browser is enough: the admin is the same on both')
    const server = await startOwnServer('preview', 70)
    origin = server.origin
    setupCode = server.setupCode
    stopServer = server.stop
  })
  test.afterAll(() => stopServer?.())

  /** The article's page in the admin (the first test creates it). */
  let edit = ''
  const SLUG = 'e2e-preview-news'
  const NEWS = `/contents/news/${SLUG}`
  /**
   * Waits until autosave has stored `value` (the title unless another field is named) as the article's
   * latest draft (the REST API, as the editor, from the admin's page).
   */
  const autosaved = (page: Page, value: string, article = edit, field = 'title') => {
    const api = `${article.replace('/admin/collections/', '/cms-api/')}?draft=true&depth=0`
    return expect.poll(() => page.evaluate(async ([url, name]) => (await (await fetch(url)).json())[name], [api, field]), { timeout: 20_000 }).toBe(value)
  }

  test('register and write a draft article', async ({ page }) => {
    await registerFirstEditor(page, origin, setupCode)

    edit = await newArticle(page, origin)
    await page.locator('#field-slug').fill(SLUG)
    const date = page.locator('#field-published_at input')
    await date.fill('01.10.2026 10:00')
    await date.press('Enter')
    // The title last: once autosave has stored it, it has stored the rest.
    await page.locator('#field-title').fill('Черновик для предпросмотра')
    await autosaved(page, 'Черновик для предпросмотра')
    // Visitors do not see it, and the sidebar says there is no public page yet.
    expect((await fetch(`${origin}${NEWS}`)).status).toBe(404)
    await expect(page.getByTestId('view-on-site')).toContainText('ещё не опубликован')
  })

  // Scheduled here, checked by the last test: the other tests run meanwhile (the drawer offers every 5th minute).
  const SCHEDULED = '/contents/news/e2e-scheduled-news'
  let due = new Date(0)

  test('a publish is scheduled in Kazakhstan time from the admin', async ({ page }) => {
    await logIn(page, origin)
    const article = await newArticle(page, origin)
    await page.locator('#field-slug').fill('e2e-scheduled-news')
    const date = page.locator('#field-published_at input')
    await date.fill('02.10.2026 10:00')
    await date.press('Enter')
    await page.locator('#field-title').fill('Запланированная новость')
    await autosaved(page, 'Запланированная новость', article)

    // The next whole minute at least 30 s away, picked in the drawer's calendar and its one-minute time list (00:00, 00:01, …).
    due = new Date(Math.ceil((Date.now() + 30_000) / 60_000) * 60_000)
    const [day, , , hours, minutes] = inKazakhstan(due).split(/[. :]/).map(Number)
    await page.locator('.doc-controls .popup-button--size-medium').click()
    await page.getByRole('button', { name: 'Планирование публикации' }).click()
    const drawer = page.locator('dialog.schedule-publish')
    await drawer.getByText('Публиковать', { exact: true }).click()
    await expect(drawer.getByText('Казахстан (UTC+5)')).toBeVisible()
    await drawer.locator('.date-time-picker input').click()
    await page.locator(`.react-datepicker__day--${String(day).padStart(3, '0')}:not(.react-datepicker__day--outside-month)`).click()
    const time = page.locator('.react-datepicker__time-list-item').nth(hours * 60 + minutes)
    await expect(time).toHaveText(`${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`)
    await time.click()
    await drawer.getByRole('button', { name: 'Сохранить' }).click()
    await expect(drawer.getByRole('row').filter({ hasText: inKazakhstan(due) })).toContainText('Казахстан (UTC+5)')
    expect((await fetch(`${origin}${SCHEDULED}`)).status).toBe(404)
  })

  test('the preview button opens the draft on its page, for the link holder only, unindexed', async ({ page, browser }) => {
    await logIn(page, origin)
    await page.goto(edit)
    const link = await page.locator('#preview-button').getAttribute('href')
    expect(link).toMatch(/^\/api\/preview\?path=%2Fcontents%2Fnews%2Fe2e-preview-news&expires=\d+&signature=/)

    // A browser without an account opens the link: the draft on the real page, with the preview bar.
    const colleague = await browser.newContext()
    const preview = await colleague.newPage()
    const answer = await preview.goto(`${origin}${link}`)
    expect(new URL(preview.url()).pathname).toBe(NEWS)
    expect(answer?.status()).toBe(200)
    expect(answer?.headers()['x-robots-tag']).toBe('noindex, nofollow')
    expect(answer?.headers()['cache-control']).toMatch(/no-store/)
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText('Черновик для предпросмотра')
    await expect(preview.getByTestId('preview-bar')).toContainText('Предпросмотр')

    // A later autosave shows on the next load; visitors still get the 404 page.
    await page.locator('#field-title').fill('Черновик, вторая правка')
    await autosaved(page, 'Черновик, вторая правка')
    await preview.reload()
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText('Черновик, вторая правка')
    expect((await fetch(`${origin}${NEWS}`)).status).toBe(404)

    // Leaving the preview: the published page, which does not exist yet.
    await preview.getByRole('link', { name: 'Выйти из предпросмотра' }).click()
    await expect(preview).toHaveURL(`${origin}${NEWS}`)
    await expect(preview.getByRole('heading', { level: 1 })).not.toHaveText(/Черновик/)
    await expect(preview.getByTestId('preview-bar')).toHaveCount(0)

    // A link changed to another page, or made to last longer, is refused.
    const forged = new URL(`${origin}${link}`)
    forged.searchParams.set('path', '/contents/news/other')
    expect((await colleague.request.get(forged.href, { maxRedirects: 0 })).status()).toBe(403)
    const longer = new URL(`${origin}${link}`)
    longer.searchParams.set('expires', String(Number(longer.searchParams.get('expires')) + 3_600_000))
    expect((await colleague.request.get(longer.href, { maxRedirects: 0 })).status()).toBe(403)
    await colleague.close()
  })

  test('the live preview shows the page beside the form and follows every autosave, at phone width too', async ({ page }) => {
    await logIn(page, origin)
    await page.goto(edit)
    await page.locator('#live-preview-toggler').click()
    const frame = page.frameLocator('#live-preview-iframe')
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Черновик, вторая правка', { timeout: 30_000 })
    // A screen reader names the frame (Payload leaves it untitled: content/admin/LivePreviewFrameTitle.tsx).
    await expect(page.getByTitle('Живой предпросмотр страницы')).toHaveAttribute('id', 'live-preview-iframe')

    await page.locator('#field-title').fill('Черновик, живая правка')
    await autosaved(page, 'Черновик, живая правка')
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Черновик, живая правка', { timeout: 15_000 })

    await page
      .getByRole('button', { name: /Responsive|Адаптив/ })
      .first()
      .click()
    await page.getByRole('button', { name: 'Phone 390' }).click()
    await expect.poll(async () => (await page.locator('#live-preview-iframe').boundingBox())?.width ?? 0).toBeLessThan(400)
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Черновик, живая правка')
  })

  test('once published, the sidebar links to the public page, which visitors get from the cache', async ({ page }) => {
    await logIn(page, origin)
    await page.goto(edit)
    await publishAnyway(page)
    await expectPublished(page)
    await page.reload()
    await expect(page.getByTestId('view-on-site').getByRole('link', { name: 'Открыть на сайте' })).toHaveAttribute('href', NEWS)

    const visitor = await fetch(`${origin}${NEWS}`)
    expect(visitor.status).toBe(200)
    expect(visitor.headers.get('x-robots-tag')).toBeNull()
    expect(await visitor.text()).toContain('Черновик, живая правка')
  })

  test('a changed slug keeps the old address in every language, one hop to the new one', async ({ page }) => {
    await logIn(page, origin)
    await page.goto(edit)
    await page.locator('#field-slug').fill(`${SLUG}-renamed`)
    // Publishing once the autosave is done: during it Payload disables the publish button, and a click
    // landing then is lost (both attempts of stop 30's CI waited for the question that never came).
    await autosaved(page, `${SLUG}-renamed`, edit, 'slug')
    await publishAnyway(page)
    await expectPublished(page)
    for (const prefix of ['', '/kk', '/en']) {
      const old = await fetch(`${origin}${prefix}${NEWS}`, { redirect: 'manual' })
      expect(old.status, prefix).toBe(301)
      expect(new URL(old.headers.get('location')!, origin).pathname).toBe(`${prefix}${NEWS}-renamed`)
    }
    await page.goto(`${origin}/kk${NEWS}`)
    await expect(page).toHaveURL(`${origin}/kk${NEWS}-renamed`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Черновик, живая правка')
  })

  test('a publish confirmed while an autosave runs is not lost', async ({ page }) => {
    const title = (words: string) => page.locator('#field-title').fill(words)
    await logIn(page, origin)
    await page.goto(edit)
    await title('Правка до вопроса')
    await autosaved(page, 'Правка до вопроса')
    const confirm = await askToPublish(page)
    await expect(confirm).toBeVisible()

    // The editor typed once more: that autosave starts under the question and takes 3 s, during which
    // Payload disables its publish button.
    let autosaving = false
    await page.route(
      (url) => url.searchParams.get('autosave') === 'true',
      async (route) => {
        autosaving = true
        await new Promise((resolve) => setTimeout(resolve, 3_000))
        await route.continue()
      },
    )
    await title('Опубликовано во время автосохранения')
    await expect.poll(() => autosaving, { timeout: 10_000 }).toBe(true)
    await confirm.click()

    await expectPublished(page)
    await expect.poll(async () => (await fetch(`${origin}${NEWS}-renamed`)).text(), { timeout: 5_000 }).toContain('Опубликовано во время автосохранения')
  })

  test('a page global (about): its autosaved draft shows in the preview only, until published', async ({ page, browser }) => {
    const intro = 'Черновое вступление о компании'
    const latest = () => page.evaluate(async () => (await (await fetch('/cms-api/globals/about-page?draft=true&depth=0')).json()).intro)
    const visitors = async () => (await fetch(`${origin}/about`)).text()
    await logIn(page, origin)
    await page.goto(`${origin}/admin/globals/about-page`)
    await page.locator('#field-intro').fill(intro)
    await expect.poll(latest, { timeout: 20_000 }).toBe(intro)
    expect(await visitors()).not.toContain(intro)

    await page.locator('#live-preview-toggler').click()
    await expect(page.frameLocator('#live-preview-iframe').getByText(intro)).toBeVisible({ timeout: 30_000 })

    await publishAnyway(page)
    await expect.poll(async () => (await visitors()).includes(intro), { timeout: 5_000 }).toBe(true)
    // The missing languages were asked about, and the site shows the Russian text there meanwhile.
    const kazakh = await browser.newPage()
    await kazakh.goto(`${origin}/kk/about`)
    await expect(kazakh.getByText(intro)).toBeVisible()
    await kazakh.close()
  })

  test('the scheduled publish happens by itself at its time, live within 2 s', async ({ page }) => {
    test.setTimeout(420_000)
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due.getTime() - Date.now())))
    while ((await fetch(`${origin}${SCHEDULED}`)).status !== 200) {
      expect(Date.now() - due.getTime(), 'the scheduled article is live within 2 s of its time').toBeLessThan(2_000)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    console.info(`[admin] the scheduled article was live ${Date.now() - due.getTime()} ms after its time`)
    expect(await (await fetch(`${origin}${SCHEDULED}`)).text()).toContain('Запланированная новость')
    // Reached after its time (the tests before it ran long on a busy machine), the loop above found the page
    // live at once and timed nothing: the store's own moment of the publish still tells (asked as the editor).
    await logIn(page, origin)
    const { docs } = await page.evaluate(async (url) => (await fetch(url)).json(), `${origin}/cms-api/articles?where[slug][equals]=e2e-scheduled-news&depth=0`)
    const published = Date.parse(docs[0].updatedAt)
    console.info(`[admin] the store published it ${published - due.getTime()} ms after its time`)
    expect(published, 'published by the clock, not before its time').toBeGreaterThanOrEqual(due.getTime())
    expect(published - due.getTime(), 'published within 2 s of its time').toBeLessThan(2_000)
  })
})

/** A moment as the admin writes it in Kazakhstan's time: 24.11.2026 14:05. */
const inKazakhstan = (moment: Date) =>
  new Intl.DateTimeFormat('ru-RU', { timeZone: 'Asia/Almaty', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .format(moment)
    .replace(',', '')

/**
 * A new article's page in the admin. «Создать» saves nothing; «Сохранить черновик» creates the document
 * and the admin moves to its address; the page is then opened afresh, so that nothing typed is lost to
 * the form set up again after that move (seen on a loaded CI machine: the title typed there never reached
 * the store).
 */
async function newArticle(page: Page, origin: string): Promise<string> {
  await page.goto(`${origin}/admin/collections/articles/create`)
  await page.getByRole('button', { name: 'Сохранить черновик' }).click()
  await expect(page).toHaveURL(/\/articles\/\d+(\?locale=ru)?$/, { timeout: 30_000 })
  const address = page.url().replace(/\?.*$/, '')
  await page.goto(address)
  await expect(page.locator('#field-title')).toBeEditable()
  return address
}
