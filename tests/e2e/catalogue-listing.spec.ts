import AxeBuilder from '@axe-core/playwright'
import { type Page } from '@playwright/test'

import { expect, test } from './fixtures/test'
import { isDesktop } from './shell-support'

/** Spec §2: the properties section, category listings, their URL-driven filters, canonical and title rules. */

const axe = async (page: Page) => (await new AxeBuilder({ page }).analyze()).violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }))

const cards = (page: Page) => page.getByTestId('estate-card')
const total = async (page: Page) => Number((await page.getByTestId('listing-total').innerText()).replace(/\D/g, ''))

/** A marker on window that only survives client-side navigation (a document load would drop it). */
const setMarker = (page: Page) => page.evaluate(() => ((window as unknown as { __listingMarker: number }).__listingMarker = 42))
const markerSurvived = (page: Page) => page.evaluate(() => (window as unknown as { __listingMarker?: number }).__listingMarker === 42)

/** Below 960 px the filters fold away behind a toggle. */
async function openFilters(page: Page, testInfo: Parameters<typeof isDesktop>[0]) {
  if (!isDesktop(testInfo)) await page.getByRole('button', { name: 'Показать фильтры' }).click()
  return page.getByRole('form', { name: 'Фильтры' })
}

test.beforeEach(async ({ page }) => {
  // The section's consultation modal may open after a few seconds: close it whenever it is in the way.
  await page.addLocatorHandler(page.locator('dialog[open]'), async () => {
    await page.keyboard.press('Escape')
  })
})

test.describe('properties section', () => {
  test('the landing lists the four categories with counts and links', async ({ page }) => {
    const response = await page.goto('/properties')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'Недвижимость' })).toBeVisible()
    const blocks = page.getByTestId('category-block')
    await expect(blocks).toHaveCount(4)
    await expect(blocks.first()).toContainText(/\d+ предложени/)
    // Every category shows its lowest price, parking spaces and storerooms too (they have no room groups).
    for (const block of await blocks.all()) await expect(block.getByTestId('category-price')).toHaveText(/^от [\d,]+\s₸$/)
    await expect(page.getByRole('link', { name: 'Все предложения' }).first()).toHaveAttribute('href', '/properties/apartments')
    await expect(page.locator('main a[href="/properties/apartments?rooms=2"]')).toBeVisible()
  })

  test("each type's card shows a picture that loads, the lowest free price and the count of free units from the store, in rows of even height", async ({ page, request }) => {
    await page.goto('/properties')
    const blocks = page.getByTestId('category-block')
    await expect(blocks).toHaveCount(4)
    for (const block of await blocks.all()) {
      const category = (await block.getAttribute('data-category'))!
      // The store's cheapest free unit of the type (the API sorts by price and lists free units by default).
      const answer = await (await request.get(`/api/estates?category=${category}&per_page=1`, { headers: { 'Accept-Language': 'ru' } })).json()
      const cheapest: number = answer.data[0].price
      await expect(block.getByTestId('category-price'), category).toHaveText(`от ${cheapest.toLocaleString('en-US')}\u00a0₸`)
      await expect(block.getByTestId('category-count'), category).toHaveText(new RegExp(`^${answer.meta.total.toLocaleString('en-US')} предложени`))
      const picture = block.getByTestId('category-image')
      await picture.scrollIntoViewIfNeeded()
      await expect(picture, category).toHaveAttribute('alt', /\S/)
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { message: category }).toBe(true)
    }
    // Cards side by side are one height (a row ends on one line), and rows fill: every row holds as many.
    const boxes = await blocks.evaluateAll((elements) => elements.map((e) => e.getBoundingClientRect()).map((r) => ({ top: Math.round(r.top), height: Math.round(r.height) })))
    const rows = new Map<number, number[]>()
    for (const box of boxes) rows.set(box.top, [...(rows.get(box.top) ?? []), box.height])
    for (const heights of rows.values()) expect(Math.max(...heights) - Math.min(...heights)).toBeLessThanOrEqual(1)
    expect(new Set([...rows.values()].map((row) => row.length)).size).toBe(1)
  })

  for (const path of ['apartments', 'parking-spaces', 'storerooms', 'commercial-premises']) {
    test(`/properties/${path} lists offers`, async ({ page }) => {
      const response = await page.goto(`/properties/${path}`)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      expect(await cards(page).count()).toBeGreaterThan(0)
      expect(await cards(page).count()).toBeLessThanOrEqual(12)
      await expect(cards(page).first().getByRole('link')).toHaveAttribute('href', new RegExp(`^/properties/${path}/[a-z0-9-]+$`))
      const layout = cards(page).first().getByRole('img')
      await expect.poll(() => layout.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    })
  }

  test('an unknown property type is a 404', async ({ page }) => {
    const response = await page.goto('/properties/villas')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/не найдена/i)
  })
})

