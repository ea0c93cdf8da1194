import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, type Locator, type Page } from '@playwright/test'

import { expect, test } from './fixtures/test'

/**
 * Favorites (kept in this browser) and the shareable comparison (spec §2, /favorites and
 * /favorites/compare), desktop and mobile.
 */

type Estate = { id: number; number: string; category: string; slug: string; price: number; status: string }

const estates = async (request: APIRequestContext, query: string): Promise<Estate[]> => {
  const response = await request.get(`/api/estates?${query}`, { headers: { 'Accept-Language': 'ru' } })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { data: Estate[] }).data
}

/** Two free apartments with different prices, a free parking space and a sold apartment. */
async function sample(request: APIRequestContext) {
  const flats = await estates(request, 'category=flat&per_page=50&sort=-price')
  const [a, b] = [flats[0], flats.find((e) => e.price !== flats[0].price)!]
  const [garage] = await estates(request, 'category=garage&per_page=1')
  const [sold] = await estates(request, 'category=flat&status=sold&per_page=1')
  return { a, b, garage, sold }
}

const stored = (page: Page) => page.evaluate(() => localStorage.getItem('favorites'))

async function setStored(page: Page, value: string) {
  await page.evaluate((v) => localStorage.setItem('favorites', v), value)
  await page.reload()
}

const headerCount = (page: Page) => page.getByRole('banner').getByTestId('favorites-count').filter({ visible: true })

/** The image is displayed, not a broken-image box. */
const expectLoaded = (image: Locator) => expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)

const axe = async (page: Page) => (await new AxeBuilder({ page }).analyze()).violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }))

