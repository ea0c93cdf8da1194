import { type Page } from '@playwright/test'

import { expect, test } from './fixtures/test'
import { isDesktop } from './shell-support'

/** Spec §2 and §4: the mobile header (under 960 px) and its drawer with all its states. */
test.describe('mobile header and drawer', () => {
  test.beforeEach(({}, testInfo) => test.skip(isDesktop(testInfo), 'mobile layout'))

  const header = (page: Page) => page.getByRole('banner')
  const drawer = (page: Page) => page.getByRole('dialog', { name: 'Меню' })
  const openDrawer = async (page: Page) => {
    await header(page).getByRole('button', { name: 'Открыть меню' }).click()
    await expect(drawer(page)).toBeVisible()
  }

  test('shows a call button, favorites, contacts and the burger instead of the desktop rows; socials from 440 px', async ({ page }) => {
    await page.goto('/')
    const banner = header(page)
    // A phone that sells calls from the first screen (issue 32).
    await expect(banner.getByRole('link', { name: 'Позвонить +7 (727) 300-00-00' })).toHaveAttribute('href', 'tel:+77273000000')
    await expect(banner.getByRole('link', { name: 'Instagram' })).toBeHidden()
    await expect(banner.getByRole('link', { name: /^Избранное/ })).toBeVisible()
    await expect(banner.getByRole('link', { name: 'Контакты' })).toBeVisible()
    await expect(banner.getByRole('button', { name: 'Открыть меню' })).toBeVisible()
    await expect(banner.getByRole('navigation', { name: 'Основное меню' })).toBeHidden()
    await expect(banner.getByRole('button', { name: 'Написать нам' })).toBeHidden()
    // Nothing sticks out of the 390 px screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await page.setViewportSize({ width: 480, height: 844 })
    await expect(banner.getByRole('link', { name: 'Instagram' })).toBeVisible()
    await expect(banner.getByRole('link', { name: 'Позвонить +7 (727) 300-00-00' })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(480)
  })

  test('the UI kit page fits the 390 px screen too (its demos wrap or scroll inside their boxes)', async ({ page }) => {
    await page.goto('/test-ui')
    await expect(page.getByTestId('forms')).toBeVisible()
    // Polled: until its script runs, the menu demo shows every item in one row.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })

  test('the drawer opens full width from the top and closes with its button and with Escape', async ({ page }) => {
    await page.goto('/')
    await openDrawer(page)
    // The drawer slides in from the top: wait for the end of the animation before measuring.
    await expect.poll(async () => drawer(page).boundingBox()).toEqual(expect.objectContaining({ x: 0, y: 0, width: 390 }))
    await drawer(page).getByRole('button', { name: 'Закрыть меню' }).click()
    await expect(drawer(page)).toBeHidden()
    await openDrawer(page)
    await page.keyboard.press('Escape')
    await expect(drawer(page)).toBeHidden()
    await expect(header(page).getByRole('button', { name: 'Открыть меню' })).toBeFocused()
  })

  test('the drawer comes when asked for, not with the page; a failed download says so and the next tap retries', async ({ page }) => {
    await page.goto('/about')
    await page.waitForLoadState('networkidle')
    await expect(drawer(page)).toHaveCount(0)
    await page.route('**/_next/static/chunks/*.js', (route) => route.abort('internetdisconnected'))
    await header(page).getByRole('button', { name: 'Открыть меню' }).click()
    const failure = header(page).getByRole('alert')
    await expect(failure).toHaveText('Не удалось открыть меню. Проверьте соединение и попробуйте ещё раз.')
    await page.unroute('**/_next/static/chunks/*.js')
    await openDrawer(page)
    await expect(failure).toHaveCount(0)
    await expect(drawer(page).getByRole('link', { name: 'О компании' })).toBeVisible()
  })

  test('the drawer has about and news links, a language picker, menu blocks, socials, the phone and the e-mail', async ({ page }) => {
    await page.goto('/')
    await openDrawer(page)
    const d = drawer(page)
    await expect(d.getByRole('link', { name: 'О компании' })).toHaveAttribute('href', '/about')
    await expect(d.getByRole('link', { name: 'Новости и акции' })).toHaveAttribute('href', '/contents')
    const languages = d.getByRole('list', { name: 'Выбор языка' })
    await expect(languages.getByRole('link')).toHaveText([/Қазақша/, /English/])
    await expect(languages.getByRole('link', { name: /English/ })).toHaveAttribute('href', '/en')
    for (const name of ['Проекты', 'Недвижимость', 'Способы покупки']) await expect(d.getByRole('button', { name })).toBeVisible()
    await expect(d.getByRole('link', { name: 'Коммерческие помещения' })).toBeVisible()
    await expect(d.getByRole('link', { name: 'Instagram' })).toBeVisible()
    await expect(d.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/)
    await expect(d.getByRole('link', { name: '+7 (727) 300-00-00' })).toHaveAttribute('href', 'tel:+77273000000')
    await expect(d.getByRole('button', { name: 'Заказать звонок' })).toBeVisible()
  })

  test('a sub-menu opens a second level with a back arrow and an "all" outlined button', async ({ page }) => {
    await page.goto('/')
    await openDrawer(page)
    const d = drawer(page)
    await d.getByRole('button', { name: 'Проекты' }).click()
    const level = d.getByRole('navigation', { name: 'Проекты' })
    await expect(level.getByRole('button', { name: 'Назад' })).toBeFocused()
    expect(await level.getByRole('link', { name: /от \d+(\.\d)?\sмлн\s₸$/ }).count()).toBeGreaterThanOrEqual(6)
    await expect(level.getByRole('link', { name: 'Все проекты' })).toHaveAttribute('href', '/projects')
    await level.getByRole('button', { name: 'Назад' }).click()
    await expect(d.getByRole('button', { name: 'Проекты' })).toBeFocused()
    await d.getByRole('button', { name: 'Недвижимость' }).click()
    await expect(d.getByRole('navigation', { name: 'Недвижимость' }).getByRole('link', { name: /^Квартиры \d[\d,]* предложени/ })).toBeVisible()
  })

  test('a navigation closes the drawer and resets the sub-menu', async ({ page }) => {
    await page.goto('/')
    await openDrawer(page)
    await drawer(page).getByRole('button', { name: 'Способы покупки' }).click()
    await drawer(page).getByRole('link', { name: 'Ипотека' }).click()
    await expect(page).toHaveURL(/\/purchase-methods\/mortgage$/)
    await expect(drawer(page)).toBeHidden()
    await openDrawer(page)
    await expect(drawer(page).getByRole('button', { name: 'Проекты' })).toBeVisible()
  })

  test('"order call" switches the drawer to the callback form; closing the form returns to the menu', async ({ page }) => {
    await page.goto('/')
    await openDrawer(page)
    const d = drawer(page)
    await d.getByRole('button', { name: 'Заказать звонок' }).click()
    await expect(d.getByRole('form', { name: 'Заказать звонок' })).toBeVisible()
    await d.getByLabel('Имя').fill('Айгерім')
    await d.getByRole('button', { name: 'Вернуться в меню' }).click()
    await expect(d.getByRole('button', { name: 'Проекты' })).toBeVisible()
    // The form starts empty again when the drawer is reopened.
    await d.getByRole('button', { name: 'Заказать звонок' }).click()
    await expect(d.getByLabel('Имя')).toHaveValue('Айгерім')
    await d.getByRole('button', { name: 'Закрыть меню' }).click()
    await openDrawer(page)
    await expect(d.getByRole('button', { name: 'Проекты' })).toBeVisible()
    await d.getByRole('button', { name: 'Заказать звонок' }).click()
    await expect(d.getByLabel('Имя')).toHaveValue('')
  })

  test('the drawer is a modal dialog: Tab never reaches the page behind it', async ({ page }) => {
    await page.goto('/')
    await openDrawer(page)
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab')
      // Inside the dialog, or out in the browser's own controls (the body is then the active element).
      const where = await page.evaluate(() => (document.activeElement === document.body ? 'browser' : document.activeElement?.closest('dialog') ? 'dialog' : 'page'))
      expect(where).not.toBe('page')
    }
  })

  test('the footer columns are an accordion', async ({ page }) => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    const purchase = footer.getByRole('button', { name: 'Способы покупки' })
    await expect(footer.getByRole('link', { name: 'Ипотека' })).toBeHidden()
    await purchase.click()
    await expect(purchase).toHaveAttribute('aria-expanded', 'true')
    await expect(footer.getByRole('link', { name: 'Ипотека' })).toBeVisible()
    await purchase.click()
    await expect(footer.getByRole('link', { name: 'Ипотека' })).toBeHidden()
  })
})
