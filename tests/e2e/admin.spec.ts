import { expect, test } from './fixtures/test'
import { askToPublish, expectPublished, logIn, publishAnyway, registerFirstEditor } from './admin-session'
import { startOwnServer } from './own-server'

test('the admin asks to create the first user on a fresh store (no default password)', async ({ page }) => {
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/create-first-user/)
  await expect(page.getByLabel(/email|электронная почта/i)).toBeVisible()
})

/**
 * The admin works under its Content-Security-Policy (src/lib/security-headers.js): an editor registers,
 * uploads an image and edits a document with no violation reported (the `test` of ./fixtures/test fails
 * on any). On a server of its own, so that the suite's server keeps its fresh store for the test above.
 */
test.describe('the admin under its Content-Security-Policy', () => {
  test.describe.configure({ mode: 'serial', timeout: 240_000 })
  let stopServer: (() => void) | undefined
  let origin = ''
  let setupCode = ''

  test.beforeAll(async ({}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one browser is enough: the admin is the same on both')
    const server = await startOwnServer('admin', 50)
    origin = server.origin
    setupCode = server.setupCode
    stopServer = server.stop
  })

  // The network cut (issue 17, item 10): a request to any other host is refused and remembered; the
  // admin must work without one (no CDN editor, no Gravatar, no web font).
  let outside: string[] = []
  test.beforeEach(async ({ context }) => {
    outside = []
    await context.route(
      (url) => url.hostname !== 'localhost',
      (route) => {
        outside.push(route.request().url())
        return route.abort()
      },
    )
  })
  test.afterEach(() => expect(outside, 'requests that left the machine').toEqual([]))

  test.afterAll(() => stopServer?.())

  test('register, upload an image and edit it with no CSP violation', async ({ page }) => {
    await registerFirstEditor(page, origin, setupCode)

    await page.goto(`${origin}/admin/collections/media/create`)
    await page.locator('input[type="file"]').setInputFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: PNG })
    await page.locator('#field-alt').fill('A pixel')
    await page
      .getByRole('button', { name: /^save|сохранить/i })
      .first()
      .click()
    await expect(page).toHaveURL(/\/admin\/collections\/media\/\d+/, { timeout: 30_000 })
    await expect(page.locator('img[src*="pixel"]').first()).toBeVisible()

    await page.locator('#field-alt').fill('A pixel, edited')
    await page
      .getByRole('button', { name: /^save|сохранить/i })
      .first()
      .click()
    await expect(page.getByText(/updated successfully|изменения сохранены/i).first()).toBeVisible({ timeout: 30_000 })
    await page.reload()
    await expect(page.locator('#field-alt')).toHaveValue('A pixel, edited')
  })

  test('an article: a draft stays off the site until published, an older version can be restored', async ({ page }) => {
    await logIn(page, origin)
    const status = async (path: string) => (await fetch(`${origin}${path}`)).status
    const pageText = async (path: string) => (await fetch(`${origin}${path}`)).text()
    const news = '/contents/news/e2e-draft-news'

    // «Создать» saves nothing until the editor does: no empty draft is left behind.
    const articles = async () => page.evaluate(async (url) => (await (await fetch(url)).json()).totalDocs as number, `${origin}/cms-api/articles?draft=true&limit=1&depth=0`)
    const before = await articles()
    await page.goto(`${origin}/admin/collections/articles/create`)
    await page.locator('#field-title').fill('Первый заголовок')
    await page.locator('#field-slug').fill('e2e-draft-news')
    const date = page.locator('#field-published_at input')
    await date.fill('01.10.2026 10:00')
    await date.press('Enter')
    await page.waitForTimeout(3_000) // longer than autosave's 2 s
    expect(page.url()).toMatch(/\/articles\/create/)
    expect(await articles()).toBe(before)

    // «Сохранить черновик» keeps the new article as a draft: not on the site.
    await page.getByRole('button', { name: 'Сохранить черновик' }).click()
    await expect(page).toHaveURL(/\/articles\/\d+(\?locale=ru)?$/, { timeout: 30_000 })
    expect(await articles()).toBe(before + 1)
    await expect(page.locator('#field-title')).toHaveValue('Первый заголовок')
    expect(await status(news)).toBe(404)

    // Only Russian texts: publishing asks first, listing what Kazakh and English lack.
    await askToPublish(page)
    await expect(page.getByText('Опубликовать без перевода?')).toBeVisible()
    await expect(page.getByRole('dialog').getByText(/Қазақша:\s*Заголовок/)).toBeVisible()
    await page.getByRole('button', { name: 'Вернуться к переводу' }).click()
    expect(await status(news)).toBe(404)
    await expect(page.getByTestId('missing-languages')).toContainText(/English:\s*Заголовок/)
    await publishAnyway(page)
    await expectPublished(page)
    await expect.poll(() => pageText(news), { timeout: 5_000 }).toContain('Первый заголовок')

    // A later edit is a draft again: the site keeps the published title.
    await page.locator('#field-title').fill('Второй заголовок')
    await expect(page.getByText(/last saved|сохранено/i).first()).toBeVisible({ timeout: 15_000 })
    expect(await pageText(news)).not.toContain('Второй заголовок')
    await publishAnyway(page)
    await expect.poll(() => pageText(news), { timeout: 5_000 }).toContain('Второй заголовок')

    // The history restores the first published version, on the site too.
    await page.getByRole('link', { name: /versions|версии/i }).click()
    const firstPublished = page.getByRole('row').filter({ hasText: /Previously published|Ранее опубликовано/ })
    await firstPublished.getByRole('link').first().click()
    await page
      .getByRole('button', { name: /restore|восстановить/i })
      .first()
      .click()
    await page.getByRole('button', { name: /confirm|подтвердить/i }).click()
    await expect.poll(() => pageText(news), { timeout: 10_000 }).toContain('Первый заголовок')
  })

  test('the admin speaks Russian, names things as the site does and writes figures and dates the Kazakh way', async ({ page, browser }) => {
    await logIn(page, origin)
    // Through the admin's own session, as its pages call the REST API.
    const create = async (collection: string, data: Record<string, unknown>) => {
      const answer = await page.evaluate(
        async ([url, body]) => {
          const response = await fetch(url, { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
          return { status: response.status, text: await response.text() }
        },
        [`${origin}/cms-api/${collection}`, data] as const,
      )
      expect(answer.status, answer.text).toBe(201)
      return (JSON.parse(answer.text) as { doc: { id: number } }).doc.id
    }
    const city = await create('cities', { name: 'Алматы', slug: 'e2e-almaty' })
    const complex = await create('complexes', { name: 'ЖК Тест', city, slug: 'e2e-project' })
    const house = await create('houses', { complex, name: 'Очередь 1', slug: 'e2e-queue', completion_year: 2027, completion_quarter: 4, floors: 12 })
    const estate = await create('estates', { geo_flatnum: 'E2E-117', category: 'flat', house, rooms: 2, area: 52.2, floor: 5, price: 11160000 })

    // The dashboard and the sidebar: the site's words (projects, queues, finishing), not the store's.
    await page.goto(`${origin}/admin`)
    for (const name of ['Проекты', 'Очереди', 'Недвижимость', 'Виды отделки', 'Новости', 'Заявки']) {
      await expect(page.getByRole('link', { name, exact: true }).first()).toBeVisible()
    }

    // The estates list: the columns a sales manager looks for, figures grouped with their units.
    await page.goto(`${origin}/admin/collections/estates`)
    for (const column of ['Номер', 'Проект (по очереди)', 'Очередь', 'Категория', 'Комнат', 'Площадь, м²', 'Цена, ₸', 'Статус продажи']) {
      await expect(
        page
          .getByRole('columnheader', { name: column, exact: true })
          .or(page.locator('thead').getByText(column, { exact: true }))
          .first(),
      ).toBeVisible()
    }
    const row = page.getByRole('row').filter({ hasText: 'E2E-117' })
    await expect(row).toContainText('ЖК Тест')
    await expect(row).toContainText('52.2 м²')
    await expect(row).toContainText('11,160,000 ₸')
    await expect(row).toContainText('Квартира')
    await expect(row).toContainText('Свободно')

    // The form: Russian labels, and a refused figure says why in Russian.
    await page.goto(`${origin}/admin/collections/estates/${estate}`)
    await expect(page.locator('label[for="field-area"]')).toContainText('Площадь, м²')
    await page.locator('#field-area').fill('0')
    // Publishing validates (a draft's autosave does not); a click while an autosave runs can be lost.
    await expect(async () => {
      await page.getByRole('button', { name: /опубликовать изменения/i }).click()
      await expect(page.getByText('Площадь: от 1 м² до 5,000 м²').first()).toBeVisible({ timeout: 5_000 })
    }).toPass({ timeout: 30_000 })

    // Dates as Kazakhstan writes them.
    await page.goto(`${origin}/admin/collections/complexes/${complex}`)
    const completion = page.locator('#field-completion_date input')
    await completion.fill('31.12.2027')
    await completion.press('Enter')
    await expect(completion).toHaveValue('31.12.2027')

    // A price list from the CRM: the dry run shows what changes, nothing changes until applied.
    const other = await create('estates', { geo_flatnum: 'E2E-119', category: 'flat', house, rooms: 1, area: 40, floor: 7, price: 9500000, _status: 'published' })
    await page.goto(`${origin}/admin/collections/estates`)
    const panel = page.getByTestId('price-list-import')
    await panel.locator('summary').click()
    await expect(panel).toContainText('«Проект / очередь»')
    const upload = async (lines: string[]) => {
      await panel.locator('input[type="file"]').setInputFiles({ name: 'price.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\n')) })
      await panel.getByRole('button', { name: 'Проверить' }).click()
    }
    // A queue's name alone is not enough (every project has a first queue): a problem row, nothing to apply.
    await upload(['Номер;Дом;Площадь;Цена', 'E2E-117;Очередь 1;52,2;11 500 000'])
    await expect(panel.getByRole('status')).toContainText('«ЖК Тест / Очередь 1» (адрес e2e-queue)')
    await expect(panel.getByRole('button', { name: 'Применить' })).toBeDisabled()

    await upload(['Номер;Дом;Этаж;Комнат;Площадь;Цена;Статус', 'E2E-117;ЖК Тест / Очередь 1;5;2;52,2;11 500 000;Свободно', 'E2E-118;e2e-queue;6;1;38,5;8 900 000;Свободно'])
    const status = panel.getByRole('status')
    await expect(status).toContainText('Новых: 1 · Изменится: 1 · Снимется с сайта: 0 · Нет в списке, останутся на сайте: 1')
    await expect(panel).toContainText('ЖК Тест / Очередь 1, № E2E-117:')
    await expect(panel).toContainText('Цена: 11,160,000 ₸ → 11,500,000 ₸')
    await expect(page.getByRole('row').filter({ hasText: 'E2E-118' })).toHaveCount(0)
    // The list is the whole queue: E2E-119, absent from it, is to be taken off the site.
    const whole = panel.getByRole('checkbox', { name: /Этот список — вся очередь/ })
    await expect(whole).not.toBeChecked()
    // A tick checks the file again (the box shows the server's answer), so click rather than check().
    await whole.click()
    await expect(status).toContainText('Снимется с сайта: 1 · Нет в списке, останутся на сайте: 0')
    await expect(panel.getByTestId('price-list-removed')).toHaveText('E2E-119')
    await expect(whole).toBeChecked()
    await panel.getByRole('button', { name: 'Применить' }).click()
    await expect(page.getByText('Прайс-лист применён: новых: 1, изменено: 1, снято с сайта: 1')).toBeVisible({ timeout: 15_000 })
    await expect(page.getByRole('row').filter({ hasText: 'E2E-118' })).toContainText('8,900,000 ₸')
    await expect(page.getByRole('row').filter({ hasText: 'E2E-117' })).toContainText('11,500,000 ₸')
    const otherStatus = await page.evaluate(async (url) => (await (await fetch(url, { credentials: 'include' })).json())._status, `${origin}/cms-api/estates/${other}?depth=0`)
    expect(otherStatus).toBe('draft')

    // An editor whose browser asks for English gets the English admin.
    const english = await browser.newContext({ locale: 'en-US', storageState: await page.context().storageState() })
    const englishPage = await english.newPage()
    await englishPage.goto(`${origin}/admin/collections/estates`)
    await expect(englishPage.locator('thead')).toContainText('Sale status')
    await english.close()
  })
})

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')
