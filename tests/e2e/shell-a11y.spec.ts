import AxeBuilder from '@axe-core/playwright'
import { type Page } from '@playwright/test'

import { expect, test } from './fixtures/test'
import { isDesktop } from './shell-support'

/** axe (WCAG 2.1 AA rules and best practices) on the pages of the issue, desktop and mobile, menus open too. */
const axe = async (page: Page) => (await new AxeBuilder({ page }).analyze()).violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }))

test.describe('accessibility', () => {
  for (const path of ['/', '/kk', '/en', '/no-such-page', '/test-ui']) {
    test(`axe finds no violations on ${path}`, async ({ page }) => {
      await page.goto(path)
      expect(await axe(page)).toEqual([])
    })
  }

  test('axe finds no violations with the menus open', async ({ page }, testInfo) => {
    await page.goto('/')
    if (isDesktop(testInfo)) {
      await page.getByRole('navigation', { name: 'Основное меню' }).getByRole('button', { name: 'Недвижимость' }).click()
      expect(await axe(page)).toEqual([])
      await page.keyboard.press('Escape')
      await page
        .getByRole('banner')
        .getByRole('button', { name: /Язык сайта/ })
        .click()
      expect(await axe(page)).toEqual([])
      await page.keyboard.press('Escape')
      await page.getByRole('banner').getByRole('button', { name: 'Написать нам' }).click()
      expect(await axe(page)).toEqual([])
    } else {
      await page.getByRole('banner').getByRole('button', { name: 'Открыть меню' }).click()
      expect(await axe(page)).toEqual([])
      await page.getByRole('dialog').getByRole('button', { name: 'Проекты' }).click()
      expect(await axe(page)).toEqual([])
    }
  })

  test('focus is visible on keyboard use', async ({ page }) => {
    await page.goto('/')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Перейти к содержимому' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()
    await page.keyboard.press('Tab')
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)
    expect(outline).toBe('solid')
  })
})