test.describe('favorites', () => {
  test('a favorite toggled on the comparison survives a reload and shows in the header count', async ({ page, request }) => {
    const { a, b } = await sample(request)
    await page.goto(`/favorites/compare?ids=${a.id},${b.id}`)
    const columnA = page.getByRole('columnheader', { name: new RegExp(`№ ${a.number}\\b`) })
    const heart = columnA.getByRole('button', { name: 'Добавить в избранное' })
    await heart.click()
    await expect(columnA.getByRole('button', { name: 'Убрать из избранного' })).toHaveAttribute('aria-pressed', 'true')
    await expect(headerCount(page)).toHaveText('1')
    expect(JSON.parse((await stored(page))!)).toEqual([a.id])

    await page.reload()
    await expect(columnA.getByRole('button', { name: 'Убрать из избранного' })).toHaveAttribute('aria-pressed', 'true')
    await expect(headerCount(page)).toHaveText('1')
    // The link's other estate is not saved yet: the page offers to save it.
    await expect(page.getByText('1 объект не сохранён в вашем избранном')).toBeVisible()
  })

  test('stays in sync between two open tabs', async ({ context, request }) => {
    const { a, b } = await sample(request)
    const list = await context.newPage()
    await list.goto('/favorites')
    await expect(list.getByRole('heading', { name: 'В избранном пока пусто' })).toBeVisible()

    const compare = await context.newPage()
    await compare.goto(`/favorites/compare?ids=${a.id},${b.id}`)
    await compare.getByRole('button', { name: 'Сохранить подборку в избранное' }).click()
    await expect(compare.getByRole('status').filter({ hasText: 'Добавлено в избранное' })).toBeVisible()

    // The other tab learns of it through the storage event: cards and header count.
    await expect(list.getByTestId('favorite-card')).toHaveCount(2)
    await expect(headerCount(list)).toHaveText('2')

    await list.getByRole('button', { name: new RegExp(`Удалить «Квартира № ${a.number}»`) }).click()
    await expect(list.getByTestId('favorite-card')).toHaveCount(1)
    const columnA = compare.getByRole('columnheader', { name: new RegExp(`№ ${a.number}\\b`) })
    await expect(columnA.getByRole('button', { name: 'Добавить в избранное' })).toHaveAttribute('aria-pressed', 'false')
    await expect(headerCount(compare)).toHaveText('1')
  })

  test('the favorites page shows cards, filters by category, removes, and ends with the empty state', async ({ page, request }) => {
    const { a, garage } = await sample(request)
    await page.goto('/favorites')
    await expect(page.getByRole('heading', { name: 'В избранном пока пусто' })).toBeVisible()
    await setStored(page, JSON.stringify([a.id, garage.id]))

    const cards = page.getByTestId('favorite-card')
    await expect(cards).toHaveCount(2)
    const flatCard = cards.filter({ hasText: `Квартира № ${a.number}` })
    await expect(flatCard.getByRole('link', { name: `Квартира № ${a.number}` })).toHaveAttribute('href', `/properties/apartments/${a.slug}`)
    await expect(flatCard).toContainText('м²')
    await expect(flatCard).toContainText('₸')
    await expect(flatCard).toContainText('В продаже')
    await expect(flatCard.getByRole('img')).toBeVisible()
    await expectLoaded(flatCard.getByRole('img'))
    await expect(page.getByText('2 объекта', { exact: true })).toBeVisible()

    const filters = page.getByRole('group', { name: 'Категория' })
    await filters.getByRole('button', { name: 'Паркинги' }).click()
    await expect(filters.getByRole('button', { name: 'Паркинги' })).toHaveAttribute('aria-pressed', 'true')
    await expect(cards).toHaveCount(1)
    await expect(cards.first()).toContainText(`Паркинг № ${garage.number}`)
    await filters.getByRole('button', { name: 'Все' }).click()
    await expect(cards).toHaveCount(2)

    await expect(page.getByRole('link', { name: 'Сравнить' })).toHaveAttribute('href', `/favorites/compare?ids=${a.id},${garage.id}`)

    await page.getByRole('button', { name: new RegExp(`Удалить «Паркинг № ${garage.number}»`) }).click()
    await expect(cards).toHaveCount(1)
    await page.getByRole('button', { name: new RegExp(`Удалить «Квартира № ${a.number}»`) }).click()
    await expect(page.getByRole('heading', { name: 'В избранном пока пусто' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Смотреть квартиры' })).toHaveAttribute('href', '/properties/apartments')
    expect(await stored(page)).toBe('[]')
  })

  test('a corrupt stored list is repaired, and sold or missing estates are removed, with a message', async ({ page, request }) => {
    const { a, sold } = await sample(request)
    await page.goto('/favorites')
    // Hydrated (the empty state is rendered in the browser) before the storage is spoilt: else this
    // page's own repair could run on it before the reload.
    await expect(page.getByRole('heading', { name: 'В избранном пока пусто' })).toBeVisible()
    await setStored(page, '{not json')
    await expect(page.getByRole('status').filter({ hasText: 'был повреждён и исправлен' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'В избранном пока пусто' })).toBeVisible()
    expect(await stored(page)).toBe('[]')

    await setStored(page, JSON.stringify([a.id, sold.id, 999999999]))
    await expect(page.getByRole('status').filter({ hasText: '2 объекта больше недоступны и удалены из избранного' })).toBeVisible()
    await expect(page.getByTestId('favorite-card')).toHaveCount(1)
    expect(JSON.parse((await stored(page))!)).toEqual([a.id])
    await expect(headerCount(page)).toHaveText('1')

    await setStored(page, JSON.stringify([a.id, 'x', -3, a.id]))
    await expect(page.getByRole('status').filter({ hasText: 'был повреждён и исправлен' })).toBeVisible()
    expect(JSON.parse((await stored(page))!)).toEqual([a.id])
  })

  test('the comparison highlights differences, can show only them, and scrolls with a sticky first column', async ({ page, request }) => {
    const { a, b } = await sample(request)
    await page.goto(`/favorites/compare?ids=${a.id},${b.id}`)
    const table = page.getByRole('table')
    await expect(table.getByRole('columnheader')).toHaveCount(2)
    const price = table.getByRole('row', { name: /^Цена \(различается\)/ })
    const type = table.getByRole('row', { name: /^Тип/ })
    await expectLoaded(table.getByRole('img').first())
    await expect(price).toHaveAttribute('data-differs', '')
    await expect(type).toHaveAttribute('data-same', '')
    const background = (row: typeof price) =>
      row
        .getByRole('cell')
        .first()
        .evaluate((cell) => getComputedStyle(cell).backgroundColor)
    expect(await background(price)).not.toBe(await background(type))

    await page.getByLabel('Только различия').check()
    await expect(type).toBeHidden()
    await expect(price).toBeVisible()
    await page.getByLabel('Только различия').uncheck()
    await expect(type).toBeVisible()

    const rowName = table.getByRole('rowheader', { name: 'Цена (различается)', exact: true })
    expect(await rowName.evaluate((th) => getComputedStyle(th).position)).toBe('sticky')
    const region = page.getByRole('region', { name: /Сравнение объектов/ })
    const before = (await rowName.boundingBox())!.x
    await region.evaluate((el) => el.scrollBy({ left: 400 }))
    expect((await rowName.boundingBox())!.x).toBe(before)
    await expect(page).toHaveTitle(/Сравнение/)
  })

  test('a shared comparison link works on a fresh device and can be saved there', async ({ browser, page, request, baseURL }) => {
    const { a, b, sold } = await sample(request)
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
    await page.goto(`/favorites/compare?ids=${a.id},${b.id},${sold.id}`)
    await page.getByRole('button', { name: 'Скопировать ссылку' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Ссылка скопирована' })).toBeVisible()
    const link = await page.evaluate(() => navigator.clipboard.readText())
    expect(link).toContain(`/favorites/compare?ids=${a.id},${b.id},${sold.id}`)

    const fresh = await browser.newContext({ locale: 'ru-RU' })
    const other = await fresh.newPage()
    await other.goto(link)
    const table = other.getByRole('table')
    await expect(table.getByRole('columnheader')).toHaveCount(3)
    await expect(table.getByRole('row', { name: /^Статус/ })).toContainText('Продано')
    await expect(other.getByText('3 объекта не сохранены в вашем избранном')).toBeVisible()
    await other.getByRole('button', { name: 'Сохранить подборку в избранное' }).click()
    await expect(other.getByRole('status').filter({ hasText: 'Добавлено в избранное' })).toBeVisible()
    expect(JSON.parse((await other.evaluate(() => localStorage.getItem('favorites')))!)).toEqual([a.id, b.id, sold.id])
    await fresh.close()
  })

  test('nonsense ids are ignored; without ids the comparison uses this device’s favorites', async ({ page, request }) => {
    const { a, b } = await sample(request)
    const response = await page.goto(`/favorites/compare?ids=abc,${a.id},-4,<script>,99999999999999`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(1)

    await page.goto('/favorites/compare?ids=0,abc')
    await expect(page.getByRole('heading', { name: 'Нечего сравнивать' })).toBeVisible()

    await page.evaluate((ids) => localStorage.setItem('favorites', JSON.stringify(ids)), [b.id, a.id])
    await page.goto('/favorites/compare')
    await expect(page).toHaveURL(new RegExp(`/favorites/compare\\?ids=${b.id},${a.id}$`))
    await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(2)
  })

  test('axe finds no violations on the favorites and comparison pages', async ({ page, request }) => {
    const { a, b, garage } = await sample(request)
    await page.goto('/favorites')
    await expect(page.getByRole('heading', { name: 'В избранном пока пусто' })).toBeVisible()
    expect(await axe(page)).toEqual([])
    await setStored(page, JSON.stringify([a.id, b.id, garage.id]))
    await expect(page.getByTestId('favorite-card')).toHaveCount(3)
    expect(await axe(page)).toEqual([])
    await page.goto(`/favorites/compare?ids=${a.id},${b.id},${garage.id}`)
    await expect(page.getByRole('table')).toBeVisible()
    expect(await axe(page)).toEqual([])
    await page.goto('/en/favorites/compare?ids=999999999')
    await expect(page.getByRole('heading', { name: 'Nothing to compare' })).toBeVisible()
    expect(await axe(page)).toEqual([])
  })
})
