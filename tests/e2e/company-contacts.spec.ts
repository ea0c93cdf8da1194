import AxeBuilder from '@axe-core/playwright'
import path from 'node:path'
import { type Page } from '@playwright/test'

import { expect, test } from './fixtures/test'

/** Issue 14, item 3: /contacts, desktop and mobile. */

const axe = async (page: Page) => (await new AxeBuilder({ page }).analyze()).violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }))

const SCRIPT = /^https:\/\/ymaps\.test\//
const FAKE = path.resolve('tests/e2e/fixtures/ymaps3-fake.js')

/** A working day (Tuesday) at least two days ahead, in Almaty: the seeded offices receive 9:00–19:00 then. */
function nextTuesday(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Almaty' }).format(new Date())
  const day = new Date(`${today}T00:00:00Z`)
  day.setUTCDate(day.getUTCDate() + 2)
  while (day.getUTCDay() !== 2) day.setUTCDate(day.getUTCDate() + 1)
  return day.toISOString().slice(0, 10)
}
/** A Sunday ahead: the offices are closed. */
function nextSunday(): string {
  const day = new Date(`${nextTuesday()}T00:00:00Z`)
  day.setUTCDate(day.getUTCDate() + 5)
  return day.toISOString().slice(0, 10)
}

test.describe('contacts', () => {
  test('every office with address, hours, phones, e-mail and map links (no raw coordinates), on the catalogue map; without axe violations', async ({ page }) => {
    await page.route(SCRIPT, (route) => route.fulfill({ path: FAKE, contentType: 'application/javascript' }))
    const response = await page.goto('/contacts')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Контакты')
    const offices = page.getByTestId('office')
    await expect(offices).toHaveCount(4)
    const head = offices.first()
    await expect(head.getByRole('heading')).toHaveText('Головной офис')
    await expect(head).toContainText('Алматы, пр. Аль-Фараби, 77, 5 этаж')
    await expect(head).toContainText('Пн–Пт 9:00–19:00, Сб 10:00–16:00')
    await expect(head.getByRole('link', { name: '+7 (727) 300-00-00' })).toHaveAttribute('href', 'tel:+77273000000')
    await expect(head.getByRole('link', { name: 'info@qazaqstroy.kz' })).toHaveAttribute('href', 'mailto:info@qazaqstroy.kz')
    await expect(head).not.toContainText('43.21870')
    await expect(head).toHaveAttribute('data-latitude', '43.2187')
    await expect(head.getByRole('link', { name: /2ГИС/ })).toHaveAttribute('href', 'https://2gis.kz/geo/76.9283,43.2187')

    const map = page.getByTestId('location-map')
    await map.scrollIntoViewIfNeeded()
    await expect(map.locator('[data-map-state]')).toHaveAttribute('data-map-state', 'loaded')
    await expect(map.locator('[data-fake-marker]')).toHaveCount(4)

    // The sales office of each project, and the company's requisites.
    await expect(page.getByTestId('project-office').filter({ hasText: 'Есиль Риверсайд' })).toContainText('Офис продаж в Астане')
    await expect(page.getByTestId('requisites')).toContainText('090840012345')
    expect(await axe(page)).toEqual([])
  })

  test('when the map cannot load, the box says so and the offices stay listed', async ({ page }) => {
    await page.route(SCRIPT, (route) => route.abort())
    await page.goto('/contacts')
    const map = page.getByTestId('location-map')
    await map.scrollIntoViewIfNeeded()
    await expect(map.locator('[data-map-state]')).toHaveAttribute('data-map-state', 'error')
    await expect(map.getByText('Не удалось загрузить карту. Все адреса — в списке ниже.')).toBeVisible()
    await expect(page.getByTestId('office')).toHaveCount(4)
  })

  test('meeting request: office, date and a slot within its hours, then name and phone', async ({ page }) => {
    await page.goto('/contacts')
    const form = page.getByTestId('meeting-form')
    await form.scrollIntoViewIfNeeded()
    // Nothing chosen yet: the form says what is missing, under each field.
    await form.getByRole('button', { name: 'Записаться' }).click()
    await expect(form.getByLabel('Офис')).toHaveAttribute('aria-invalid', 'true')

    await form.getByLabel('Офис').selectOption({ label: 'Офис продаж в Астане, Астана, пр. Мангилик Ел, 38' })
    await expect(form).toContainText('Часы работы: Пн–Пт 9:00–19:00, Сб 10:00–16:00')
    // A Sunday: closed, no slot to pick.
    await form.getByLabel('Дата').fill(nextSunday())
    await expect(form.getByRole('radio')).toHaveCount(0)
    await expect(form).toContainText('В этот день офис не принимает')

    const day = nextTuesday()
    await form.getByLabel('Дата').fill(day)
    const slots = form.getByRole('radio')
    await expect(slots).toHaveCount(10)
    await expect(slots.first()).toHaveAccessibleName('09:00')
    await expect(slots.last()).toHaveAccessibleName('18:00')
    await form.getByRole('radio', { name: '11:00' }).check()
    await form.getByLabel('Имя').fill('Айгерим')
    await form.getByLabel('Телефон').pressSequentially('7011234567')
    expect(await axe(page)).toEqual([])

    const sent = page.waitForRequest((request) => request.url().endsWith('/api/feedback/meets') && request.method() === 'POST')
    await form.getByRole('button', { name: 'Записаться' }).click()
    const body = (await sent).postDataJSON()
    expect(body).toMatchObject({ office_id: expect.stringMatching(/^\d+$/), date: day, time: '11:00', name: 'Айгерим', phone: '+77011234567', page: '/contacts' })
    await expect(page.getByText('Вы записаны')).toBeVisible()
  })

  test('question form: translated errors under the fields, then success', async ({ page }) => {
    await page.goto('/en/contacts')
    const form = page.getByTestId('question-form')
    await form.getByRole('button', { name: 'Send the question' }).click()
    await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true')
    await expect(form.getByLabel('Your question')).toHaveAttribute('aria-invalid', 'true')
    await expect(form.getByText('Required field').first()).toBeVisible()

    await form.getByLabel('Name').fill('Aigerim')
    await form.getByLabel('Phone').pressSequentially('7011234567')
    await form.getByLabel('Your question').fill('<b>Is there</b> an instalment plan?')
    await form.getByRole('button', { name: 'Send the question' }).click()
    // Markup is refused as text, under the field.
    await expect(form.getByLabel('Your question')).toHaveAttribute('aria-invalid', 'true')
    await form.getByLabel('Your question').fill('Is there an instalment plan for a parking space?')
    await form.getByRole('button', { name: 'Send the question' }).click()
    await expect(page.getByText('Your question is sent')).toBeVisible()
  })
})
