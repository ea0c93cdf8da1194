import type { Page } from '@playwright/test'

import { expect, test } from './fixtures/test'
import { registerFirstEditor } from './admin-session'
import { startOwnServer } from './own-server'

/**
 * The estates list's bulk change (issue 31, item 1), on a seeded server of its own: an editor finds
 * estates by the list's search, ticks one, previews a +5 % price change (old → new, totals), confirms it
 * once, and reads the new price in the list and on the public property page; then changes the sale
 * status of every estate the search matches.
 */
test.describe("the admin's estates bulk change", () => {
  test.describe.configure({ mode: 'serial', timeout: 240_000 })
  let stopServer: (() => void) | undefined
  let origin = ''
  let setupCode = ''

  test.beforeAll(async ({}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one browser is enough: the admin is the same on both')
    testInfo.setTimeout(420_000)
    const server = await startOwnServer('estates-bulk', 40, { seed: true })
    origin = server.origin
    setupCode = server.setupCode
    stopServer = server.stop
  })
  test.afterAll(() => stopServer?.())

  type Estate = { id: number; geo_flatnum: string; slug: string; price: number; status: string }
  /** Payload's REST as the signed-in editor (the admin page's session cookie). */
  const estates = (page: Page, query: string) => page.evaluate(async (url) => (await (await fetch(url)).json()).docs as Estate[], `/cms-api/estates?depth=0&limit=100${query}`)
  /** As the site writes a price: 10,752,000 ₸. */
  const money = (value: number) => `${value.toLocaleString('en-US')} ₸`
  /** The same as a pattern: the site keeps the figure and ₸ together with a no-break space. */
  const moneyPattern = (value: number) => money(value).replace(' ', '\\s')
  const panel = (page: Page) => page.getByTestId('estate-bulk-change')
  const rowOf = (page: Page, number: string) => page.locator('tbody tr').filter({ has: page.getByRole('link', { name: number, exact: true }) })

  test('previews a +5 % change of a ticked estate, applies it on confirmation, and the site shows the new price', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await registerFirstEditor(page, origin, setupCode)
    // A published free flat whose number no other estate's number contains (the search matches parts).
    const candidates = await estates(page, '&sort=-id&where[category][equals]=flat&where[status][equals]=free&where[_status][equals]=published')
    let estate: Estate | undefined
    for (const candidate of candidates) {
      if ((await estates(page, `&where[geo_flatnum][like]=${encodeURIComponent(candidate.geo_flatnum)}`)).length === 1) {
        estate = candidate
        break
      }
    }
    if (!estate) throw new Error('no flat with a number of its own')
    const newPrice = Math.round(estate.price * 1.05)

    await page.goto(`${origin}/admin/collections/estates?search=${encodeURIComponent(estate.geo_flatnum)}`)
    const row = rowOf(page, estate.geo_flatnum)
    await expect(row).toContainText(money(estate.price))
    await page.getByText('Массовое изменение цен и статусов').click()
    // Nothing ticked: nothing to check.
    await expect(panel(page)).toContainText('Отмеченные в списке: ничего не отмечено')
    await expect(panel(page).getByRole('button', { name: 'Проверить' })).toBeDisabled()
    await row.locator('.checkbox-input__input').click()
    await expect(panel(page)).toContainText('Отмеченные в списке: 1')

    await panel(page).getByLabel('Изменение').selectOption({ label: 'Цена: на процент (± %)' })
    await panel(page).getByLabel('На сколько').fill('5')
    await panel(page).getByRole('button', { name: 'Проверить' }).click()
    const preview = page.getByTestId('estate-bulk-preview')
    await expect(preview).toContainText('Изменится объектов: 1')
    await expect(preview).toContainText(`Сумма цен: ${money(estate.price)} → ${money(newPrice)}`)
    await expect(preview.locator('tbody tr')).toHaveText([new RegExp(`${estate.geo_flatnum}\\s*${moneyPattern(estate.price)}\\s*${moneyPattern(newPrice)}`)])
    await page.screenshot({ path: test.info().outputPath('bulk-price-preview.png') })
    // Still the old price until the confirmation.
    expect((await estates(page, `&where[id][equals]=${estate.id}`))[0].price).toBe(estate.price)

    await preview.getByRole('button', { name: 'Подтвердить изменение (1)' }).click()
    await expect(page.getByText('Изменено объектов: 1')).toBeVisible({ timeout: 60_000 })
    await expect(row).toContainText(money(newPrice))
    await expect(preview).toBeHidden()

    // The public property page shows the new price.
    const site = await page.context().newPage()
    await site.goto(`${origin}/properties/apartments/${estate.slug}`)
    await expect(site.locator('main')).toContainText(new RegExp(moneyPattern(newPrice).replace(/,/g, '[,\\s\\u00a0\\u202f]')))
    await site.close()

    // The estate's history names the editor who changed it.
    const [latest] = await page.evaluate(
      async (id) => (await (await fetch(`/cms-api/estates/versions?where[parent][equals]=${id}&sort=-updatedAt&depth=0&limit=1`)).json()).docs,
      estate.id,
    )
    expect(latest.version).toMatchObject({ price: newPrice, last_edited_by: 'Редактор' })
  })

  test('changes the sale status of every estate the search matches', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(`${origin}/admin/login`)
    await page.getByLabel(/email|электронная почта/i).fill('editor@example.kz')
    await page.getByLabel(/password|пароль/i).fill('a long pass phrase 2026')
    await page.getByRole('button', { name: /login|войти/i }).click()
    await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })
    // A search that matches a handful of free estates of one kind.
    const candidates = await estates(page, '&sort=id&where[category][equals]=storageroom&where[status][equals]=free&where[_status][equals]=published')
    let free: Estate | undefined
    let matched: Estate[] = []
    for (const candidate of candidates) {
      matched = await estates(page, `&where[geo_flatnum][like]=${encodeURIComponent(candidate.geo_flatnum)}`)
      if (matched.length <= 30) {
        free = candidate
        break
      }
    }
    if (!free) throw new Error('no storeroom number matching 30 estates at most')
    const search = free.geo_flatnum
    const toChange = matched.filter((estate) => estate.status !== 'reserved')

    await page.goto(`${origin}/admin/collections/estates?search=${encodeURIComponent(search)}`)
    await expect(page.locator('.page-controls__page-info')).toHaveText(new RegExp(`из ${matched.length}$`))
    await page.getByText('Массовое изменение цен и статусов').click()
    await panel(page)
      .getByLabel(/Все по текущему фильтру и поиску/)
      .check()
    await expect(panel(page)).toContainText(`Все по текущему фильтру и поиску: ${matched.length}`)
    await panel(page).getByLabel('Изменение').selectOption({ label: 'Статус продажи' })
    await panel(page).getByLabel('Новый статус').selectOption({ label: 'Забронировано' })
    await panel(page).getByRole('button', { name: 'Проверить' }).click()
    const preview = page.getByTestId('estate-bulk-preview')
    await expect(preview).toContainText(`Изменится объектов: ${toChange.length}`)
    await expect(preview.locator('tbody tr').first()).toContainText(/(Свободно|Продано)\s*Забронировано/)
    await page.screenshot({ path: test.info().outputPath('bulk-status-preview.png') })
    await preview.getByRole('button', { name: `Подтвердить изменение (${toChange.length})` }).click()
    // Two dozen saves, each with its version: seconds on a busy machine.
    await expect(page.getByText(`Изменено объектов: ${toChange.length}`)).toBeVisible({ timeout: 60_000 })
    // The list reloads with the new status (every row the search shows), and the store has it for all.
    await expect(page.locator('tbody tr').filter({ hasText: free.geo_flatnum }).first()).toContainText('Забронировано')
    await expect(page.locator('tbody tr').filter({ hasText: /Свободно|Продано/ })).toHaveCount(0)
    const after = await estates(page, `&where[geo_flatnum][like]=${encodeURIComponent(search)}`)
    expect(after.map((estate) => estate.status)).toEqual(matched.map(() => 'reserved'))
  })
})
