import { expect, test } from './fixtures/test'
import { isDesktop } from './shell-support'

/** Spec §2 footer (the mobile accordion is tested in shell-mobile.spec.ts). */
test.describe('footer', () => {
  test.beforeEach(({}, testInfo) => test.skip(!isDesktop(testInfo), 'desktop columns'))

  test('has the contact block, four columns, copyright, policy and made-by credit', async ({ page }) => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('link', { name: /^\+7/ })).toHaveAttribute('href', /^tel:\+7\d{10}$/)
    await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:sales@/)
    await expect(footer.getByRole('list', { name: 'Мы в социальных сетях' }).getByRole('link')).toHaveCount(3)
    const nav = footer.getByRole('navigation', { name: 'Навигация по сайту' })
    await expect(nav.getByRole('heading', { level: 2 })).toHaveText(['Недвижимость', 'Квартиры', 'Способы покупки', 'О компании'], { useInnerText: true })
    await expect(nav.getByRole('link', { name: 'Паркинги' })).toHaveAttribute('href', '/properties/parking-spaces')
    await expect(nav.getByRole('link', { name: '2-комнатная' })).toHaveAttribute('href', '/properties/apartments?rooms=2')
    await expect(nav.getByRole('link', { name: 'Ипотека' })).toHaveAttribute('href', '/purchase-methods/mortgage')
    await expect(nav.getByRole('link', { name: 'Карьера' })).toHaveAttribute('href', '/career')
    await expect(footer).toContainText(`© 2024–${new Date().getFullYear()} Qazaq Stroy`)
    const policy = footer.getByRole('link', { name: 'Политика конфиденциальности' })
    await expect(policy).toHaveAttribute('href', '/policy.pdf')
    await expect(policy).toHaveAttribute('target', '_blank')
    await expect(footer.getByText(/^Сайт сделан в/).getByRole('link')).toHaveAttribute('href', /^https?:\/\//)
  })

  test('is in the page language', async ({ page }) => {
    await page.goto('/en')
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('navigation').getByRole('heading', { level: 2 })).toHaveText(['Properties', 'Apartments', 'Purchase methods', 'Company'], { useInnerText: true })
    await expect(footer.getByRole('link', { name: 'Mortgage' })).toHaveAttribute('href', '/en/purchase-methods/mortgage')
    await expect(footer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/en/policy.pdf')
  })
})
