import AxeBuilder from '@axe-core/playwright'

import { type Page } from '@playwright/test'

import { expect, test } from './fixtures/test'

/** Issue 13, items 1-4: news and promotions, desktop and mobile (run on the production build with the demo seed). */

const axe = async (page: Page) => (await new AxeBuilder({ page }).analyze()).violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }))

const structuredData = async (page: Page) => (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text))

test.describe('news and promotions', () => {
  // Pages render on demand on a loaded machine: more time than the default per test.
  test.describe.configure({ timeout: 90_000 })

  test('the landing shows running promotions first, then the latest news', async ({ page }) => {
    const response = await page.goto('/contents')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Новости и акции')
    const headings = await page.getByRole('heading', { level: 2 }).allTextContents()
    expect(headings.indexOf('Действующие акции')).toBeLessThan(headings.indexOf('Последние новости'))
    const promotions = page.getByTestId('current-promotions').getByTestId('promotion-card')
    expect(await promotions.count()).toBeGreaterThan(0)
    for (const state of await promotions.evaluateAll((cards) => cards.map((c) => c.getAttribute('data-state')))) expect(state).toBe('current')
    await expect(page.getByTestId('latest-news').getByTestId('article-card')).toHaveCount(6)
    expect(await axe(page)).toEqual([])
  })

  test('the landing subscribes to the news with consent, and thanks an address already subscribed the same way', async ({ page }, testInfo) => {
    await page.goto('/contents')
    // Consent first, then success, then the same thank-you for the same address (the endpoint does not
    // tell whether an address was subscribed: src/leads/http.ts).
    const form = page.getByTestId('subscribe-form')
    const email = `e2e-${testInfo.project.name}-${Date.now()}@mail.kz`
    await form.getByLabel('E-mail').fill(email)
    await form.getByRole('button', { name: 'Подписаться' }).click()
    await expect(form.getByText('Подтвердите согласие на рассылку')).toBeVisible()
    await expect(form.getByRole('checkbox')).toBeFocused()
    await page.keyboard.press('Space')
    await form.getByRole('button', { name: 'Подписаться' }).click()
    const result = page.getByTestId('subscribe-result')
    // The answer may take a while on a loaded machine (the request is stored before it answers).
    await expect(result).toContainText('Вы подписаны', { timeout: 20_000 })
    await expect(result).toContainText(email)
    // Its text as toHaveText reads it (textContent; innerText would add the paragraphs' line breaks).
    const thanks = (await result.textContent()) ?? ''
    await result.getByRole('button', { name: 'Подписать другой адрес' }).click()
    await page.getByTestId('subscribe-form').getByLabel('E-mail').fill(email)
    await page.getByTestId('subscribe-form').getByRole('checkbox').check()
    await page.getByTestId('subscribe-form').getByRole('button', { name: 'Подписаться' }).click()
    await expect(page.getByTestId('subscribe-result')).toHaveText(thanks, { timeout: 20_000 })
  })

  test('a wrong e-mail shows the server error under the field', async ({ page }) => {
    await page.goto('/contents')
    const form = page.getByTestId('subscribe-form')
    await form.getByLabel('E-mail').fill('not-an-address')
    await form.getByRole('checkbox').check()
    await form.getByRole('button', { name: 'Подписаться' }).click()
    await expect(form.getByLabel('E-mail')).toHaveAccessibleDescription('Введите корректный e-mail', { timeout: 20_000 })
  })

  test('the pages exist in Kazakh and English', async ({ page }) => {
    await page.goto('/kk/contents')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Жаңалықтар мен акциялар')
    await page.goto('/en/contents/promo')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Offers')
    await page.goto('/en/contents/news')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('News')
  })

  test('the news list pages by 12, filters by year and project through the URL, and drops unknown values', async ({ page }) => {
    await page.goto('/contents/news')
    await expect(page.getByTestId('news-list').getByTestId('article-card')).toHaveCount(12)
    await page.getByRole('navigation', { name: 'Страницы новостей' }).getByRole('link', { name: 'Страница 2' }).click()
    await expect(page).toHaveURL(/\/contents\/news\?page=2$/)
    await expect(page).toHaveTitle(/Новости — страница 2/)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/contents\/news\?page=2$/)

    await page.goto('/contents/news')
    const year = page.getByLabel('Год')
    const years = (await year.locator('option').allTextContents()).filter((text) => /^\d{4}$/.test(text))
    expect(years.length).toBeGreaterThan(0)
    const chosen = years[years.length - 1]
    await year.selectOption(chosen)
    await page.getByRole('button', { name: 'Показать' }).click()
    await expect(page).toHaveURL(new RegExp(`year=${chosen}`))
    const dates = await page
      .getByTestId('article-card')
      .locator('time')
      .evaluateAll((times) => times.map((t) => t.getAttribute('datetime')!))
    expect(dates.length).toBeGreaterThan(0)
    for (const date of dates) expect(new Date(Date.parse(date) + 5 * 3_600_000).getUTCFullYear()).toBe(Number(chosen))

    await page.goto('/contents/news?complex_id=99999999&year=1900')
    await expect(page).toHaveURL(/\/contents\/news$/)
  })

  test('an article shows its text, date, project, share links, related news and NewsArticle data', async ({ page }) => {
    await page.goto('/contents/news')
    const first = page.getByTestId('article-card').first()
    const title = (await first.getByRole('heading').textContent())!.trim()
    await first.getByRole('link').click()
    await expect(page).toHaveURL(/\/contents\/news\/[\w-]+$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page.getByTestId('article-body')).not.toBeEmpty()
    await expect(page.getByRole('navigation', { name: 'Навигационная цепочка' }).getByRole('link', { name: 'Новости', exact: true })).toHaveAttribute('href', '/contents/news')
    await expect(page.getByTestId('share-links').getByRole('link', { name: 'Поделиться в Telegram' })).toHaveAttribute('href', /^https:\/\/t\.me\/share\/url\?url=/)
    await expect(page.getByTestId('related-news').getByTestId('article-card')).toHaveCount(3)
    const data = await structuredData(page)
    expect(data.find((item) => item['@type'] === 'NewsArticle')).toMatchObject({ headline: title })
    expect(data.find((item) => item['@type'] === 'BreadcrumbList')).toBeTruthy()
    expect(await axe(page)).toEqual([])

    const missing = await page.goto('/contents/news/no-such-article')
    expect(missing?.status()).toBe(404)
  })

  test('promotions: running ones, ended ones apart and marked, the project filter', async ({ page }) => {
    await page.goto('/contents/promo')
    const current = page.getByTestId('current-promotions').getByTestId('promotion-card')
    const ended = page.getByTestId('ended-promotions').getByTestId('promotion-card')
    expect(await current.count()).toBeGreaterThan(0)
    expect(await ended.count()).toBeGreaterThan(0)
    for (const card of await ended.all()) await expect(card).toContainText('Акция завершена')
    await expect(page.getByRole('heading', { name: 'Завершённые акции' })).toBeVisible()

    expect(await axe(page)).toEqual([])

    await page.getByLabel('Проект').selectOption({ label: 'Алатау Резиденс' })
    await page.getByRole('button', { name: 'Показать' }).click()
    await expect(page).toHaveURL(/complex_id=\d+/)
    await expect(page.getByTestId('current-promotions').getByTestId('promotion-card')).toHaveCount(1)
    await expect(page.getByTestId('current-promotions').getByTestId('promotion-card')).toContainText('Паркинг в подарок')
  })

  test('a promotion shows its terms, dates, where it applies, a request form and Offer data', async ({ page }) => {
    await page.goto('/contents/promo/parking-gift-alatau-residence')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Паркинг в подарок в ЖК «Алатау Резиденс»')
    await expect(page.getByTestId('promotion')).toHaveAttribute('data-state', 'current')
    await expect(page.getByTestId('promotion-body')).toContainText('Количество мест ограничено.')
    await expect(page.getByTestId('promotion-validity')).toContainText('—')
    const listing = page.getByTestId('promotion-applies').getByRole('link', { name: 'Смотреть квартиры' })
    await expect(listing).toHaveAttribute('href', /^\/properties\/apartments\?complex_id=\d+$/)
    const offer = (await structuredData(page)).find((item) => item['@type'] === 'Offer')
    expect(offer).toMatchObject({ name: 'Паркинг в подарок в ЖК «Алатау Резиденс»', availability: 'https://schema.org/InStock' })
    expect(Date.parse(offer.validThrough)).toBeGreaterThan(Date.now())
    expect(await axe(page)).toEqual([])

    const form = page.getByTestId('promotion-request')
    await expect(form.getByText('Заявка по акции')).toBeVisible()
    await form.getByLabel('Имя').fill('Айгерім')
    await form.getByLabel('Телефон').pressSequentially('7011234567')
    const request = page.waitForRequest('**/api/feedback/callback')
    await form.getByRole('button', { name: 'Отправить' }).click()
    const body = (await request).postDataJSON()
    expect(body).toMatchObject({ name: 'Айгерім', page: '/contents/promo/parking-gift-alatau-residence' })
    expect(typeof body.complex_id).toBe('number')
    await expect(form.getByText('Заявка отправлена')).toBeVisible({ timeout: 20_000 })

    await listing.click()
    await expect(page).toHaveURL(/\/properties\/apartments\?complex_id=\d+/)
  })

  test('an ended promotion is marked and offers the running ones instead of a form', async ({ page }) => {
    await page.goto('/contents/promo/black-friday-storerooms')
    await expect(page.getByTestId('promotion')).toHaveAttribute('data-state', 'ended')
    await expect(page.getByTestId('promotion')).toContainText('Акция завершена')
    await expect(page.getByTestId('promotion-request').getByRole('textbox')).toHaveCount(0)
    const offer = (await structuredData(page)).find((item) => item['@type'] === 'Offer')
    expect(offer.availability).toBe('https://schema.org/Discontinued')
    expect((await page.goto('/contents/promo/no-such-offer'))?.status()).toBe(404)
  })
})
