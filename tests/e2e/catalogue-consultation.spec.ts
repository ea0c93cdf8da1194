import AxeBuilder from '@axe-core/playwright'
import { type Page } from '@playwright/test'

import { expect, test } from './fixtures/test'
import { clientNavigate } from './shell-support'

/**
 * The consultation modal of the /projects, /properties and /purchase-methods sections (spec §4). The
 * section layouts mount it; /test-ui/consultation?section=… mounts it the same way, so these tests do
 * not depend on the section pages. Switches (src/client/consultation.ts): under automation the modal
 * opens only when sessionStorage `consultation-delay` is set (the real 5000, or shorter);
 * `consultation-off` = '1' disables it.
 */

const modal = (page: Page) => page.getByRole('dialog', { name: 'Получить консультацию' })

/** A short delay for this page's session (set before any script of the page runs). */
const shortDelay = (page: Page, ms = 300) => page.addInitScript((delay) => sessionStorage.setItem('consultation-delay', String(delay)), ms)

const shownImage = (page: Page) => modal(page).getByRole('img').getAttribute('data-image-id')
/** Whether the dialog's picture has loaded (decoded, with its size). */
const loadedImage = (page: Page) =>
  modal(page)
    .getByRole('img')
    .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)

const axe = async (page: Page) => (await new AxeBuilder({ page }).analyze()).violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }))

