import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Page } from '@playwright/test'

import { expect, test } from './fixtures/test'
import { startOwnServer } from './own-server'

/**
 * Issue 36, item 2: the property page shows an estate's price history, server-rendered (no script): the
 * latest move under the price («Цена снижена на 1.2 млн ₸ 12.11.2026») and a block with a small chart and
 * the list of moves, without accessibility violations; at a phone's and a desktop's width.
 */

const axe = async (page: Page) => (await new AxeBuilder({ page }).analyze()).violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }))

type Entry = { date: string; price: number; previous_price: number; status: string; previous_status: string }
type Estate = { id: number; slug: string; category: string; status: string; price: number; price_history: Entry[] }

/** The first public flat the demo seeded a price drop for (the seed gives one to a few free flats of the lowest ids). */
async function seededDrop(request: APIRequestContext, origin = ''): Promise<Estate> {
  for (let id = 1; id <= 400; id++) {
    const response = await request.get(`${origin}/api/estates/${id}`)
    if (!response.ok()) continue
    const { data } = (await response.json()) as { data: Estate }
    if (data.category === 'flat' && data.price_history.some((entry) => entry.price < entry.previous_price)) return data
  }
  throw new Error('no seeded estate with a price drop')
}

test.beforeEach(async ({ page }) => {
  // The section's consultation modal may open after a few seconds: close it whenever it is in the way.
  await page.addLocatorHandler(page.locator('dialog[open]'), async () => {
    await page.keyboard.press('Escape')
  })
})

test('a seeded price drop: the line under the price, the chart and the list, no axe violations', async ({ page, request }) => {
  const estate = await seededDrop(request)
  const [latest] = estate.price_history
  await page.goto(`/properties/apartments/${estate.slug}`)
  const line = page.getByTestId('property-price-move')
  await expect(line).toHaveAttribute('data-direction', latest.price < latest.previous_price ? 'lowered' : 'raised')
  await expect(line).toContainText(/^↓ Цена снижена на [\d.]+\s(млн|тыс\.)\s₸ \d\d\.\d\d\.\d{4}$/)
  const block = page.getByTestId('property-price-history')
  await expect(block.getByRole('heading', { name: 'История цены' })).toBeVisible()
  await expect(block.getByRole('img', { name: /^График цены: от [\d,]+\s₸ до [\d,]+\s₸$/ })).toBeVisible()
  await expect(block.getByRole('listitem')).toHaveCount(estate.price_history.filter((entry) => entry.price !== entry.previous_price).length)
  await expect(block.getByRole('listitem').first()).toContainText(`${latest.price.toLocaleString('en-US')} ₸, было ${latest.previous_price.toLocaleString('en-US')} ₸`)
  // Nothing of it needs a script: the page's scripts are the ones every property page loads.
  expect(await block.locator('script').count()).toBe(0)
  await block.scrollIntoViewIfNeeded()
  expect(await axe(page)).toEqual([])
})

test.describe("an editor's price drop on the property page", () => {
  test.describe.configure({ mode: 'serial', timeout: 240_000 })
  let stopServer: (() => void) | undefined
  let origin = ''
  let setupCode = ''

  test.beforeAll(async ({}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one server: the test looks at both widths itself')
    testInfo.setTimeout(420_000)
    const server = await startOwnServer('price-history', 110, { seed: true })
    origin = server.origin
    setupCode = server.setupCode
    stopServer = server.stop
  })
  test.afterAll(() => stopServer?.())

  test('shows «Цена снижена» within 2 s of the publish, at 390 and 1440 px, without axe violations', async ({ page, request }, testInfo) => {
    // The first administrator, through Payload's REST (the setup code from the server's log).
    const registered = await request.post(`${origin}/cms-api/users/first-register`, {
      headers: { Origin: origin },
      data: { email: 'price-editor@example.kz', password: 'a long passphrase for prices', name: 'Айгерим Ценова', setup_code: setupCode },
    })
    expect(registered.status(), await registered.text()).toBe(200)
    const { token } = (await registered.json()) as { token: string }
    const auth = { Authorization: `JWT ${token}`, Origin: origin }
    // A free flat without a history of its own.
    const { docs } = (await (
      await request.get(`${origin}/cms-api/estates?depth=0&limit=1&sort=-id&where[category][equals]=flat&where[status][equals]=free&where[_status][equals]=published`, {
        headers: auth,
      })
    ).json()) as { docs: Array<{ id: number; slug: string; price: number }> }
    const [flat] = docs
    const path = `${origin}/properties/apartments/${flat.slug}`
    await page.goto(path)
    await expect(page.getByTestId('property-price')).toBeVisible()
    await expect(page.getByTestId('property-price-move')).toHaveCount(0)

    const newPrice = flat.price - 1_200_000
    const saved = await request.patch(`${origin}/cms-api/estates/${flat.id}?depth=0`, { headers: auth, data: { price: newPrice, _status: 'published' } })
    expect(saved.status()).toBe(200)
    // The cached page is fresh within 2 s of the publish (tests/integration/price-history.test.ts holds it
    // to that); here the page is asked again until it is, a browser's load on a busy machine aside.
    await expect
      .poll(
        async () => {
          await page.goto(path)
          const line = page.getByTestId('property-price-move')
          // Not `textContent()` alone: on a page without the line it would wait for one instead of asking again.
          return (await line.count()) ? line.textContent() : ''
        },
        { timeout: 15_000, intervals: [250] },
      )
      .toMatch(/Цена снижена на 1\.2\sмлн\s₸/)
    await expect(page.getByTestId('property-price')).toHaveText(`${newPrice.toLocaleString('en-US')} ₸`)
    const history = (await (await request.get(`${origin}/api/estates/${flat.id}`)).json()).data.price_history as Entry[]
    expect(history).toEqual([expect.objectContaining({ price: newPrice, previous_price: flat.price, status: 'free', previous_status: 'free' })])

    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 })
      await page.goto(path)
      const block = page.getByTestId('property-price-history')
      await expect(block).toBeVisible()
      // Neither the line nor the block makes the page scroll sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
      await page.getByTestId('property-price-move').scrollIntoViewIfNeeded()
      await page.screenshot({ path: testInfo.outputPath(`price-move-${width}.png`) })
      await block.scrollIntoViewIfNeeded()
      await page.screenshot({ path: testInfo.outputPath(`price-history-${width}.png`) })
      expect(await axe(page)).toEqual([])
    }
  })
})
