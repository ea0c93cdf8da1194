import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

import { expect, test } from './fixtures/test'

/**
 * Price alerts (issue 34, item 1) in the browser: «Следить за ценой» on a free unit and «Сохранить поиск» on a
 * listing are plain forms (no script), keyboard-usable, and lead to the alerts page; axe finds nothing on the
 * open form or the page. The e-mails themselves are tested in tests/integration/alerts.test.ts.
 */

const axe = async (page: Page) => (await new AxeBuilder({ page }).analyze()).violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }))

test.describe('price alerts', () => {
  test('a visitor follows a unit’s price from its page, by keyboard, and is asked to check the inbox', async ({ page, request }, testInfo) => {
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.51.100.7${testInfo.project.name === 'mobile' ? 1 : 2}` })
    const { data } = await (await request.get('/api/estates?per_page=1&category=flat')).json()
    const unit = data[0]
    await page.goto(`/properties/apartments/${unit.slug}`)
    const disclosure = page.getByTestId('alert-unit')
    const summary = disclosure.locator('summary')
    await expect(summary).toHaveText('Следить за ценой')
    await summary.focus()
    await page.keyboard.press('Enter')
    const email = disclosure.getByLabel('E-mail')
    await expect(email).toBeVisible()
    expect(await axe(page)).toEqual([])
    await email.fill(`buyer-${testInfo.project.name}@example.com`)
    await email.press('Enter')
    await expect(page).toHaveURL(/\/alerts\?sent=1$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Проверьте почту')
    expect(await axe(page)).toEqual([])
  })

  test('a listing’s search is saved with its filters, in the page’s language', async ({ page }, testInfo) => {
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.51.100.7${testInfo.project.name === 'mobile' ? 3 : 4}` })
    await page.goto('/kk/properties/apartments?rooms=2&sort=-price')
    const disclosure = page.getByTestId('alert-search')
    await expect(disclosure.locator('input[name="search"]')).toHaveValue('/properties/apartments?rooms=2&sort=-price')
    await disclosure.locator('summary').click()
    await disclosure.getByLabel('E-mail').fill('not-an-address')
    await disclosure.getByRole('button', { name: 'Жазылу' }).click()
    // The browser's own check stops a malformed address before it leaves.
    await expect(page).toHaveURL(/\/kk\/properties\/apartments/)
    await disclosure.getByLabel('E-mail').fill(`searcher-${testInfo.project.name}@example.com`)
    await disclosure.getByRole('button', { name: 'Жазылу' }).click()
    await expect(page).toHaveURL(/\/kk\/alerts\?sent=1$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Поштаңызды тексеріңіз')
  })
})
