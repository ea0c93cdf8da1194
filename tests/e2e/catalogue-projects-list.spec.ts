import AxeBuilder from '@axe-core/playwright'
import path from 'node:path'
import { type APIRequestContext, type Page } from '@playwright/test'

import { expect, test } from './fixtures/test'

/**
 * /projects: cards of the public projects, URL-driven filters (the parameters of GET /api/complexes),
 * pagination, the map view, bad parameters, accessibility. Expected counts come from the public API,
 * which the service tests cover, so these tests check what the page shows against it.
 */

const total = async (request: APIRequestContext, query = '') =>
  (await (await request.get(`/api/complexes?per_page=100${query ? `&${query}` : ''}`)).json()) as { meta: { total: number }; data: Array<{ name: string }> }

const cards = (page: Page) => page.getByTestId('project-card')
const axe = async (page: Page) => (await new AxeBuilder({ page }).analyze()).violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }))

/** Marks the window: the mark survives client navigation and disappears on a full page load. */
const markWindow = (page: Page) => page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true))
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true)

/** The filters' button: shown on a phone, where the filters fold under it. */
const filtersToggle = (page: Page) => page.locator('summary', { hasText: /^(Фильтры|Filters|Сүзгілер)/ })

/** Opens the filters where they are folded (a phone); wider screens always show them. */
const openFilters = async (page: Page) => {
  if ((await filtersToggle(page).isVisible()) && !(await page.getByRole('form', { name: /Фильтры проектов|Project filters/ }).isVisible())) await filtersToggle(page).click()
}