test.describe('consultation modal', () => {
  test('opens about 5 seconds after entering a section, with an image and the request form', async ({ page }) => {
    await shortDelay(page, 5000)
    await page.goto('/test-ui/consultation?section=projects')
    const start = Date.now()
    const trigger = page.getByRole('link', { name: 'A link to focus before the modal opens' })
    await trigger.focus()
    await page.waitForTimeout(3500)
    await expect(modal(page)).toBeHidden()
    await expect(modal(page)).toBeVisible({ timeout: 6000 })
    const elapsed = Date.now() - start
    expect(elapsed).toBeGreaterThanOrEqual(4500)
    expect(elapsed).toBeLessThan(8000)

    const dialog = modal(page)
    await expect(dialog.getByRole('img')).toBeVisible()
    await expect.poll(() => loadedImage(page)).toBe(true)
    await expect(dialog.getByRole('form', { name: 'Получить консультацию' })).toBeVisible()
    // It opened by itself while the visitor was on a link: the focus stays there (issue 18, item 5)...
    await expect(trigger).toBeFocused()
    // ...and the next Tab leads into the dialog, now modal.
    await page.keyboard.press('Tab')
    await expect(dialog.getByRole('textbox').first()).toBeFocused()
    expect(await dialog.evaluate((d) => d.matches(':modal'))).toBe(true)
    // The page behind is inert: Tab keeps the focus inside the dialog.
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab')
      expect(await dialog.evaluate((d) => d.contains(document.activeElement) || document.activeElement === document.body)).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(trigger).toBeFocused()
  })

  test('opening by itself with the focus on nothing, it takes the focus: a modal dialog, its first field focused', async ({ page }) => {
    await shortDelay(page)
    await page.goto('/test-ui/consultation?section=projects')
    await expect(modal(page)).toBeVisible()
    await expect(modal(page).getByRole('textbox').first()).toBeFocused()
    expect(await modal(page).evaluate((d) => d.matches(':modal'))).toBe(true)
    await page.keyboard.press('Escape')
    await expect(modal(page)).toBeHidden()
  })

  test('a visitor typing in a filter across the 5 s mark keeps every character and the focus; after a pause the modal shows without taking it', async ({ page }) => {
    await shortDelay(page, 5000)
    await page.goto('/properties/apartments')
    const start = Date.now()
    const toggle = page.getByRole('button', { name: 'Показать фильтры' })
    if (await toggle.isVisible()) await toggle.click()
    const filters = page.getByRole('form', { name: 'Фильтры' })
    const price = filters.getByLabel('Цена, ₸ от')
    await price.click()
    // Keys from before the 5 s mark until well after it.
    const typed = '12500000'
    const perKey = Math.max(400, Math.ceil((6500 - (Date.now() - start)) / typed.length))
    await price.pressSequentially(typed, { delay: perKey })
    expect(Date.now() - start, 'the typing went on past the delay').toBeGreaterThan(5500)
    await expect(modal(page)).toBeHidden({ timeout: 1 })
    await expect(price).toBeFocused()
    await expect(price).toHaveValue(/^12\D?500\D?000$/)
    // The visitor moves on to a button of the form and pauses: the modal may show, the focus stays on the button.
    const show = filters.getByRole('button').last()
    await show.focus()
    await expect(modal(page)).toBeVisible({ timeout: 8000 })
    await expect(show).toBeFocused()
    expect(await modal(page).evaluate((d) => d.matches(':modal'))).toBe(false)
    await expect(price).toHaveValue(/^12\D?500\D?000$/)
    // Escape closes it; the focus never left the button.
    await page.keyboard.press('Escape')
    await expect(modal(page)).toBeHidden()
    await expect(show).toBeFocused()
  })

  test('opens once per section per session, with a new image each time', async ({ page }) => {
    await shortDelay(page)
    await page.goto('/test-ui/consultation?section=projects')
    await expect(modal(page)).toBeVisible()
    const first = await shownImage(page)
    await modal(page).getByRole('button', { name: 'Закрыть окно' }).click()
    await expect(modal(page)).toBeHidden()

    await page.reload()
    await page.waitForTimeout(1200)
    await expect(modal(page)).toBeHidden()

    await page.goto('/kk/test-ui/consultation?section=properties')
    await expect(page.getByRole('dialog', { name: 'Кеңес алу' })).toBeVisible()
    const second = await page.getByRole('dialog').getByRole('img').getAttribute('data-image-id')
    expect(second).not.toBe(first)
    expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('consultation-sections')!))).toEqual(['projects', 'properties'])
  })

  test('shows all 7 images before repeating one', async ({ page }) => {
    await shortDelay(page, 100)
    const seen: string[] = []
    await page.goto('/test-ui/consultation?section=purchase-methods')
    for (let i = 0; i < 8; i++) {
      // Forget the sections (not the images) so that the modal opens again on reload.
      if (i > 0) {
        await page.evaluate(() => sessionStorage.removeItem('consultation-sections'))
        await page.reload()
      }
      await expect(modal(page)).toBeVisible()
      seen.push((await shownImage(page))!)
    }
    expect(new Set(seen.slice(0, 7)).size).toBe(7)
    expect(seen[7]).not.toBe(seen[6])
  })

  test('leaving the section before the delay cancels it', async ({ page }) => {
    await shortDelay(page, 3000)
    await page.goto('/test-ui/consultation?section=projects')
    await expect(page.getByRole('heading', { name: /Consultation modal/ })).toBeVisible()
    await clientNavigate(page, '/test-ui')
    await expect(page.getByRole('heading', { name: 'UI components' })).toBeVisible()
    await page.waitForTimeout(3500)
    await expect(modal(page)).toBeHidden()
    expect(await page.evaluate(() => sessionStorage.getItem('consultation-sections'))).toBeNull()
  })

  test('does not take the focus from a field the visitor is typing in, and opens after a pause once it is left', async ({ page }) => {
    // The visitor starts typing soon after the page is ready and goes on past the 4 s delay.
    await shortDelay(page, 4000)
    await page.goto('/properties/apartments')
    // Below 960 px the filters fold away behind a toggle.
    const toggle = page.getByRole('button', { name: 'Показать фильтры' })
    if (await toggle.isVisible()) await toggle.click()
    const price = page.getByRole('form', { name: 'Фильтры' }).getByLabel('Цена, ₸ до')
    await price.click()
    await expect(modal(page), 'the test types before the delay is over').toBeHidden({ timeout: 1 })
    await price.pressSequentially('45000000', { delay: 700 })
    // The delay passed while the visitor typed: the modal neither opened nor took a keystroke.
    await expect(modal(page)).toBeHidden({ timeout: 1 })
    await expect(price).toBeFocused()
    await expect(price).toHaveValue(/^45\D?000\D?000$/)
    // Still in the field, hands off the keyboard: the field keeps the focus.
    await page.waitForTimeout(2500)
    await expect(modal(page)).toBeHidden({ timeout: 1 })
    await expect(price).toBeFocused()
    // The visitor leaves the field: after a pause the modal opens.
    await price.evaluate((field: HTMLInputElement) => field.blur())
    await expect(modal(page)).toBeVisible({ timeout: 8000 })
  })

  test('never opens for audit tools, nor in browser tests that did not opt in', async ({ browser, page, context }) => {
    const lighthouse = await browser.newContext({
      locale: 'ru-RU',
      userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
    })
    const audited = await lighthouse.newPage()
    await shortDelay(audited)
    await audited.goto('/test-ui/consultation?section=projects')
    await audited.waitForTimeout(1500)
    await expect(modal(audited)).toBeHidden()
    await lighthouse.close()

    await page.addInitScript(() => sessionStorage.setItem('consultation-off', '1'))
    await shortDelay(page)
    await page.goto('/test-ui/consultation?section=projects')
    await page.waitForTimeout(1500)
    await expect(modal(page)).toBeHidden()

    // Another page of this run, no opt-in: the modal stays off even after the real delay.
    const plain = await context.newPage()
    await plain.goto('/test-ui/consultation?section=properties')
    await plain.waitForTimeout(5500)
    await expect(modal(plain)).toBeHidden()
  })

  test('the modal body is not loaded before it opens', async ({ page, request }) => {
    const requests: string[] = []
    page.on('request', (r) => requests.push(r.url()))
    await shortDelay(page, 2000)
    await page.goto('/test-ui/consultation?section=projects')
    await page.waitForLoadState('load')
    await page.waitForTimeout(800)
    // The modal's own images (the feedback images); a linked page's largest image may come with its prefetch.
    const feedbackImages = (await (await request.get('/api/feedback-images')).json()).data.map((f: { image: { url: string } }) =>
      (f.image.url.split('/').pop() ?? '').replace(/\.\w+$/, ''),
    )
    const imagesBefore = requests.filter((url) => (url.includes('/cms-api/media/') || url.includes('/img/')) && feedbackImages.some((name: string) => url.includes(name))).length
    expect(imagesBefore).toBe(0)
    expect(await page.getByTestId('consultation-modal').count()).toBe(0)
    await expect(modal(page)).toBeVisible({ timeout: 5000 })
    await expect(modal(page).getByRole('img')).toBeVisible()
  })

  test('axe finds no violations with the modal open', async ({ page }) => {
    await shortDelay(page)
    await page.goto('/test-ui/consultation?section=projects')
    await expect(modal(page)).toBeVisible()
    await expect(modal(page).getByRole('img')).toBeVisible()
    expect(await axe(page)).toEqual([])
  })

  // It opens seconds after the page: were its image the largest thing painted, that would be the page's
  // largest paint for a visitor who has not touched it yet (12 s on /projects under Lighthouse's slow 4G).
  for (const path of ['/projects', '/purchase-methods/mortgage']) {
    test(`on ${path} the open modal is not a phone's largest paint`, async ({ page }, testInfo) => {
      // On wide screens the image beside the form still is (a design question left to the planners: issue 35's note).
      test.skip(testInfo.project.name !== 'mobile', 'phones only')
      await shortDelay(page)
      await page.goto(path)
      await expect(modal(page).getByRole('img')).toBeVisible()
      await expect.poll(() => loadedImage(page)).toBe(true)
      await page.waitForTimeout(500)
      const largest = await page.evaluate(
        () =>
          new Promise<{ inModal: boolean; what: string }>((resolve) =>
            new PerformanceObserver((list) => {
              const element = (list.getEntries().at(-1) as PerformanceEntry & { element: Element | null }).element
              resolve({ inModal: !!element?.closest('dialog'), what: element?.outerHTML.slice(0, 80) ?? 'none' })
            }).observe({ type: 'largest-contentful-paint', buffered: true }),
          ),
      )
      expect(largest.inModal, largest.what).toBe(false)
    })
  }

  // The section pages come from other branches: checked here once they exist.
  for (const path of ['/projects', '/properties/apartments', '/en/purchase-methods']) {
    test(`opens on ${path} once that page exists`, async ({ page, request }) => {
      const status = (await request.get(path)).status()
      test.skip(status !== 200, `${path} answers ${status} in this build`)
      await shortDelay(page)
      await page.goto(path)
      await expect(page.getByRole('dialog', { name: /Получить консультацию|Get a consultation/ })).toBeVisible()
    })
  }
})
