import AxeBuilder from '@axe-core/playwright'
import { type Locator, type Page } from '@playwright/test'

import { expect, test } from './fixtures/test'

/**
 * The visual picker (issue 33): master plan → queue → floor → flat → hold, by mouse, touch and keyboard,
 * on desktop and phone. Each area is an SVG link over the picture, named by what it holds.
 */

const PROJECT = 'alatau-residence'
const QUEUE = 'alatau-residence-2'

const axe = async (page: Page) => (await new AxeBuilder({ page }).analyze()).violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }))

/** The picker areas (SVG links) inside a region. */
const areas = (scope: Page | Locator) => scope.locator('svg a[data-tip]')

test.describe('visual picker', () => {
  test('a buyer goes master plan → queue → floor → flat → hold in at most five clicks', async ({ page, request }, testInfo) => {
    const mobile = testInfo.project.name === 'mobile'
    // A visitor of its own: the hold limit counts per address, and the property spec holds flats too.
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.51.100.${mobile ? 4 : 3}${testInfo.retry}` })
    const house = (await (await request.get(`/api/houses/s/${QUEUE}`)).json()).data
    let clicks = 0
    const press = async (target: Locator) => {
      clicks++
      // A phone taps; a desktop clicks.
      await (mobile ? target.tap() : target.click())
    }

    await page.goto(`/projects/${PROJECT}`)
    const plan = page.getByRole('region', { name: 'Выбор на генплане' })
    await press(plan.getByRole('link', { name: new RegExp(`^${house.name}: `) }))
    await expect(page).toHaveURL(new RegExp(`/projects/queue/${QUEUE}$`))

    const facade = page.getByRole('region', { name: 'Выбор на фасаде' })
    const floors = areas(facade)
    expect(await floors.count()).toBeGreaterThanOrEqual(house.floors * house.sections)
    // A floor with free flats, named by its figures.
    const floor = facade.getByRole('link', { name: /^6 этаж, подъезд 1: \d+ свобод/ })
    await press(floor)
    await expect(page).toHaveURL(new RegExp(`/projects/queue/${QUEUE}\\?floor=6&entrance=1#queue-floor$`))
    const floorView = page.locator('#queue-floor')
    await expect(floorView.getByRole('heading', { level: 3 })).toContainText('6 этаж, подъезд 1')

    const freeFlat = floorView
      .locator('svg')
      .getByRole('link', { name: /В продаже/ })
      .first()
    const flatHref = await freeFlat.getAttribute('href')
    expect(flatHref).toMatch(/^\/properties\/apartments\/alt-2-flat-\d+$/)
    await press(freeFlat)
    await expect(page).toHaveURL(new RegExp(`${flatHref}$`))

    // The unit on its floor: highlighted on the plan.
    await expect(page.getByTestId('property-floor').locator('[aria-current="page"]')).toHaveCount(1)

    const form = page.getByTestId('property-reserve')
    await form.getByLabel('Имя').fill('Тест Выбор')
    await form.getByLabel('Телефон').pressSequentially(mobile ? '7011234571' : '7011234570')
    await press(form.getByRole('button', { name: 'Отправить' }))
    await expect(form.getByTestId('reservation-hold')).toContainText('Объект забронирован за вами')
    expect(clicks).toBeLessThanOrEqual(5)
  })

  test('names each area by its figures on hover and keyboard focus, and opens it with Enter', async ({ page }, testInfo) => {
    await page.goto(`/projects/queue/${QUEUE}`)
    const facade = page.getByRole('region', { name: 'Выбор на фасаде' })
    const tip = facade.getByTestId('picker-tip')
    const top = facade.getByRole('link', { name: /^3 этаж, подъезд 2: / })
    if (testInfo.project.name === 'desktop') {
      await top.hover()
      await expect(tip).toHaveText(/^3 этаж, подъезд 2: /)
    }
    await top.focus()
    await expect(tip).toHaveText(/^3 этаж, подъезд 2: (нет свободных|\d+ свобод)/)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\?floor=3&entrance=2#queue-floor$/)
    // The floor view moves up and down by links, and its list reaches every unit of the floor.
    await expect(page.locator('#queue-floor').getByRole('link', { name: /Этаж выше/ })).toHaveAttribute('href', /\?floor=4&entrance=2#queue-floor$/)
    await expect(page.locator('#queue-floor').getByRole('link', { name: /Этаж ниже/ })).toHaveAttribute('href', /\?floor=2&entrance=2#queue-floor$/)
  })

  test('chooses a floor with the form under the facade, the same floor view by a plain GET', async ({ page }) => {
    await page.goto(`/projects/queue/${QUEUE}`)
    const facade = page.getByRole('region', { name: 'Выбор на фасаде' })
    await facade.getByLabel('Этаж', { exact: true }).selectOption('9')
    await facade.getByLabel('Подъезд', { exact: true }).selectOption('2')
    await facade.getByRole('button', { name: 'Показать этаж' }).click()
    await expect(page).toHaveURL(new RegExp(`/projects/queue/${QUEUE}\\?floor=9&entrance=2#queue-floor$`))
    await expect(page.locator('#queue-floor').getByRole('heading', { level: 3 })).toContainText('9 этаж, подъезд 2')
    // The form shows the floor in view.
    await expect(facade.getByLabel('Этаж', { exact: true })).toHaveValue('9')
  })

  // One test per page: axe over a queue page (about 2,500 elements) takes 4 s on a quiet machine and
  // fifteen times that on a loaded CI run, where three pages in one test ran out of its minute.
  for (const [name, path] of [
    ['the master plan', `/projects/${PROJECT}`],
    ['the facade with a floor', `/projects/queue/${QUEUE}?floor=5&entrance=1`],
  ]) {
    test(`has no accessibility violations on ${name}`, async ({ page }) => {
      await page.goto(path)
      await expect(areas(page).first()).toBeVisible()
      expect(await axe(page)).toEqual([])
    })
  }

  test('has no accessibility violations on a flat with its floor plan', async ({ page }) => {
    await page.goto(`/projects/queue/${QUEUE}?floor=5&entrance=1`)
    const flat = page.locator('#queue-floor svg').getByRole('link').first()
    await page.goto((await flat.getAttribute('href'))!)
    await expect(page.getByTestId('property-floor')).toBeVisible()
    expect(await axe(page)).toEqual([])
  })
})
