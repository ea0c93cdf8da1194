import AxeBuilder from '@axe-core/playwright'
import path from 'node:path'
import { type ConsoleMessage, type Page, type Request } from '@playwright/test'

import { expect, test } from './fixtures/test'

/**
 * The map component (spec §4 map library states, §8 YandexMapException and console messages) on
 * /test-ui/map. The browser-test server is configured with a key and the script URL https://ymaps.test/v3/
 * (tests/e2e/serve.mjs); each test decides what that URL answers: the ymaps3 fake, a failure, or nothing.
 */

const SCRIPT = /^https:\/\/ymaps\.test\//
const FAKE = path.resolve('tests/e2e/fixtures/ymaps3-fake.js')

const serveFake = (page: Page) => page.route(SCRIPT, (route) => route.fulfill({ path: FAKE, contentType: 'application/javascript' }))

/** Console messages and script requests of the page, recorded from the start. */
function record(page: Page) {
  const messages: ConsoleMessage[] = []
  const scripts: Request[] = []
  page.on('console', (message) => messages.push(message))
  page.on('request', (request) => {
    if (SCRIPT.test(request.url())) scripts.push(request)
  })
  return { messages, scripts, text: (type: string) => messages.filter((m) => m.type() === type).map((m) => m.text()) }
}

const keyedMap = (page: Page) => page.getByTestId('map-with-key')
const box = (page: Page, testId: string) => page.getByTestId(testId).locator('[data-map-state]')

test.describe('map: states', () => {
  test('without a key: a short message, the list of places, and a console warning; nothing is loaded', async ({ page }) => {
    const log = record(page)
    await page.goto('/test-ui/map')
    const section = page.getByTestId('map-without-key')
    await expect(box(page, 'map-without-key')).toHaveAttribute('data-map-state', 'no-key')
    await expect(section.getByText('Карта сейчас недоступна. Все адреса — в списке ниже.')).toBeVisible()
    await expect(section.getByTestId('map-place')).toHaveCount(3)
    await expect.poll(() => log.text('warning').join('\n')).toContain('Yandex Maps API key is missing')
    expect(log.scripts).toHaveLength(0)
  })

  test('with a key: pending until scrolled near, then loaded with a marker per place from the fake API', async ({ page }) => {
    const log = record(page)
    await serveFake(page)
    await page.goto('/test-ui/map')
    await expect(box(page, 'map-with-key')).toHaveAttribute('data-map-state', 'pending')
    await expect(keyedMap(page).getByText('Карта загрузится, когда вы до неё дойдёте')).toBeAttached()
    // The map is far below the fold: nothing is requested yet (good for the page speed).
    await page.waitForTimeout(500)
    expect(log.scripts).toHaveLength(0)

    await keyedMap(page).scrollIntoViewIfNeeded()
    await expect(box(page, 'map-with-key')).toHaveAttribute('data-map-state', 'loaded')
    await expect(keyedMap(page).locator('[data-fake-ymap]')).toBeVisible()
    await expect(keyedMap(page).locator('[data-fake-marker]')).toHaveCount(3)
    await expect(keyedMap(page).locator('[data-fake-ymap]')).toHaveAttribute('data-layers', /YMapDefaultSchemeLayer YMapDefaultFeaturesLayer/)
    // Several places: the map opens on a box around all of them.
    const location = JSON.parse((await keyedMap(page).locator('[data-fake-ymap]').getAttribute('data-location')) ?? '{}')
    expect(location.bounds[0][0]).toBeLessThan(71.4128)
    expect(location.bounds[1][1]).toBeGreaterThan(51.1089)

    expect(log.scripts).toHaveLength(1)
    const url = new URL(log.scripts[0].url())
    expect(url.origin + url.pathname).toBe('https://ymaps.test/v3/')
    expect(url.searchParams.get('apikey')).toBe('e2e-test-key')
    expect(url.searchParams.get('lang')).toBe('ru_RU')
    // The second map's deliberately unknown option is reported in the console.
    expect(log.text('warning').join('\n')).toContain('Unknown Yandex Maps option(s): unknownOption')
    // The no-key map above did not change: its message stays.
    await expect(box(page, 'map-without-key')).toHaveAttribute('data-map-state', 'no-key')
  })

  test('a marker opens a card with the place and its link; Escape closes it', async ({ page }) => {
    await serveFake(page)
    await page.goto('/test-ui/map')
    await keyedMap(page).scrollIntoViewIfNeeded()
    await keyedMap(page).getByRole('button', { name: 'Esil Riverside: показать карточку' }).click()
    const card = keyedMap(page).getByTestId('map-card')
    await expect(card).toBeVisible()
    await expect(card.getByRole('link', { name: 'Esil Riverside' })).toHaveAttribute('href', '/projects/esil-riverside')
    await expect(card).toContainText('Astana, Turan Ave 20')
    await page.keyboard.press('Escape')
    await expect(card).toHaveCount(0)
    await expect(keyedMap(page).getByRole('button', { name: 'Esil Riverside: показать карточку' })).toBeFocused()
  })

  test('loading: while the script is on its way the box says so and the list is there', async ({ page }) => {
    await page.route(SCRIPT, () => {
      // Never answered: the script stays in flight.
    })
    await page.goto('/test-ui/map')
    await keyedMap(page).scrollIntoViewIfNeeded()
    await expect(box(page, 'map-with-key')).toHaveAttribute('data-map-state', 'loading')
    await expect(box(page, 'map-with-key')).toHaveAttribute('aria-busy', 'true')
    await expect(keyedMap(page).getByText('Загружаем карту…')).toBeVisible()
    await expect(keyedMap(page).getByTestId('map-place')).toHaveCount(3)
  })

  test('error: a failed script gives a message, the list and a YandexMapException in the console', async ({ page }) => {
    const log = record(page)
    await page.route(SCRIPT, (route) => route.abort('failed'))
    await page.goto('/test-ui/map')
    await keyedMap(page).scrollIntoViewIfNeeded()
    await expect(box(page, 'map-with-key')).toHaveAttribute('data-map-state', 'error')
    await expect(keyedMap(page).getByText('Не удалось загрузить карту. Все адреса — в списке ниже.')).toBeVisible()
    await expect(keyedMap(page).getByTestId('map-place').first()).toBeVisible()
    await expect.poll(() => log.text('error').join('\n')).toContain('YandexMapException')
  })

  test('error: an API that fails to initialise (ready rejects) gives the error state too', async ({ page }) => {
    await page.route(SCRIPT, (route) => route.fulfill({ contentType: 'application/javascript', body: "window.ymaps3 = { ready: Promise.reject(new Error('Invalid API key')) }" }))
    await page.goto('/test-ui/map')
    await keyedMap(page).scrollIntoViewIfNeeded()
    await expect(box(page, 'map-with-key')).toHaveAttribute('data-map-state', 'error')
  })
})

