import { type Page } from '@playwright/test'

import { expect, test } from './fixtures/test'

/**
 * Numbers read one way on a page (issue 18): prices, counts, areas and distances all group thousands with
 * a comma and write decimals with a dot, as spec §5 fixes for money, in every language. A page that mixed
 * "11,160,000 ₸" with "1 620", or "45.2 млн" with "1,2 км", fails here.
 */

/** The numbers of the page's main content written another way: space-grouped, or with a decimal comma. */
const otherStyles = (page: Page) =>
  page
    .locator('main')
    .innerText()
    .then((text) => ({
      spaceGrouped: text.match(/\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?!\d)/g) ?? [],
      decimalComma: text.match(/\d,\d{1,2}(?!\d)/g) ?? [],
      text,
    }))

for (const language of ['', '/kk', '/en']) {
  test.describe(`numbers in ${language || '/ru'}`, () => {
    for (const [name, path] of [
      ['a project page', '/projects/alatau-residence'],
      ['a listing', '/properties/apartments'],
      ['the home page', '/'],
    ]) {
      test(`${name} writes every number one way`, async ({ page }) => {
        await page.goto(`${language}${path}`)
        const found = await otherStyles(page)
        // The page does show the numbers this is about: prices grouped with commas.
        expect(found.text).toMatch(/\d{1,3}(,\d{3})+\s₸|\d+(\.\d)?\s(млн|M)\s₸/)
        expect(found.spaceGrouped, 'space-grouped numbers').toEqual([])
        expect(found.decimalComma, 'decimal commas').toEqual([])
      })
    }
  })
}
