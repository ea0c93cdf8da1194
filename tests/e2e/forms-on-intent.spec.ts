import { type Locator, type Page } from '@playwright/test'

import { expect, test } from './fixtures/test'

/**
 * The request forms, galleries, videos, maps and favorite buttons a page shows come as server HTML whose script
 * is downloaded and hydrated when a visitor reaches for them, or once they are in view for those that act by
 * themselves (src/components/ui/hydrate-on-intent.tsx), not with the page's first load (issue 35). Nothing a
 * visitor does in the meantime may be lost.
 */

/** Whether React runs the element: its fiber is on it once hydrated. */
const isHydrated = (element: Locator) => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$')))

/** The build's scripts a page's HTML names (its script tags and the RSC payload's chunk lists). */
const scriptsNamedIn = (html: string) => new Set(html.match(/\/_next\/static\/[^"'\s\\]+?\.js/g))

/** Holds every script the page asks for from now on, less those of `letThrough`, until `release` is called. */
async function holdScripts(page: Page, letThrough = new Set<string>()) {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/_next/static/**/*.js', async (route) => {
    if (!letThrough.has(new URL(route.request().url()).pathname)) await released
    await route.continue()
  })
  return release
}

test.describe('islands hydrated on intent', () => {
  test('the contacts page’s first scripts do not carry its forms; a form runs once a visitor reaches for it', async ({ page, request }) => {
    const html = await (await request.get('/contacts')).text()
    const scripts = [...scriptsNamedIn(html)]
    expect(scripts.length).toBeGreaterThan(0)
    for (const src of scripts) expect(await (await request.get(src)).text(), src).not.toMatch(/question-form|meeting-form/)

    await page.goto('/contacts')
    const form = page.getByTestId('question-form')
    const name = form.getByLabel('Имя')
    await name.focus()
    await expect.poll(() => isHydrated(name)).toBe(true)
    await name.pressSequentially('Анна')
    await form.getByLabel('Телефон').pressSequentially('7011234567')
    await expect(form.getByLabel('Телефон')).toHaveValue('+7 (701) 123-45-67')
  })

  test('what a visitor typed and sent before the form’s script arrived is sent once it runs, and never in the address', async ({ page }) => {
    await page.goto('/contacts')
    const release = await holdScripts(page)
    const form = page.getByTestId('question-form')
    await form.getByLabel('Имя').fill('Иван Ранний')
    await form.getByLabel('Телефон').fill('7011234567')
    await form.getByLabel('Ваш вопрос').fill('Отправлено до загрузки формы')
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/feedback/questions') && request.method() === 'POST')
    await form.getByRole('button', { name: 'Отправить вопрос' }).click()
    // Held: a plain submission would have reloaded the page with the fields in its address.
    await page.waitForTimeout(500)
    expect(page.url()).not.toContain('?')
    expect(await isHydrated(form)).toBe(false)
    release()
    const body = (await sent).postDataJSON() as Record<string, string>
    expect(body).toMatchObject({ name: 'Иван Ранний', phone: '+77011234567', message: 'Отправлено до загрузки формы', page: '/contacts' })
    await expect(page.getByRole('status').filter({ hasText: 'Вопрос отправлен' })).toBeVisible()
  })

  test('a client navigation within the page keeps a form that was not hydrated yet, and it works', async ({ page }) => {
    await page.goto('/contacts')
    const form = page.getByTestId('question-form')
    // A link to the same page with a query: the site's client navigation renders the page again.
    await page.evaluate(() => {
      const link = Object.assign(document.createElement('a'), { href: '/contacts?from=test', textContent: 'same page' })
      document.body.append(link)
      link.click()
    })
    await expect(page).toHaveURL(/\/contacts\?from=test$/)
    await expect(form.getByLabel('Имя')).toBeVisible()
    await form.getByLabel('Телефон').pressSequentially('7011234567')
    await expect(form.getByLabel('Телефон')).toHaveValue('+7 (701) 123-45-67')
  })

  test('a form reached by a client navigation is there at once and works', async ({ page }) => {
    await page.goto('/about')
    await page.evaluate(() => {
      const link = Object.assign(document.createElement('a'), { href: '/contacts', textContent: 'contacts' })
      document.body.append(link)
      link.click()
    })
    await expect(page).toHaveURL(/\/contacts$/)
    const phone = page.getByTestId('question-form').getByLabel('Телефон')
    await phone.pressSequentially('7011234567')
    await expect(phone).toHaveValue('+7 (701) 123-45-67')
  })

  test('a click on a photo before the gallery’s script arrived opens the lightbox once it runs', async ({ page }) => {
    // The islands' code (scripts the HTML does not name) held from the start: the page's hydration now and then
    // asks for the gallery's code at once.
    const html = await (await page.request.get('/projects/alatau-residence')).text()
    const release = await holdScripts(page, scriptsNamedIn(html))
    await page.goto('/projects/alatau-residence')
    const first = page.getByRole('button', { name: /^Открыть фото 1 из \d+$/ }).first()
    await first.click()
    await page.waitForTimeout(300)
    expect(await isHydrated(first)).toBe(false)
    await expect(page.getByRole('dialog')).toBeHidden()
    release()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await expect(dialog.getByText(/^1 из \d+$/)).toBeVisible()
  })

  test('a favorite’s mark, read from this browser, comes without a visitor reaching for it', async ({ page }) => {
    await page.goto('/properties/apartments')
    const button = () => page.getByTestId('estate-card').first().getByTestId('favorite-button')
    await button().click()
    await expect(button()).toHaveAttribute('aria-pressed', 'true')
    await page.reload()
    await expect(button()).toHaveAttribute('aria-pressed', 'true')
  })

  test('without JavaScript every island is shown in its place', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'ru-RU' })
    const page = await context.newPage()
    await page.goto('/contacts')
    await expect(page.getByTestId('question-form')).toBeVisible()
    await page.goto('/projects/alatau-residence')
    await expect(page.getByRole('button', { name: /^Открыть фото 1 из \d+$/ }).first()).toBeVisible()
    await context.close()
  })
})