test.describe('listing filters', () => {
  test('rooms and sort change the results and the URL without a document reload', async ({ page }, testInfo) => {
    await page.goto('/properties/apartments')
    const before = await total(page)
    await setMarker(page)
    const form = await openFilters(page, testInfo)

    await form.getByRole('checkbox', { name: '2', exact: true }).check()
    await expect(page).toHaveURL(/\/properties\/apartments\?rooms=2$/)
    await expect.poll(() => total(page)).toBeLessThan(before)
    for (const card of await cards(page).all()) await expect(card).toContainText('2-комнатная')

    await form.getByLabel('Сортировка').selectOption('-price')
    await expect(page).toHaveURL(/[?&]sort=-price(&|$)/)
    expect(new URL(page.url()).searchParams.getAll('rooms')).toEqual(['2'])
    await expect
      .poll(async () => {
        const prices = (await page.getByTestId('estate-card').locator('p').filter({ hasText: /₸$/ }).allInnerTexts()).map((p) => Number(p.replace(/\D/g, '')))
        return prices.length > 1 && prices.every((p, i) => i === 0 || prices[i - 1] >= p)
      })
      .toBe(true)

    // A price is grouped as it is typed, the way the site writes money; the URL keeps its digits.
    const priceTo = form.getByLabel('Цена, ₸ до')
    await priceTo.pressSequentially('30000000')
    await expect(priceTo).toHaveValue('30,000,000')
    await expect(page).toHaveURL(/price_to=30000000(&|$)/)
    await expect(priceTo).toHaveValue('30,000,000')
    expect(await markerSurvived(page)).toBe(true)
  })

  test('"Show" is in view without scrolling, and applying lands on the top of the new results', async ({ page }, testInfo) => {
    await page.goto('/properties/apartments')
    const form = await openFilters(page, testInfo)
    const show = form.getByRole('button', { name: 'Показать', exact: true })
    const viewport = page.viewportSize()!
    const box = await show.boundingBox()
    expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height)

    // Far down the long list, a filter that shortens it: the visitor lands on the top of the new results.
    await page.getByTestId('listing-results').evaluate((results) => window.scrollTo(0, results.getBoundingClientRect().bottom + window.scrollY - 200))
    if (isDesktop(testInfo)) {
      await form.getByRole('checkbox', { name: '1', exact: true }).check()
    } else {
      await form.getByRole('checkbox', { name: '1', exact: true }).check()
      await show.click()
    }
    await expect(page).toHaveURL(/rooms=1/)
    await expect.poll(async () => (await page.getByTestId('listing-results').boundingBox())!.y).toBeGreaterThanOrEqual(-1)
    const top = (await page.getByTestId('listing-results').boundingBox())!.y
    expect(top).toBeLessThan(viewport.height / 2)
  })

  test('the price range is in view above the sticky buttons on a 1440 x 900 screen; a folded panel says what it holds', async ({ page }, testInfo) => {
    if (isDesktop(testInfo)) {
      await page.setViewportSize({ width: 1440, height: 900 })
      await page.goto('/properties/apartments?rooms=2')
      const form = page.getByTestId('listing-filters')
      const priceTo = (await form.getByLabel('Цена, ₸ до').boundingBox())!
      const buttons = (await form.getByRole('button', { name: 'Показать', exact: true }).boundingBox())!
      expect(priceTo.y + priceTo.height).toBeLessThanOrEqual(buttons.y)
      return
    }
    await page.goto('/properties/apartments?rooms=2&price_to=40000000')
    await expect(page.getByTestId('listing-filters')).toBeHidden()
    await expect(page.getByTestId('listing-filters-summary')).toHaveText('Комнаты: 2 · Цена, ₸: –40,000,000')
  })

  test('the filter form also works as a plain GET form, the panel open without JavaScript', async ({ browser }, testInfo) => {
    const viewport = isDesktop(testInfo) ? { width: 1280, height: 800 } : { width: 390, height: 844 }
    const context = await browser.newContext({ javaScriptEnabled: false, viewport, locale: 'ru-RU' })
    const page = await context.newPage()
    await page.goto('/properties/apartments')
    await page.getByRole('form', { name: 'Фильтры' }).getByRole('checkbox', { name: '3', exact: true }).check()
    await page.getByRole('button', { name: 'Показать', exact: true }).click()
    await expect(page).toHaveURL(/rooms=3/)
    expect(await cards(page).count()).toBeGreaterThan(0)
    // A price typed grouped, as the form shows prices, is read and the address corrected to digits.
    await page.getByRole('form', { name: 'Фильтры' }).getByLabel('Цена, ₸ до').fill('60,000,000')
    await page.getByRole('button', { name: 'Показать', exact: true }).click()
    await expect(page).toHaveURL(/rooms=3&price_to=60000000$/)
    await expect(page.getByRole('form', { name: 'Фильтры' }).getByLabel('Цена, ₸ до')).toHaveValue('60,000,000')
    await context.close()
  })

  test('pagination links keep the filters and do not reload the document', async ({ page }) => {
    await page.goto('/properties/apartments?rooms=1')
    await setMarker(page)
    const nav = page.getByRole('navigation', { name: 'Страницы результатов' })
    const firstBefore = await cards(page).first().getByRole('link').getAttribute('href')
    await nav.getByRole('link', { name: 'Страница 2' }).click()
    await expect(page).toHaveURL(/\?rooms=1&page=2$/)
    await expect(nav.getByRole('link', { name: 'Страница 2' })).toHaveAttribute('aria-current', 'page')
    await expect(cards(page).first().getByRole('link')).not.toHaveAttribute('href', firstBefore!)
    expect(await markerSurvived(page)).toBe(true)
  })

  test('an empty result explains itself and offers to reset the filters', async ({ page }) => {
    await page.goto('/properties/apartments?price_to=1')
    const empty = page.getByTestId('listing-empty')
    await expect(empty).toContainText('Ничего не нашлось')
    await expect(cards(page)).toHaveCount(0)
    await empty.getByRole('link', { name: 'Сбросить фильтры' }).click()
    await expect(page).toHaveURL(/\/properties\/apartments$/)
    expect(await cards(page).count()).toBeGreaterThan(0)
  })
})

