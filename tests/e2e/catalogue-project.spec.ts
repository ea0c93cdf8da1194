import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, type Page } from '@playwright/test'

import { expect, test } from './fixtures/test'

/** Spec §2: the project page — facts, gallery lightbox, queues, listing links, request form, 404, SEO, a11y. */

const SLUG = 'alatau-residence'

type ComplexApi = {
  id: number
  name: string
  houses: Array<{ slug: string; name: string }>
  features: Array<{ title: string }>
  categories: Array<{ code: string; path: string; estates_count: number }>
  gallery: unknown[]
}

async function complexFromApi(request: APIRequestContext): Promise<ComplexApi> {
  const response = await request.get(`/api/complexes/s/${SLUG}`)
  expect(response.status()).toBe(200)
  return (await response.json()).data
}

const axe = async (page: Page) => (await new AxeBuilder({ page }).analyze()).violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }))

test.describe('project page', () => {
  test('shows the project facts, breadcrumbs, metadata and structured data', async ({ page, request }) => {
    const complex = await complexFromApi(request)
    await page.goto(`/projects/${SLUG}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(complex.name)
    const facts = page.getByRole('definition')
    await expect(page.getByRole('term').filter({ hasText: 'Класс' })).toBeVisible()
    await expect(
      facts
        .filter({ hasText: 'Бизнес' })
        .or(facts.filter({ hasText: 'Комфорт' }))
        .or(facts.filter({ hasText: 'Премиум' }))
        .first(),
    ).toBeVisible()
    await expect(page.getByRole('term').filter({ hasText: 'Цена' })).toBeVisible()
    await expect(facts.filter({ hasText: /^от .+₸$/ })).toBeVisible()
    await expect(facts.filter({ hasText: /предложени/ })).toBeVisible()
    const crumbs = page.getByRole('navigation', { name: 'Навигационная цепочка' })
    await expect(crumbs.getByRole('link', { name: 'Проекты' })).toHaveAttribute('href', '/projects')
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(complex.name)
    await expect(page).toHaveTitle(/Алатау/)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/projects/${SLUG}$`))
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /media/)
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
    const complexLd = jsonLd.map((s) => JSON.parse(s)).find((d) => d['@type'] === 'ApartmentComplex')
    expect(complexLd).toMatchObject({ name: complex.name, address: { '@type': 'PostalAddress' }, geo: { '@type': 'GeoCoordinates' } })
  })

  test('says each thing once: one heading per section, each feature once, the queues only as their cards', async ({ page, request }) => {
    const complex = await complexFromApi(request)
    await page.goto(`/projects/${SLUG}`)
    const main = page.getByRole('main')
    const headings = await main.locator('h2, h3').allInnerTexts()
    expect(headings.length).toBeGreaterThan(3)
    expect(new Set(headings).size, headings.join(' | ')).toBe(headings.length)
    expect(complex.features.length).toBeGreaterThan(0)
    for (const feature of complex.features) await expect(main.getByText(feature.title, { exact: true })).toHaveCount(1)
    // The description tells the project's story; the queues are the cards' to list.
    const about = main.locator('section[aria-labelledby="project-about"]')
    for (const house of complex.houses) await expect(about).not.toContainText(house.name)
    await expect(main.getByTestId('queue-card')).toHaveCount(complex.houses.length)
  })

  test('gallery lightbox opens, moves with the arrow keys and closes with Escape back to the thumbnail', async ({ page, request }) => {
    const complex = await complexFromApi(request)
    const count = complex.gallery.length
    expect(count).toBeGreaterThan(1)
    await page.goto(`/projects/${SLUG}`)
    const first = page.getByRole('button', { name: `Открыть фото 1 из ${count}` })
    await expect(first.locator('img')).toHaveAttribute('fetchpriority', 'high')
    // The lead photo really loads (through the image optimizer).
    await expect.poll(() => first.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    await first.click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await expect(dialog.getByText(`1 из ${count}`)).toBeVisible()
    await page.keyboard.press('ArrowRight')
    await expect(dialog.getByText(`2 из ${count}`)).toBeVisible()
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    await expect(dialog.getByText(`${count} из ${count}`)).toBeVisible()
    await dialog.getByRole('button', { name: 'Следующее фото' }).click()
    await expect(dialog.getByText(`1 из ${count}`)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(first).toBeFocused()

    // Keyboard only: a thumbnail opens with Enter, the close button closes.
    const second = page.getByRole('button', { name: `Открыть фото 2 из ${count}` })
    await second.focus()
    await page.keyboard.press('Enter')
    await expect(dialog.getByText(`2 из ${count}`)).toBeVisible()
    await dialog.getByRole('button', { name: 'Закрыть окно' }).click()
    await expect(dialog).toBeHidden()
    await expect(second).toBeFocused()
  })

  test('lists the queues with links to their pages', async ({ page, request }) => {
    const complex = await complexFromApi(request)
    await page.goto(`/projects/${SLUG}`)
    const cards = page.getByTestId('queue-card')
    await expect(cards).toHaveCount(complex.houses.length)
    for (const [i, house] of complex.houses.entries()) {
      await expect(cards.nth(i)).toHaveAttribute('href', `/projects/queue/${house.slug}`)
      await expect(cards.nth(i)).toContainText(house.name)
      await expect(cards.nth(i)).toContainText(/Сдача: \d кв\. \d{4}/)
    }
    await cards.first().click()
    // The URL changes once the queue page has rendered on the server: allow a loaded CI machine its time.
    await expect(page).toHaveURL(new RegExp(`/projects/queue/${complex.houses[0].slug}$`), { timeout: 15_000 })
    await expect(page.getByTestId('chessboard')).toBeVisible()
  })

  test('links the estates on sale into the listing filtered by the project (and rooms)', async ({ page, request }) => {
    const complex = await complexFromApi(request)
    await page.goto(`/projects/${SLUG}`)
    const categories = page.getByTestId('category-offer')
    await expect(categories).toHaveCount(complex.categories.length)
    for (const [i, category] of complex.categories.entries()) {
      await expect(categories.nth(i)).toHaveAttribute('href', `/properties/${category.path}?complex_id=${complex.id}`)
      await expect(categories.nth(i)).toContainText(String(category.estates_count))
    }
    const rooms = page.getByTestId('rooms-offer')
    expect(await rooms.count()).toBeGreaterThan(1)
    for (const href of await rooms.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
      expect(href).toMatch(new RegExp(`^/properties/apartments\\?complex_id=${complex.id}&rooms=[0-4]$`))
    }
    // The listing reports the same number of free apartments in the project per room count.
    const firstRooms = new URL((await rooms.first().getAttribute('href'))!, 'http://x').searchParams.get('rooms')
    const api = await (await request.get(`/api/estates?category=flat&complex_id=${complex.id}&rooms=${firstRooms}`)).json()
    await expect(rooms.first()).toContainText(String(api.meta?.total ?? api.total))
  })

  test('sends the request form with the project id (201)', async ({ page, request }) => {
    const complex = await complexFromApi(request)
    await page.goto(`/projects/${SLUG}`)
    const form = page.locator('#project-request')
    await form.getByLabel('Имя').fill('Айгерім')
    await form.getByLabel('Телефон').pressSequentially('7011234567')
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/feedback/callback') && r.request().method() === 'POST'),
      form.getByRole('button', { name: 'Отправить' }).click(),
    ])
    expect(response.status()).toBe(201)
    expect(response.request().postDataJSON()).toMatchObject({ complex_id: complex.id, name: 'Айгерім', phone: '+77011234567', page: `/projects/${SLUG}` })
    await expect(form.getByRole('status')).toContainText('Заявка отправлена')
  })

  test('keeps what a visitor typed before the page script ran, and sends it', async ({ page }) => {
    // Hold the page's scripts (not its stylesheets, which the first paint waits for) until the visitor
    // has typed: the server-rendered form takes the text.
    const held: Array<() => void> = []
    let holding = true
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      if (holding) await new Promise<void>((resolve) => held.push(resolve))
      await route.continue()
    })
    await page.goto(`/projects/${SLUG}`, { waitUntil: 'domcontentloaded' })
    const form = page.locator('#project-request')
    await form.getByLabel('Имя').fill('Айгерім')
    await form.getByLabel('Телефон').fill('7011234567')
    holding = false
    for (const release of held) release()
    // Once the script runs, the form takes the typed text over (the phone gets its mask).
    await expect(form.getByLabel('Телефон')).toHaveValue('+7 (701) 123-45-67')
    await expect(form.getByLabel('Имя')).toHaveValue('Айгерім')
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/feedback/callback') && r.request().method() === 'POST'),
      form.getByRole('button', { name: 'Отправить' }).click(),
    ])
    expect(response.request().postDataJSON()).toMatchObject({ name: 'Айгерім', phone: '+77011234567' })
    expect(response.status()).toBe(201)
  })

  test('shows documents opening in a new tab and the location', async ({ page }) => {
    await page.goto(`/projects/${SLUG}`)
    const doc = page.getByRole('link', { name: /Проектная декларация/ })
    await expect(doc).toHaveAttribute('target', '_blank')
    await expect(doc).toHaveAttribute('href', /media/)
    await expect(page.getByRole('region', { name: /на карте/ })).toBeVisible()
    await expect(page.locator('progress').first()).toHaveAttribute('value', /\d+/)
  })

  test('answers 404 for an unknown project', async ({ page }) => {
    const response = await page.goto('/projects/no-such-project')
    expect(response?.status()).toBe(404)
  })

  test('English version', async ({ page }) => {
    await page.goto(`/en/projects/${SLUG}`)
    await expect(page.locator('#project-queues')).toHaveText('Phases')
    // The first of them: the project's gallery (its construction reports' photos follow).
    await expect(page.getByRole('button', { name: /Open photo 1 of/ }).first()).toBeVisible()
  })

  test('axe finds no violations, lightbox open too', async ({ page }) => {
    await page.goto(`/projects/${SLUG}`)
    expect(await axe(page)).toEqual([])
    await page
      .getByRole('button', { name: /Открыть фото 1 из/ })
      .first()
      .click()
    await expect(page.getByRole('dialog')).toBeVisible()
    expect(await axe(page)).toEqual([])
  })
})
