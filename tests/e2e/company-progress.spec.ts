import AxeBuilder from '@axe-core/playwright'
import { type Page } from '@playwright/test'

import { expect, test } from './fixtures/test'

/** Issue 14, item 2: construction progress pages (/about/{project or queue slug}), desktop and mobile. */

const axe = async (page: Page) => (await new AxeBuilder({ page }).analyze()).violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }))

test.describe('construction progress', () => {
  test('a project: readiness, planned completion, months latest first with a picker, without axe violations', async ({ page }) => {
    const response = await page.goto('/about/alatau-residence')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ход строительства: Алатау Резиденс')
    await expect(page.getByTestId('progress-readiness')).toContainText(/2 очередь: \d+%; 3 очередь: \d+%/)
    await expect(page.getByTestId('progress-completion')).toContainText('2 очередь: 1 кв. 2027; 3 очередь: 4 кв. 2027')

    const months = page.getByTestId('progress-month')
    await expect(months).toHaveCount(6)
    const ids = await months.evaluateAll((sections) => sections.map((s) => s.id))
    expect(ids).toEqual([...ids].sort().reverse())
    // Each month shows both queues, with their percent as a progress bar.
    await expect(months.first().getByRole('progressbar')).toHaveCount(2)

    // The month picker jumps to the month chosen.
    const picker = page.getByRole('navigation', { name: 'Выберите месяц' })
    await expect(picker.getByRole('link')).toHaveCount(6)
    await picker.getByRole('link').nth(3).click()
    await expect(page).toHaveURL(new RegExp(`#${ids[3]}$`))
    await expect(page.locator(`#${ids[3]}`)).toBeInViewport()
    expect(await axe(page)).toEqual([])
  })

  test('photos open in the lightbox; arrows move, Escape closes', async ({ page }) => {
    await page.goto('/about/alatau-residence')
    const first = page.getByTestId('progress-entry').first()
    await first.getByRole('button', { name: /Открыть фото 1 из 2/ }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await expect(dialog.getByText('1 из 2')).toBeVisible()
    await page.keyboard.press('ArrowRight')
    await expect(dialog.getByText('2 из 2')).toBeVisible()
    expect(await axe(page)).toEqual([])
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
  })

  test('a queue has its own page, linked with the whole project and the queue page', async ({ page }) => {
    await page.goto('/about/alatau-residence')
    await page.getByRole('link', { name: 'Только 3 очередь' }).click()
    await expect(page).toHaveURL(/\/about\/alatau-residence-3$/, { timeout: 15_000 })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ход строительства: Алатау Резиденс, 3 очередь')
    await expect(page.getByTestId('progress-completion')).toHaveText(/4 кв\. 2027/)
    await expect(page.getByTestId('progress-entry')).toHaveCount(6)
    await expect(page.getByRole('link', { name: 'Страница очереди' })).toHaveAttribute('href', '/projects/queue/alatau-residence-3')
    await page.getByRole('link', { name: 'Весь проект' }).click()
    await expect(page).toHaveURL(/\/about\/alatau-residence$/, { timeout: 15_000 })
  })

  test('the project page links to its whole construction progress', async ({ page }) => {
    await page.goto('/projects/alatau-residence')
    await page.getByRole('link', { name: /Весь ход строительства/ }).click()
    await expect(page).toHaveURL(/\/about\/alatau-residence$/, { timeout: 15_000 })
  })

  test('subscription to the progress news: the error under the field, then success with the project attached', async ({ page }) => {
    await page.goto('/en/about/caspian-bay')
    const form = page.getByTestId('subscription-form')
    await form.getByLabel('E-mail').fill('not-an-address')
    await form.getByRole('button', { name: 'Subscribe' }).click()
    await expect(form.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true')
    await expect(form.getByText('Enter a valid e-mail')).toBeVisible()

    const sent = page.waitForRequest((request) => request.url().endsWith('/api/articles/subscribe') && request.method() === 'POST')
    await form.getByLabel('E-mail').fill(`progress-${Date.now()}@mail.kz`)
    await form.getByRole('button', { name: 'Subscribe' }).click()
    const body = (await sent).postDataJSON()
    expect(body).toMatchObject({ complex_id: expect.any(Number), page: '/en/about/caspian-bay' })
    await expect(page.getByText('You are subscribed')).toBeVisible()
  })

  test('an unknown slug gives the 404 page', async ({ page }) => {
    const response = await page.goto('/about/no-such-project')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Страница не найдена')
  })
})