test.describe('map: the list of places', () => {
  test('every place has its title, address and links to Yandex Maps, 2GIS and Google Maps in a new tab', async ({ page }) => {
    await page.goto('/test-ui/map')
    const places = page.getByTestId('map-without-key').getByTestId('map-place')
    const office = places.filter({ hasText: 'Sales office' })
    await expect(office).toContainText('Almaty, Abay Ave 10')
    await expect(office).toContainText('Mon–Sat 9:00–19:00')
    const links = {
      'Яндекс Карты (откроется в новой вкладке)': 'https://yandex.kz/maps/?pt=76.8897,43.2389&z=16&l=map',
      '2ГИС (откроется в новой вкладке)': 'https://2gis.kz/geo/76.8897,43.2389',
      'Google Карты (откроется в новой вкладке)': 'https://www.google.com/maps/search/?api=1&query=43.2389,76.8897',
    }
    for (const [name, href] of Object.entries(links)) {
      const link = office.getByRole('link', { name })
      await expect(link).toHaveAttribute('href', href)
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', /noopener/)
    }
    await expect(places.filter({ hasText: 'Alatau Residence' }).getByRole('link', { name: 'Alatau Residence' })).toHaveAttribute('href', '/projects/alatau-residence')
  })

  test('the list is in the server HTML', async ({ request }) => {
    const html = await (await request.get('/test-ui/map')).text()
    expect(html).toContain('https://2gis.kz/geo/71.4128,51.1089')
    expect(html).toContain('data-map-state="no-key"')
  })
})

test.describe('map: language', () => {
  for (const [prefix, lang, noKey] of [
    ['/kk', 'kk_KZ', 'Карта қазір қолжетімсіз.'],
    ['/en', 'en_US', 'The map is not available right now.'],
    ['', 'ru_RU', 'Карта сейчас недоступна.'],
  ] as const) {
    test(`the script URL carries lang=${lang} on ${prefix || '/'}`, async ({ page }) => {
      const log = record(page)
      await serveFake(page)
      await page.goto(`${prefix}/test-ui/map`)
      await expect(page.getByTestId('map-without-key')).toContainText(noKey)
      await keyedMap(page).scrollIntoViewIfNeeded()
      await expect(box(page, 'map-with-key')).toHaveAttribute('data-map-state', 'loaded')
      expect(new URL(log.scripts[0].url()).searchParams.get('lang')).toBe(lang)
    })
  }
})

test.describe('map: accessibility', () => {
  test('axe finds no violations with the map loaded and without a key', async ({ page }) => {
    await serveFake(page)
    await page.goto('/test-ui/map')
    await keyedMap(page).scrollIntoViewIfNeeded()
    await expect(box(page, 'map-with-key')).toHaveAttribute('data-map-state', 'loaded')
    await keyedMap(page).getByRole('button', { name: 'Esil Riverside: показать карточку' }).click()
    const results = await new AxeBuilder({ page }).analyze()
    expect(results.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }))).toEqual([])
  })
})
