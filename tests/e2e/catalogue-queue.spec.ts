import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, type Page } from '@playwright/test'

import { expect, test } from './fixtures/test'

import { CHESSBOARD_SECTION_THRESHOLD } from '../../src/domain/chessboard-sections'
import { isDesktop } from './shell-support'

/** Spec §2: the queue page — facts, listing links by queue, and the floor-by-section chessboard. */

const SLUG = 'alatau-residence-2'

type Cell = { id: number; slug: string; number: string; category: string; floor: number; section: number; status: 'free' | 'reserved' | 'sold'; area: number }
type HouseApi = {
  id: number
  name: string
  complex: { id: number; name: string; slug: string }
  floors: number
  chessboard: { floors: number[]; sections: number[]; estates: Cell[] }
}

const PATHS: Record<string, string> = { flat: 'apartments', comm: 'commercial-premises', garage: 'parking-spaces', storageroom: 'storerooms' }

async function houseFromApi(request: APIRequestContext): Promise<HouseApi> {
  const response = await request.get(`/api/houses/s/${SLUG}`)
  expect(response.status()).toBe(200)
  return (await response.json()).data
}

const axe = async (page: Page) => (await new AxeBuilder({ page }).analyze()).violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }))

const board = (page: Page) => page.getByTestId('chessboard')
const cells = (page: Page) => board(page).locator('[data-cell]')
const popover = (page: Page) => page.getByTestId('chessboard-popover')

