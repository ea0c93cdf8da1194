import type { Page } from '@playwright/test'

import { expect, test } from './fixtures/test'
import { startOwnServer } from './own-server'

/**
 * The leads desk in the admin (issue 17, items 8 and 10), with the network cut: a sales manager sees
 * today's new leads on the dashboard, opens the lead from the card, reads the form's extra fields (our own
 * list, no JSON editor from a CDN), works it through its statuses with a comment, and not one request
 * leaves localhost. On a server of its own (the suite's server keeps its fresh store without users).
 */
test.describe('the leads desk', () => {
  test.describe.configure({ mode: 'serial', timeout: 240_000 })
  test.use({ actionTimeout: 30_000 })
  let stopServer: (() => void) | undefined
  let origin = ''
  let leadId = 0
  const password = 'a long pass phrase for the desk 2026'

  const rest = async (pathname: string, init: RequestInit = {}, token?: string) => {
    const response = await fetch(`${origin}${pathname}`, {
      ...init,
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `JWT ${token}` } : {}) },
    })
    const body = await response.json()
    if (!response.ok) throw new Error(`${pathname}: ${response.status} ${JSON.stringify(body)}`)
    return body
  }

  test.beforeAll(async ({}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one browser is enough: the admin is the same on both')
    // A fresh server migrates its store first: slow on a busy machine.
    testInfo.setTimeout(300_000)
    const server = await startOwnServer('leads', 60)
    origin = server.origin
    stopServer = server.stop
    const admin = await rest('/cms-api/users/first-register', { method: 'POST', body: JSON.stringify({ email: 'admin@leads.kz', password, setup_code: server.setupCode }) })
    await rest('/cms-api/users', { method: 'POST', body: JSON.stringify({ email: 'sales@leads.kz', name: 'Мария Продажи', password, role: 'sales' }) }, admin.token)
    await rest('/cms-api/users', { method: 'POST', body: JSON.stringify({ email: 'daniyar@leads.kz', name: 'Данияр Омаров', password, role: 'sales' }) }, admin.token)
    const lead = await rest('/api/feedback/callback', { method: 'POST', body: JSON.stringify({ name: 'Айжан Сериккызы', phone: '+7 (701) 555-12-34' }) })
    leadId = lead.data.id
  })

  test.afterAll(() => stopServer?.())

  const logIn = async (page: Page, email: string) => {
    await page.goto(`${origin}/admin/login`)
    await page.getByLabel(/email|электронная почта/i).fill(email)
    await page.getByLabel(/password|пароль/i).fill(password)
    await page.getByRole('button', { name: /login|войти/i }).click()
    await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })
  }

  test('a sales manager works a new lead from the dashboard card to done, offline', async ({ page, context }) => {
    const outside: string[] = []
    await context.route('**', (route) => (new URL(route.request().url()).hostname === 'localhost' ? route.continue() : route.abort()))
    page.on('request', (request) => {
      const { hostname } = new URL(request.url())
      if (hostname !== 'localhost' && !request.url().startsWith('data:') && !request.url().startsWith('blob:')) outside.push(request.url())
    })

    await logIn(page, 'sales@leads.kz')

    // The dashboard card: one new lead today; it opens the list filtered to it.
    const card = page.getByTestId('new-leads-today')
    await expect(card.getByTestId('new-leads-today-count')).toHaveText('1')
    await card.getByRole('link').click()
    await expect(page).toHaveURL(/\/admin\/collections\/leads\?.*status/)
    const row = page.locator('table tbody tr').filter({ hasText: 'Айжан Сериккызы' })
    await expect(row).toHaveCount(1)
    await row.getByRole('link').first().click()
    await expect(page).toHaveURL(new RegExp(`/admin/collections/leads/${leadId}`))

    // What the visitor sent is read-only; the form's extra fields are our list, not a (CDN) code editor.
    await expect(page.locator('#field-name')).toBeDisabled()
    await expect(page.getByTestId('lead-details')).toBeVisible()
    await expect(page.locator('.monaco-editor, .code-editor, .json-field')).toHaveCount(0)

    const setStatus = async (label: RegExp) => {
      await page.locator('#field-status').click()
      await page.getByRole('option', { name: label }).click()
      await page
        .getByRole('button', { name: /^save$|^сохранить$/i })
        .first()
        .click()
      await expect(page.getByText(/updated successfully|изменения сохранены/i).first()).toBeVisible({ timeout: 30_000 })
    }
    await setStatus(/в работе|in progress/i)

    // A comment, through the lead's comments (a drawer of the comments collection, the lead filled in).
    const comments = page.locator('#field-comments, .field-type.join').first()
    await comments
      .getByRole('button', { name: /add new|create new|добавить|создать/i })
      .first()
      .click()
    const drawer = page.locator('.drawer--is-open, [role="dialog"]').last()
    await drawer.locator('#field-text').fill('Перезвонила, ждёт планировки')
    await drawer.getByRole('button', { name: /^save$|^сохранить$/i }).click()
    await expect(page.locator('.drawer--is-open')).toHaveCount(0, { timeout: 30_000 })
    await expect(comments.getByText('Перезвонила, ждёт планировки')).toBeVisible({ timeout: 30_000 })

    await page.reload()
    await setStatus(/закрыта|done/i)
    await page.reload()
    await expect(page.locator('#field-status')).toContainText(/закрыта|done/i)
    await expect(page.locator('#field-comments, .field-type.join').first().getByText('Перезвонила, ждёт планировки')).toBeVisible()
    await expect(page.locator('#field-name')).toHaveValue('Айжан Сериккызы')

    // Back on the dashboard: no new lead left today.
    await page.goto(`${origin}/admin`)
    await expect(page.getByTestId('new-leads-today-count')).toHaveText('0')
    expect(outside, 'requests that left localhost').toEqual([])
  })

  /**
   * Issue 31, item 6: the desk speaks in names. A sales manager's dashboard is the leads desk (today's
   * card first, no content tiles); the list reads «Не назначен» and «—» for empty values and calls the
   * phone; the assignee picker offers names; the lead shows its status history and who commented when.
   */
  test('a sales manager sees names, calls the phone and reads the status history', async ({ page }) => {
    const lead = await rest('/api/feedback/callback', { method: 'POST', body: JSON.stringify({ name: 'Гүлнар Имена', phone: '8 701 555 77 88' }) })
    const id = lead.data.id as number
    const sales = await rest('/cms-api/users/login', { method: 'POST', body: JSON.stringify({ email: 'sales@leads.kz', password }) })
    await rest(`/cms-api/leads/${id}`, { method: 'PATCH', body: JSON.stringify({ status: 'in_progress' }) }, sales.token)
    await rest('/cms-api/lead-comments', { method: 'POST', body: JSON.stringify({ lead: id, text: 'Ждёт звонка после обеда' }) }, sales.token)

    await logIn(page, 'sales@leads.kz')
    // The dashboard: today's card first, then the leads' tiles, and no content a sales manager cannot work.
    const dashboard = page.locator('.dashboard')
    await expect(dashboard.getByTestId('new-leads-today')).toBeVisible()
    await expect(dashboard.locator('.collections__label')).toHaveText(['Заявки'])
    for (const hidden of ['Проекты', 'Недвижимость', 'Новости', 'Настройки сайта', 'Медиа']) await expect(dashboard.getByText(hidden, { exact: true })).toHaveCount(0)
    await expect(page.locator('a[href="/admin/collections/articles"], a[href="/admin/collections/complexes"], a[href^="/admin/globals/"]')).toHaveCount(0)
    const order = await page.evaluate(() => {
      const card = document.querySelector('[data-testid="new-leads-today"]')!
      const tiles = document.querySelector('.collections')!
      return card.compareDocumentPosition(tiles) & Node.DOCUMENT_POSITION_FOLLOWING
    })
    expect(order, 'the card comes before the tiles').toBeTruthy()
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.screenshot({ path: test.info().outputPath('sales-dashboard.png'), fullPage: true })

    // The list: an empty assignee and project in words, the phone as a call link.
    await page.goto(`${origin}/admin/collections/leads`)
    const row = page.locator('table tbody tr').filter({ hasText: 'Гүлнар Имена' })
    await expect(row).toContainText('Не назначен')
    await expect(row).toContainText('—')
    await expect(row).not.toContainText('Без метки')
    await expect(row.getByTestId('lead-phone-link')).toHaveAttribute('href', 'tel:+77015557788')
    await expect(row.getByTestId('lead-phone-link')).toHaveText('+7 (701) 555-77-88')
    await page.screenshot({ path: test.info().outputPath('leads-list.png'), fullPage: true })

    // The lead: the phone calls, the history names who changed what, the comment its author and time.
    await page.goto(`${origin}/admin/collections/leads/${id}`)
    await expect(page.locator('main, .collection-edit').getByTestId('lead-phone-link').first()).toHaveAttribute('href', 'tel:+77015557788')
    await expect(page.getByTestId('lead-status-history')).toContainText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2} · Мария Продажи: Новая → В работе/)
    await expect(page.getByTestId('comment-author').first()).toContainText(/Мария Продажи · \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/)

    // The assignee picker offers names, never e-mails; the pick is shown by name in the list.
    await page.locator('#field-assignee').click()
    await expect(page.getByRole('option', { name: 'Данияр Омаров' })).toBeVisible()
    await expect(page.getByRole('option', { name: /@leads\.kz/ })).toHaveCount(0)
    await page.getByRole('option', { name: 'Данияр Омаров' }).click()
    await page
      .getByRole('button', { name: /^save$|^сохранить$/i })
      .first()
      .click()
    await expect(page.getByText(/updated successfully|успешно|изменения сохранены/i).first()).toBeVisible({ timeout: 30_000 })
    await page.screenshot({ path: test.info().outputPath('lead-edit.png'), fullPage: true })
    await page.goto(`${origin}/admin/collections/leads`)
    await expect(page.locator('table tbody tr').filter({ hasText: 'Гүлнар Имена' })).toContainText('Данияр Омаров')
  })
})
