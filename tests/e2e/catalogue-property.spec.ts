import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, type Page } from '@playwright/test'

import { expect, test } from './fixtures/test'

/** Spec §2, §3, §7: one property's page, its displayed number, actions and structured data. */

const axe = async (page: Page) => (await new AxeBuilder({ page }).analyze()).violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }))

type Estate = {
  id: number
  slug: string
  geo_flatnum: string
  number: string
  price: number
  area: number
  floor: number
  complex: { name: string; slug: string }
  house: { name: string; slug: string }
}

/** The first estate of a category (free by default), read from the public API. */
async function firstEstate(request: APIRequestContext, category: string, query = '', language = 'ru'): Promise<Estate> {
  const body = await (await request.get(`/api/estates?category=${category}&per_page=1&sort=-price${query}`, { headers: { 'Accept-Language': language } })).json()
  return body.data[0]
}

const money = (value: number) => `${Math.round(value).toLocaleString('en-US')} ₸`

test.beforeEach(async ({ page }) => {
  // The section's consultation modal may open after a few seconds: close it whenever it is in the way.
  await page.addLocatorHandler(page.locator('dialog[open]'), async () => {
    await page.keyboard.press('Escape')
  })
})

test.describe('property page', () => {
  test('shows the facts, the displayed number, the price and breadcrumbs', async ({ page, request }) => {
    const flat = await firstEstate(request, 'flat')
    expect(flat.geo_flatnum).toMatch(new RegExp(`-${flat.number}$`))
    const response = await page.goto(`/properties/apartments/${flat.slug}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`№ ${flat.number}`)
    const facts = page.getByTestId('property-facts')
    await expect(facts.getByRole('link', { name: flat.complex.name })).toHaveAttribute('href', `/projects/${flat.complex.slug}`)
    await expect(facts.getByRole('link', { name: flat.house.name })).toHaveAttribute('href', `/projects/queue/${flat.house.slug}`)
    await expect(facts).toContainText(money(flat.price))
    await expect(facts).toContainText('В продаже')
    await expect(page.getByTestId('property-price')).toHaveText(money(flat.price))
    const crumbs = page.getByRole('navigation', { name: 'Навигационная цепочка' })
    await expect(crumbs.getByRole('link', { name: 'Недвижимость' })).toHaveAttribute('href', '/properties')
    await expect(crumbs.getByRole('link', { name: 'Квартиры' })).toHaveAttribute('href', '/properties/apartments')
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(`№ ${flat.number}`)
    const title = await page.getByRole('heading', { level: 1 }).innerText()
    const layout = page.getByRole('img', { name: `Планировка: ${title}`, exact: true }).first()
    await expect(layout).toBeVisible()
    await expect.poll(() => layout.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  })

  test('a parking space shows the digits after the number sign', async ({ page, request }) => {
    const garage = await firstEstate(request, 'garage')
    expect(garage.geo_flatnum).toContain('№')
    await page.goto(`/properties/parking-spaces/${garage.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Машино-место № ${garage.number}`)
    expect(garage.geo_flatnum.endsWith(garage.number)).toBe(true)
  })

  test('title, canonical, Open Graph image and Product/Offer structured data', async ({ page, request, baseURL }) => {
    const flat = await firstEstate(request, 'flat', '', 'en')
    await page.goto(`/en/properties/apartments/${flat.slug}`)
    expect(await page.title()).toMatch(new RegExp(`No ${flat.number}, .* m² — ${flat.complex.name}`.replace(/[()]/g, '.')))
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/en/properties/apartments/${flat.slug}`)
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/media\//)
    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text))
    const product = ld.find((item) => [item['@type']].flat().includes('Product'))
    expect(product.offers).toMatchObject({ '@type': 'Offer', price: flat.price, priceCurrency: 'KZT', availability: 'https://schema.org/InStock' })
  })

  test('an unknown slug is a 404; a slug under another category is moved to its own', async ({ page, request }) => {
    expect((await page.goto('/properties/apartments/no-such-flat'))?.status()).toBe(404)
    expect((await page.goto('/properties/villas/anything'))?.status()).toBe(404)
    const garage = await firstEstate(request, 'garage')
    await page.goto(`/properties/apartments/${garage.slug}`)
    await expect(page).toHaveURL(new RegExp(`/properties/parking-spaces/${garage.slug}$`))
  })

  test('shows the descriptions and a mortgage estimate linking to the calculator', async ({ page, request }) => {
    const flat = await firstEstate(request, 'flat')
    await page.goto(`/properties/apartments/${flat.slug}`)
    expect(await page.getByTestId('property-description').count()).toBeGreaterThan(0)
    const mortgage = page.getByTestId('property-mortgage')
    await expect(mortgage).toContainText(/от [\d,]+\s₸ в месяц/)
    const estimate = (await mortgage.innerText()).match(/от ([\d,]+\s₸) в месяц/)![1]
    const link = mortgage.getByRole('link', { name: 'Рассчитать ипотеку' })
    await expect(link).toHaveAttribute('href', new RegExp(`^/purchase-methods/mortgage\\?program_id=\\d+&estate_id=${flat.id}$`))
    // The calculator opens on that estate and program, with the payment the estimate showed.
    await link.click()
    await expect(page.getByLabel('Стоимость, ₸')).toHaveValue(Math.round(flat.price).toLocaleString('en-US'))
    await expect(page.getByTestId('calc-monthly')).toContainText(estimate)
  })

  test('the reservation holds a free flat: the buyer sees until when, another visitor sees it reserved', async ({ page, browser, request }, testInfo) => {
    // A visitor of its own (the limit is two held units per address): the desktop and phone runs hold two flats.
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.51.100.${testInfo.project.name === 'mobile' ? 2 : 1}${testInfo.retry}` })
    const flat = await firstEstate(request, 'flat', '&status=free')
    await page.goto(`/properties/apartments/${flat.slug}`)
    const form = page.getByTestId('property-reserve')
    await form.getByLabel('Имя').fill('Тест Бронь')
    await form.getByLabel('Телефон').pressSequentially(testInfo.project.name === 'mobile' ? '7011234568' : '7011234567')
    const posted = page.waitForRequest('**/api/feedback/reserves')
    const answered = page.waitForResponse('**/api/feedback/reserves')
    await form.getByRole('button', { name: 'Отправить' }).click()
    expect((await posted).postDataJSON()).toMatchObject({ estate_id: flat.id, name: 'Тест Бронь', phone: expect.stringContaining('70112345') })
    const answer = await answered
    expect(answer.status()).toBe(201)
    const { hold } = (await answer.json()).data
    const until = new Intl.DateTimeFormat('ru-RU', { timeZone: 'Asia/Almaty', dateStyle: 'short', timeStyle: 'short' }).format(new Date(hold.ends_at)).replace(',', '')
    await expect(form.getByTestId('reservation-hold')).toContainText('Объект забронирован за вами')
    await expect(form.getByTestId('reservation-hold')).toContainText(`Бронь действует до ${until}`)

    // Another browser sees the flat reserved, and no reservation form for it.
    const other = await browser.newContext({ locale: 'ru-RU', baseURL: testInfo.project.use.baseURL })
    const visitor = await other.newPage()
    await expect
      .poll(
        async () => {
          await visitor.goto(`/properties/apartments/${flat.slug}`)
          return visitor.getByTestId('property-facts').textContent()
        },
        { timeout: 10_000, intervals: [250] },
      )
      .toContain('Забронировано')
    await expect(visitor.getByTestId('property-reserve')).toContainText('Сейчас этот объект забронирован')
    await other.close()
  })

  test('a sold estate has no reservation form', async ({ page, request }) => {
    const sold = await firstEstate(request, 'flat', '&status=sold')
    await page.goto(`/properties/apartments/${sold.slug}`)
    await expect(page.getByTestId('property-reserve')).toContainText('уже продано')
    await expect(page.getByTestId('property-reserve').getByRole('button', { name: 'Отправить' })).toHaveCount(0)
    await expect(page.getByTestId('property-facts')).toContainText('Продано')
  })

  test('the favorite toggles and survives a reload; compare keeps it in favorites', async ({ page, request }) => {
    const flat = await firstEstate(request, 'flat')
    await page.goto(`/properties/apartments/${flat.slug}`)
    const actions = page.getByTestId('property-actions')
    // The navigation returns once the page has hydrated (fixtures/test.ts), so the first click takes.
    await actions.getByRole('button', { name: 'Добавить в избранное' }).click()
    await expect(actions.getByRole('button', { name: 'Убрать из избранного' })).toHaveAttribute('aria-pressed', 'true')
    await page.reload()
    await expect(actions.getByRole('button', { name: 'Убрать из избранного' })).toHaveAttribute('aria-pressed', 'true')
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('favorites') ?? '[]'))).toEqual([flat.id])

    await actions.getByRole('button', { name: 'Убрать из избранного' }).click()
    await expect(actions.getByRole('button', { name: 'Добавить в избранное' })).toHaveAttribute('aria-pressed', 'false')
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('favorites') ?? '[]'))).toEqual([])
    const compare = page.getByTestId('compare-link')
    await expect(compare).toHaveAttribute('href', '/favorites/compare')
    await compare.click()
    // The comparison page moves the device's favorites into the URL (?ids=) once it has read them.
    await expect(page).toHaveURL(/\/favorites\/compare(\?ids=\d+)?$/)
    await page.waitForLoadState()
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('favorites') ?? '[]'))).toEqual([flat.id])
  })

  test('similar offers link to their own pages', async ({ page, request }) => {
    const flat = await firstEstate(request, 'flat')
    await page.goto(`/properties/apartments/${flat.slug}`)
    const similar = page.getByTestId('property-similar').getByTestId('estate-card')
    expect(await similar.count()).toBeGreaterThan(0)
    const link = similar.first().getByRole('link')
    const href = await link.getAttribute('href')
    expect(href).toMatch(/^\/properties\/apartments\/[a-z0-9-]+$/)
    expect(href).not.toBe(`/properties/apartments/${flat.slug}`)
    await link.click()
    await expect(page).toHaveURL(new RegExp(`${href}$`))
    await expect(page.getByTestId('property-facts')).toBeVisible()
  })

  test('axe finds no violations on a property page', async ({ page, request }) => {
    const flat = await firstEstate(request, 'flat')
    await page.goto(`/properties/apartments/${flat.slug}`)
    expect(await axe(page)).toEqual([])
    const garage = await firstEstate(request, 'garage')
    await page.goto(`/en/properties/parking-spaces/${garage.slug}`)
    expect(await axe(page)).toEqual([])
  })
})
