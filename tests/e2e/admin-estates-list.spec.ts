import type { Page } from '@playwright/test'

import { expect, test } from './fixtures/test'
import { registerFirstEditor } from './admin-session'
import { startOwnServer } from './own-server'

/**
 * The admin's estates list (issue 31, item 1), on a freshly seeded server of its own (an editor
 * registers on its store): Payload lists a collection with drafts from its versions table, and the
 * seeded estates, bulk-inserted, had no version, so the list was empty and its search found nothing.
 * Now its count is every estate of the store, its search finds a flat by its number, and the built-in
 * filters narrow it by sale status.
 */
test.describe("the admin's estates list", () => {
  test.describe.configure({ mode: 'serial', timeout: 240_000 })
  let stopServer: (() => void) | undefined
  let origin = ''
  let setupCode = ''

  test.beforeAll(async ({}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one browser is enough: the admin is the same on both')
    // The seed at start-up takes a minute or two on a busy machine.
    testInfo.setTimeout(420_000)
    const server = await startOwnServer('estates-list', 30, { seed: true })
    origin = server.origin
    setupCode = server.setupCode
    stopServer = server.stop
  })
  test.afterAll(() => stopServer?.())

  /** Payload's REST as the signed-in editor, from the admin's page (its session cookie). */
  const totalDocs = (page: Page, query: string) => page.evaluate(async (url) => (await (await fetch(url)).json()).totalDocs as number, `/cms-api/estates?limit=1&depth=0${query}`)

  /** The list's "1-10 из N". */
  const pageInfo = (page: Page) => page.locator('.page-controls__page-info')

  test('counts every estate, finds a flat by its number, and filters by sale status', async ({ page }) => {
    await registerFirstEditor(page, origin, setupCode)

    // Every estate of the store (the table, as staff read it: published or not), more than the site lists.
    const all = await totalDocs(page, '')
    const [anyFlat] = await page.evaluate(
      async () => (await (await fetch('/cms-api/estates?limit=1&depth=0&sort=-id&where[category][equals]=flat')).json()).docs as Array<{ id: number; geo_flatnum: string }>,
    )
    const publicTotal = (await (await fetch(`${origin}/api/estates?per_page=1`)).json()).meta.total as number
    expect(all).toBeGreaterThanOrEqual(3640)
    expect(all).toBeGreaterThan(publicTotal)

    await page.goto(`${origin}/admin/collections/estates`)
    await expect(page.getByRole('heading', { name: 'Недвижимость', level: 1 })).toBeVisible()
    await expect(pageInfo(page)).toHaveText(new RegExp(`^1\\s*-\\s*\\d+ из ${all}$`))
    // The columns the editors work with (docs/editors.md).
    for (const column of ['Номер', 'Проект (по очереди)', 'Очередь', 'Категория', 'Комнат', 'Площадь, м²', 'Цена, ₸', 'Статус продажи']) {
      await expect(page.locator('thead').getByText(column, { exact: true })).toBeVisible()
    }

    // The search box: by number.
    const search = page.locator('#search-filter-input')
    await expect(search).toHaveAttribute('placeholder', 'Поиск: Номер')
    await search.fill(anyFlat.geo_flatnum)
    await expect(page).toHaveURL(/[?&]search=/)
    await expect(page.locator('tbody tr').first()).toBeVisible()
    await expect(page.locator('tbody').getByRole('link', { name: anyFlat.geo_flatnum, exact: true })).toBeVisible()
    await expect(pageInfo(page)).not.toHaveText(new RegExp(`из ${all}$`))

    // The filters: sale status is sold.
    await page.goto(`${origin}/admin/collections/estates`)
    await expect(pageInfo(page)).toHaveText(new RegExp(`из ${all}$`))
    const sold = await totalDocs(page, '&where[status][equals]=sold')
    expect(sold).toBeGreaterThan(0)
    expect(sold).toBeLessThan(all)
    await page.locator('#toggle-list-filters').click()
    await page.getByRole('button', { name: 'Добавить фильтр' }).click()
    await page.locator('.condition__field .rs__control').click()
    await page
      .locator('.rs__option')
      .filter({ hasText: /^Статус продажи$/ })
      .click()
    await expect(page.locator('.condition__operator')).toContainText('равно')
    await page.locator('.condition__value .rs__control').click()
    await page
      .locator('.rs__option')
      .filter({ hasText: /^Продано$/ })
      .click()
    await expect(page).toHaveURL(/where.*status.*equals.*=sold/)
    await expect(pageInfo(page)).toHaveText(new RegExp(`из ${sold}$`))
    await expect(page.locator('tbody tr').first()).toContainText('Продано')
  })
})