test.describe('projects list', () => {
  test('shows every public project as a server-rendered card with its facts', async ({ page, request }) => {
    const all = await total(request)
    const response = await page.goto('/projects')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Проекты')
    await expect(cards(page)).toHaveCount(Math.min(all.meta.total, 12))
    await expect(page.getByTestId('projects-found')).toContainText(String(all.meta.total))
    const first = cards(page).first()
    await expect(first.getByRole('heading', { level: 2 })).toHaveText(all.data[0].name)
    await expect(first.getByRole('link')).toHaveAttribute('href', /^\/projects\/[a-z0-9-]+$/)
    await expect(first).toContainText(/Сдача: \d кв\. \d{4}/)
    await expect(first).toContainText(/Строится|Сдан|Проектируется/)
    await expect(first).toContainText(/от .*₸|Цена по запросу/)
    await expect(first.locator('img')).toHaveAttribute('sizes', /.+/)
    // The cover really loads (through the image optimizer).
    await expect.poll(() => first.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
    const html = await (await request.get('/projects')).text()
    expect(html).toContain(all.data[0].name)
    await expect(page.getByRole('navigation', { name: 'Навигационная цепочка' }).getByRole('link', { name: 'Главная' })).toBeVisible()
  })

  test('filters change the cards and the URL without a full reload; reset brings everything back', async ({ page, request }) => {
    const all = await total(request)
    await page.goto('/projects')
    await markWindow(page)
    await openFilters(page)

    const city = page.getByLabel('Город')
    const almaty = await city.locator('option', { hasText: /^Алматы \(\d+\)$/ }).getAttribute('value')
    await city.selectOption(almaty!)
    await expect(page).toHaveURL(new RegExp(`/projects\\?city=${almaty}$`))
    const inAlmaty = await total(request, `city=${almaty}`)
    expect(inAlmaty.meta.total).toBeLessThan(all.meta.total)
    await expect(cards(page)).toHaveCount(inAlmaty.meta.total)
    for (const name of inAlmaty.data.map((p) => p.name)) await expect(cards(page).filter({ hasText: name })).toHaveCount(1)

    await page.getByLabel('Статус').selectOption('construction')
    await expect(page).toHaveURL(new RegExp(`city=${almaty}&status=construction$`))
    await expect(cards(page)).toHaveCount((await total(request, `city=${almaty}&status=construction`)).meta.total)

    await page.getByRole('link', { name: 'Сбросить фильтры' }).click()
    await expect(page).toHaveURL(/\/projects$/)
    await expect(cards(page)).toHaveCount(Math.min(all.meta.total, 12))
    expect(await sameDocument(page)).toBe(true)
  })

  test('the price and completion filters use the API parameter names', async ({ page, request }) => {
    await page.goto('/projects')
    await openFilters(page)
    const year = await page.getByLabel('Год сдачи').locator('option').nth(1).getAttribute('value')
    await page.getByLabel('Год сдачи').selectOption(year!)
    await expect(page).toHaveURL(new RegExp(`completion=${year}$`))
    await expect(cards(page)).toHaveCount((await total(request, `completion=${year}`)).meta.total)

    await page.getByLabel('Год сдачи').selectOption('')
    await expect(page).toHaveURL(/\/projects$/)
    // Prices are grouped as typed, the way the site writes money; the URL keeps their digits.
    await page.getByLabel('Цена от, ₸').pressSequentially('30000000')
    await expect(page.getByLabel('Цена от, ₸')).toHaveValue('30,000,000')
    await page.getByLabel('Цена до, ₸').fill('60000000')
    await page.getByRole('button', { name: 'Показать' }).click()
    await expect(page).toHaveURL(/\/projects\?price_from=30000000&price_to=60000000$/)
    await expect(cards(page)).toHaveCount((await total(request, 'price_from=30000000&price_to=60000000')).meta.total)
    await expect(page.getByLabel('Цена до, ₸')).toHaveValue('60,000,000')

    // A grouped price in the address (the form sent without JavaScript) is read as its digits.
    await page.goto('/projects?price_from=30%2C000%2C000')
    await expect(page.getByLabel('Цена от, ₸')).toHaveValue('30,000,000')
    await expect(cards(page)).toHaveCount((await total(request, 'price_from=30000000')).meta.total)
  })

  test('a phone sees a project and its picture on the first screen, the filters folded under one button', async ({ page, isMobile }) => {
    await page.goto('/projects')
    const city = page.getByLabel('Город')
    if (!isMobile) {
      await expect(filtersToggle(page)).toBeHidden()
      await expect(city).toBeVisible()
      return
    }
    await expect(city).toBeHidden()
    const picture = cards(page).first().locator('img')
    await expect(picture).toBeInViewport()
    expect(await picture.evaluate((img) => img.getBoundingClientRect().top)).toBeLessThan(844 * 0.6)
    await expect(filtersToggle(page)).toHaveText('Фильтры')
    await filtersToggle(page).click()
    await expect(city).toBeVisible()
    await expect(page.getByRole('button', { name: 'Показать' })).toBeVisible()

    // Chosen filters keep the fold open and are counted on the button.
    await page.goto('/projects?status=construction&price_from=1')
    await expect(filtersToggle(page)).toHaveText('Фильтры · 2')
    await expect(page.getByLabel('Статус')).toBeVisible()
  })

  test('an empty result says so and offers the reset', async ({ page, request }) => {
    await page.goto('/projects?price_from=999999999999')
    await expect(cards(page)).toHaveCount(0)
    const empty = page.getByTestId('projects-empty')
    await expect(empty).toContainText('По выбранным условиям проектов нет')
    await empty.getByRole('link', { name: 'Сбросить фильтры' }).click()
    await expect(page).toHaveURL(/\/projects$/)
    await expect(cards(page)).toHaveCount(Math.min((await total(request)).meta.total, 12))
  })

  test('filters work without JavaScript (a plain GET form)', async ({ browser, request }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/projects')
    await openFilters(page)
    await page.getByLabel('Статус').selectOption('completed')
    await page.getByRole('button', { name: 'Показать' }).click()
    await expect(page).toHaveURL(/status=completed/)
    await expect(cards(page)).toHaveCount((await total(request, 'status=completed')).meta.total)
    await context.close()
  })

  test('a page beyond the last one redirects to the last page; canonical and title ignore filters', async ({ page, request }) => {
    const all = await total(request)
    const last = Math.max(1, Math.ceil(all.meta.total / 12))
    await page.goto('/projects?status=construction&page=99')
    await expect(page).toHaveURL(last === 1 ? /\/projects\?status=construction$/ : new RegExp(`status=construction&page=${last}$`))
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', last === 1 ? /\/projects$/ : new RegExp(`/projects\\?page=${last}$`))
    await expect(page).toHaveTitle(/^Проекты/)
    if (last === 1) await expect(page.getByRole('navigation', { name: 'Страницы списка проектов' })).toHaveCount(0)
  })

  test('nonsense parameters are ignored, never a 500', async ({ request }) => {
    for (const query of [
      'city=abc',
      'status=flying&class=%3Cscript%3E',
      'completion=99&price_from=-1&price_to=x',
      'page=zero',
      'page=-3',
      'view=globe',
      'city[]=1&city[]=x',
      'price_from=9&price_to=1',
    ]) {
      const response = await request.get(`/projects?${query}`)
      expect(response.status(), query).toBe(200)
      expect(await response.text(), query).toContain('data-testid="projects-found"')
    }
  })

  test('English and Kazakh pages', async ({ page }) => {
    await page.goto('/en/projects')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Projects')
    await openFilters(page)
    await expect(page.getByLabel('City')).toBeVisible()
    await page.goto('/kk/projects')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Жобалар')
  })
})

test.describe('projects map view', () => {
  test('the map view lists every project on the map; the fake API draws a marker each', async ({ page, request }) => {
    const all = await total(request)
    await page.route(/^https:\/\/ymaps\.test\//, (route) => route.fulfill({ path: path.resolve('tests/e2e/fixtures/ymaps3-fake.js'), contentType: 'application/javascript' }))
    await page.goto('/projects')
    await page.getByRole('link', { name: 'На карте' }).click()
    await expect(page).toHaveURL(/\/projects\?view=map$/)
    const map = page.getByRole('region', { name: 'Проекты на карте' })
    await expect(map.getByTestId('map-place')).toHaveCount(all.meta.total)
    await expect(map.locator('[data-map-state]')).toHaveAttribute('data-map-state', 'loaded')
    await expect(map.locator('[data-fake-marker]')).toHaveCount(all.meta.total)
    await expect(cards(page)).toHaveCount(0)

    // Filters keep the map view.
    await openFilters(page)
    const almaty = await page
      .getByLabel('Город')
      .locator('option', { hasText: /^Алматы/ })
      .getAttribute('value')
    await page.getByLabel('Город').selectOption(almaty!)
    await expect(page).toHaveURL(new RegExp(`city=${almaty}&view=map$`))
    await expect(map.getByTestId('map-place')).toHaveCount((await total(request, `city=${almaty}`)).meta.total)

    await page.getByRole('link', { name: 'Списком' }).click()
    await expect(page).toHaveURL(new RegExp(`/projects\\?city=${almaty}$`))
    await expect(cards(page).first()).toBeVisible()
  })
})

test.describe('projects list accessibility', () => {
  for (const url of ['/projects', '/projects?view=map', '/projects?price_from=999999999999', '/en/projects']) {
    test(`axe finds no violations on ${url}`, async ({ page }) => {
      await page.goto(url)
      expect(await axe(page)).toEqual([])
    })
  }
})
