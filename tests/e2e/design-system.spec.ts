import { expect, test } from './fixtures/test'
import { isDesktop } from './shell-support'

/** Issue 32: /test-ui's design system shows the tokens, the card rows, the controls' states and a form's layout, in every language. */

test.describe('/test-ui design system', () => {
  test('tokens drawn with their variables, card rows for 1 to 7 cards, states that differ, a labelled form', async ({ page }, testInfo) => {
    await page.goto('/test-ui')
    const system = page.getByTestId('design-system')
    await expect(system.getByRole('heading', { level: 2, name: 'Дизайн-система' })).toBeVisible()
    await expect(page.getByTestId('ds-colours').locator('li')).toHaveCount(19)
    await expect(page.getByTestId('ds-spacing').locator('li')).toHaveCount(10)
    await expect(page.getByTestId('ds-type').locator('li')).toHaveCount(7)
    // A swatch is painted with its variable's colour.
    const accent = page.getByTestId('ds-colours').locator('li', { hasText: '--color-accent' }).first().locator('span').first()
    await expect(accent).toHaveCSS('background-color', 'rgb(11, 93, 75)')

    const rows = page.getByTestId('ds-card-row')
    await expect(rows).toHaveCount(7)
    // Six cards: three a row from 960 px (3 + 3), two on a tablet, one on a phone.
    const six = rows.and(page.locator('[data-count="6"]'))
    const perRow = await six.locator('li').evaluateAll((items) => {
      const tops = items.map((item) => Math.round(item.getBoundingClientRect().top))
      return tops.filter((top) => top === tops[0]).length
    })
    expect(perRow).toBe(isDesktop(testInfo) ? 3 : 1)

    // Hover and focus are drawn without a pointer; selected and disabled too.
    const states = page.getByTestId('ds-states')
    const primary = (state: string) => states.locator(`[data-state-demo="${state}"] button`).first()
    const background = (state: string) => primary(state).evaluate((button) => getComputedStyle(button).backgroundColor)
    expect(await background('hover')).not.toBe(await background('default'))
    await expect(primary('focus')).toHaveCSS('outline-style', 'solid')
    await expect(primary('disabled')).toBeDisabled()
    await expect(states.locator('[data-state-demo="selected"] a[aria-current="page"]')).toBeVisible()

    const form = page.getByTestId('ds-form')
    for (const label of ['Имя', 'Телефон', 'E-mail (необязательно)', 'Проект', 'Ваш вопрос']) await expect(form.getByLabel(label, { exact: true })).toBeVisible()
  })

  test('its texts are translated', async ({ page }) => {
    await page.goto('/kk/test-ui')
    await expect(page.getByTestId('design-system').getByRole('heading', { level: 2 })).toHaveText('Дизайн жүйесі')
    await page.goto('/en/test-ui')
    await expect(page.getByTestId('design-system').getByRole('heading', { level: 2 })).toHaveText('Design system')
  })
})