test.describe('queue page', () => {
  test('shows the queue facts, the project link and listing links filtered by the queue', async ({ page, request }) => {
    const house = await houseFromApi(request)
    await page.goto(`/projects/queue/${SLUG}`)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(house.name)
    await expect(page.getByRole('term').filter({ hasText: 'Подъездов' })).toBeVisible()
    await expect(page.getByRole('term').filter({ hasText: 'Этажность' })).toBeVisible()
    await expect(page.getByRole('definition').filter({ hasText: `${house.floors} этаж` })).toBeVisible()
    await expect(
      page
        .getByRole('main')
        .getByRole('link', { name: new RegExp(house.complex.name) })
        .first(),
    ).toHaveAttribute('href', `/projects/${house.complex.slug}`)
    const offers = page.getByTestId('category-offer')
    expect(await offers.count()).toBeGreaterThan(0)
    for (const href of await offers.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
      expect(href).toMatch(new RegExp(`^/properties/[a-z-]+\\?complex_id=${house.complex.id}&house_id=${house.id}$`))
    }
    await expect(page).toHaveTitle(new RegExp(house.complex.name))
    // This queue is under construction: its own progress reports, with readiness bars.
    const progress = page.getByRole('region', { name: 'Ход строительства очереди' })
    await expect(progress.locator('progress').first()).toHaveAttribute('value', /\d+/)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/projects/queue/${SLUG}$`))
  })

  test('the chessboard shows every estate of the house by floor and section, statuses coloured and labelled', async ({ page, request }) => {
    const house = await houseFromApi(request)
    await page.goto(`/projects/queue/${SLUG}`)
    await expect(cells(page)).toHaveCount(house.chessboard.estates.length)
    // Rows are floors from the top, columns are sections.
    const rowHeads = board(page).locator('tbody th[scope="row"]')
    await expect(rowHeads).toHaveCount(house.chessboard.floors.length)
    await expect(rowHeads.first()).toContainText(String(Math.max(...house.chessboard.floors)))
    await expect(board(page).locator('thead th[scope="col"]')).toHaveCount(house.chessboard.sections.length + 1)
    // The top floor's first section holds the estates the API places there.
    const top = Math.max(...house.chessboard.floors)
    const there = house.chessboard.estates.filter((e) => e.floor === top && e.section === 1)
    await expect(rowHeads.first().locator('xpath=..').locator('td').first().locator('[data-cell]')).toHaveCount(there.length)

    const legend = page.getByRole('list', { name: 'Обозначения' })
    for (const label of ['Свободно', 'Забронировано', 'Продано']) await expect(legend).toContainText(label)
    const counts = { free: 0, reserved: 0, sold: 0 }
    for (const e of house.chessboard.estates) counts[e.status]++
    const backgrounds = new Set<string>()
    for (const status of ['free', 'reserved', 'sold'] as const) {
      const ofStatus = board(page).locator(`[data-cell][data-status="${status}"]`)
      await expect(ofStatus).toHaveCount(counts[status])
      if (!counts[status]) continue
      // Labelled in the accessible name, not by colour alone.
      await expect(ofStatus.first()).toHaveAccessibleName(new RegExp(`${{ free: 'Свободно', reserved: 'Забронировано', sold: 'Продано' }[status]}$`))
      backgrounds.add(await ofStatus.first().evaluate((el) => getComputedStyle(el).backgroundImage + getComputedStyle(el).backgroundColor))
    }
    expect(backgrounds.size).toBe([counts.free, counts.reserved, counts.sold].filter(Boolean).length)
    // Sold estates have no link.
    await expect(board(page).locator('a[data-status="sold"]')).toHaveCount(0)
  })

  test('a free estate links to its page and shows its details on hover or tap', async ({ page, request }, testInfo) => {
    const house = await houseFromApi(request)
    const free = house.chessboard.estates.find((e) => e.status === 'free' && e.category === 'flat')!
    await page.goto(`/projects/queue/${SLUG}`)
    const cell = board(page).locator(`a[data-cell][href$="/${free.slug}"]`)
    await expect(cell).toHaveAttribute('href', `/properties/${PATHS[free.category]}/${free.slug}`)
    await expect(popover(page)).toBeHidden()
    if (isDesktop(testInfo)) {
      await cell.hover()
      await expect(popover(page)).toBeVisible()
      await expect(popover(page)).toContainText(`№${free.number}`)
      await expect(popover(page)).toContainText(`${free.area} м²`)
      await expect(popover(page)).toContainText('Цена за м²')
      await expect(popover(page).getByRole('link', { name: 'Подробнее' })).toHaveAttribute('href', `/properties/apartments/${free.slug}`)
      await cell.click()
      await expect(page).toHaveURL(new RegExp(`/properties/apartments/${free.slug}$`))
    } else {
      await cell.scrollIntoViewIfNeeded()
      await cell.tap()
      await expect(popover(page)).toBeVisible()
      await expect(page).toHaveURL(new RegExp(`/projects/queue/${SLUG}$`))
      await expect(popover(page)).toContainText(`${free.area} м²`)
      const open = popover(page).getByRole('link', { name: 'Подробнее' })
      await expect(open).toHaveAttribute('href', `/properties/apartments/${free.slug}`)
      await popover(page).getByRole('button', { name: 'Скрыть подробности' }).tap()
      await expect(popover(page)).toBeHidden()
    }
  })

  test('details are reachable with the keyboard, sold estates show a note instead of a link', async ({ page, request }) => {
    const house = await houseFromApi(request)
    const sold = house.chessboard.estates.find((e) => e.status === 'sold')!
    await page.goto(`/projects/queue/${SLUG}`)
    const first = cells(page).first()
    await first.focus()
    await expect(popover(page)).toBeVisible()
    await expect(first).toHaveAttribute('aria-describedby', /.+/)
    await page.keyboard.press('Escape')
    await expect(popover(page)).toBeHidden()
    const soldCell = board(page)
      .locator(`button[data-cell][data-status="sold"]`)
      .filter({ hasText: new RegExp(`^${sold.number}`) })
      .first()
    await soldCell.focus()
    await page.keyboard.press('Enter')
    await expect(popover(page)).toBeVisible()
    await expect(popover(page)).toContainText('Продано')
    await expect(popover(page).getByRole('link')).toHaveCount(0)
  })

  test('keyboard users can skip past the grid', async ({ page }) => {
    await page.goto(`/projects/queue/${SLUG}`)
    const skip = page.getByRole('link', { name: 'Пропустить шахматку' })
    await skip.focus()
    await expect(skip).toBeInViewport()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/#chessboard-end$/)
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[data-testid="chessboard"]')))).toBe(false)
    expect(await page.evaluate(() => document.activeElement?.tagName)).toMatch(/^(A|BUTTON|INPUT)$/)
  })

  test('filter chips dim the estates that do not match', async ({ page }) => {
    test.slow()
    await page.goto(`/projects/queue/${SLUG}`)
    await page.getByRole('group', { name: 'Тип помещения' }).getByRole('button', { name: 'Квартиры' }).click()
    await expect(page.getByRole('group', { name: 'Тип помещения' }).getByRole('button', { name: 'Квартиры' })).toHaveAttribute('aria-pressed', 'true')
    const flats = await board(page).locator('[data-cell][data-category="flat"]').count()
    await expect(board(page).locator('[data-cell]:not([data-dimmed])')).toHaveCount(flats)
    // Filtered-out estates stay readable.
    expect(await axe(page)).toEqual([])
    await page.getByRole('group', { name: 'Тип помещения' }).getByRole('button', { name: 'Все' }).click()
    await expect(board(page).locator('[data-cell][data-dimmed]')).toHaveCount(0)
  })

  test('floor labels stay visible while the grid scrolls sideways', async ({ page }, testInfo) => {
    test.skip(isDesktop(testInfo), 'the grid fits the desktop width')
    await page.goto(`/projects/queue/${SLUG}`)
    const scroller = page.locator('[data-chessboard-scroller]')
    const label = board(page).locator('tbody th[scope="row"]').first()
    const before = await label.boundingBox()
    expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
    await scroller.evaluate((el) => el.scrollBy(200, 0))
    await expect.poll(async () => (await label.boundingBox())?.x).toBe(before?.x)
  })

  // Three sections were 136 px wider than the 1440 px page's box (their widest floor, parking, set each
  // column's width); two fitted. Both kinds, on a desktop and on a phone.
  for (const slug of ['alatau-residence-1', SLUG]) {
    test(`the grid fits its box at 1440 px or scrolls inside it on a phone, with a cue; the page never scrolls sideways (${slug})`, async ({ page }, testInfo) => {
      // The desktop width (the project's own is 1280).
      if (isDesktop(testInfo)) await page.setViewportSize({ width: 1440, height: 900 })
      await page.goto(`/projects/queue/${slug}`)
      await expect(cells(page).first()).toBeVisible()
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
      const scroller = page.locator('[data-chessboard-scroller]')
      const frame = page.locator('[data-chessboard-frame]')
      const hint = page.locator('[data-chessboard-scroll-hint]')
      const viewport = page.viewportSize()!
      const box = (await scroller.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width)
      const overflows = () => scroller.evaluate((el) => el.scrollWidth > el.clientWidth)
      if (isDesktop(testInfo)) {
        // Every section fits: nothing to scroll, no cue, no extra tab stop.
        expect(await overflows()).toBe(false)
        await expect(hint).toBeHidden()
        await expect(scroller).not.toHaveAttribute('tabindex')
      } else {
        // A phone shows the first sections: the rest is announced by a text hint and an edge fade, and the
        // scroller is a named region and a tab stop (arrow keys scroll it).
        expect(await overflows()).toBe(true)
        // The explorer's code comes once the grid is in view.
        await scroller.scrollIntoViewIfNeeded()
        await expect(hint).toBeVisible()
        await expect(hint).toContainText('листайте')
        await expect(frame).toHaveAttribute('data-more', 'end')
        await expect(page.getByRole('region', { name: /^Шахматка: \d+ помещени/ })).toHaveAttribute('tabindex', '0')
      }
      // The last section's last estate can be brought into view inside the grid's box (not cut off by the page).
      const last = board(page).locator('tbody tr').last().locator('td').last().locator('[data-cell]').last()
      await last.scrollIntoViewIfNeeded()
      const within = async () => {
        const [cell, frameBox] = [(await last.boundingBox())!, (await scroller.boundingBox())!]
        return cell.x >= frameBox.x - 1 && cell.x + cell.width <= frameBox.x + frameBox.width + 1 && cell.x + cell.width <= viewport.width
      }
      await expect.poll(within).toBe(true)
      if (!isDesktop(testInfo)) {
        // At the end: the fade moves to the start.
        await scroller.evaluate((el) => el.scrollTo({ left: el.scrollWidth }))
        await expect(frame).toHaveAttribute('data-more', 'start')
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
    })
  }

  test('the hint speaks of hovering to a mouse and of tapping to a touch screen', async ({ page }, testInfo) => {
    await page.goto(`/projects/queue/${SLUG}`)
    const hover = page.getByText('Наведите курсор на помещение')
    const tap = page.getByText('Нажмите на помещение')
    if (isDesktop(testInfo)) {
      await expect(hover).toBeVisible()
      await expect(tap).toBeHidden()
    } else {
      await expect(tap).toBeVisible()
      await expect(hover).toBeHidden()
    }
  })

  test('the Kazakh queue page names the chessboard in Kazakh, without Russian words', async ({ page }) => {
    await page.goto(`/kk/projects/queue/${SLUG}`)
    await expect(page.locator('#queue-chessboard')).toHaveText('Пәтерлер кестесі')
    await expect(board(page).locator('caption')).toContainText('Пәтерлер кестесі')
    await expect(board(page).locator('thead th[scope="col"]').nth(1)).toHaveText('1-кіреберіс')
    const text = await page.getByRole('main').innerText()
    expect(text).not.toMatch(/шахматк|подъезд|паркинг/i)
    // "Ком" alone (the commercial units' mark) is Russian; "Коммерц." is the Kazakh one.
    expect(text).not.toMatch(/(^|[^\p{L}])Ком([^\p{L}]|$)/u)
  })

  test('a queue up to the section threshold shows its whole grid, without section links', async ({ page, request }) => {
    const house = await houseFromApi(request)
    // Big houses (src/domain/chessboard-sections.ts) are covered by tests/integration/catalogue-queue-sections.test.ts.
    expect(house.chessboard.estates.length).toBeLessThanOrEqual(CHESSBOARD_SECTION_THRESHOLD)
    await page.goto(`/projects/queue/${SLUG}`)
    await expect(cells(page)).toHaveCount(house.chessboard.estates.length)
    await expect(page.getByTestId('chessboard-sections')).toHaveCount(0)
    await expect(page.getByRole('navigation', { name: 'Подъезды' })).toHaveCount(0)
  })

  test('a section parameter on a queue shown whole is dropped by a redirect', async ({ page }) => {
    const response = await page.goto(`/projects/queue/${SLUG}?section=2`)
    expect(response?.status()).toBe(200)
    await expect(page).toHaveURL(new RegExp(`/projects/queue/${SLUG}$`))
    expect((await page.request.get(`/projects/queue/${SLUG}?section=abc`, { maxRedirects: 0 })).status()).toBe(307)
  })

  test('answers 404 for an unknown queue', async ({ page }) => {
    const response = await page.goto('/projects/queue/no-such-queue')
    expect(response?.status()).toBe(404)
  })

  test('axe finds no violations, details open too', async ({ page }) => {
    // Two axe runs over a grid of a few hundred cells: slow on a loaded machine.
    test.slow()
    await page.goto(`/projects/queue/${SLUG}`)
    expect(await axe(page)).toEqual([])
    await cells(page).first().focus()
    await expect(popover(page)).toBeVisible()
    expect(await axe(page)).toEqual([])
  })
})