test.describe('listing URL rules', () => {
  const canonical = (page: Page) => page.locator('link[rel="canonical"]').getAttribute('href')

  test('the page number is a title suffix only above 1; the canonical keeps rooms and page only', async ({ page, baseURL }) => {
    await page.goto('/properties/apartments?rooms=2&sort=-area&price_from=1')
    expect(await page.title()).not.toMatch(/страница/)
    expect(await canonical(page)).toBe(`${baseURL}/properties/apartments?rooms=2`)

    await page.goto('/properties/apartments?rooms=2&sort=-area&page=2')
    expect(await page.title()).toMatch(/страница 2/)
    expect(await canonical(page)).toBe(`${baseURL}/properties/apartments?rooms=2&page=2`)

    await page.goto('/en/properties/parking-spaces?page=3')
    expect(await page.title()).toMatch(/page 3/)
    expect(await canonical(page)).toBe(`${baseURL}/en/properties/parking-spaces?page=3`)
  })

  test('nonsense values are dropped by a redirect to the corrected URL', async ({ page }) => {
    const response = await page.goto('/properties/apartments?rooms=abc&sort=bogus&price_from=cheap&restorations=Нет%20такой&complex_id=-4&utm_source=test')
    expect(response?.status()).toBe(200)
    expect(new URL(page.url()).search).toBe('?utm_source=test')

    await page.goto('/properties/apartments?rooms=2,abc,9')
    expect(new URL(page.url()).search).toBe('?rooms=2')

    // A finishing named in another language is renamed to this page's language.
    await page.goto('/en/properties/apartments?restorations=Чистовая')
    expect(new URL(page.url()).searchParams.getAll('restorations')).toEqual(['Turnkey'])
    await expect(page.locator('input[name="restorations"][value="Turnkey"]')).toBeChecked()
  })

  test('a page beyond the last goes to the last page', async ({ page }) => {
    await page.goto('/properties/storerooms?page=100000')
    const url = new URL(page.url())
    const last = Number(url.searchParams.get('page') ?? '1')
    expect(last).toBeLessThan(100000)
    if (last > 1)
      await expect(page.getByRole('navigation', { name: 'Страницы результатов' }).getByRole('link', { name: `Страница ${last}` })).toHaveAttribute('aria-current', 'page')
    expect(await cards(page).count()).toBeGreaterThan(0)
  })

  test('no query value ever gives a server error', async ({ request }) => {
    const nonsense = [
      'page=0',
      'page=-1',
      'page=1e9',
      'page=%00',
      'rooms=%FF',
      'rooms[]=1&rooms[]=x',
      'price_from=1e400',
      'area_to=NaN',
      'floor_from=99999999',
      'house_id=99999999999999',
      'completion=abcd',
      'sort=',
      'restorations=' + 'x'.repeat(500),
      'price_from=10&price_to=5',
      'complex_id=1;DROP TABLE estates',
      'page=2&page=3',
    ]
    for (const query of nonsense) {
      const response = await request.get(`/properties/apartments?${query}`)
      expect(response.status(), query).toBe(200)
    }
  })
})

test.describe('listing accessibility', () => {
  test('axe finds no violations on the landing and a listing (filters open)', async ({ page }, testInfo) => {
    await page.goto('/properties')
    expect(await axe(page)).toEqual([])
    await page.goto('/properties/apartments?rooms=2')
    await openFilters(page, testInfo)
    expect(await axe(page)).toEqual([])
    await page.goto('/properties/apartments?price_to=1')
    expect(await axe(page)).toEqual([])
  })
})
