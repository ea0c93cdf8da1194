import { type Page } from '@playwright/test'

import { expect, test } from './fixtures/test'
import { isDesktop } from './shell-support'

/** Spec §2 header on desktop (1280 px): two rows, menus by pointer and keyboard, language switcher. */
test.describe('desktop header', () => {
  test.beforeEach(({}, testInfo) => test.skip(!isDesktop(testInfo), 'desktop layout'))

  const header = (page: Page) => page.getByRole('banner')
  const mainNav = (page: Page) => header(page).getByRole('navigation', { name: 'Основное меню' })

  test('has the two rows of the spec', async ({ page }) => {
    await page.goto('/')
    const banner = header(page)
    for (const name of ['О компании', 'Новости и акции']) await expect(banner.getByRole('link', { name, exact: true })).toBeVisible()
    await expect(banner.getByRole('button', { name: 'Написать нам' })).toBeVisible()
    await expect(banner.getByRole('button', { name: /Язык сайта: Русский/ })).toBeVisible()
    const nav = mainNav(page)
    await expect(nav.getByRole('button', { name: 'Проекты' })).toBeVisible()
    await expect(nav.getByRole('button', { name: 'Недвижимость' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Коммерческие помещения' })).toHaveAttribute('href', '/properties/commercial-premises')
    await expect(nav.getByRole('link', { name: 'Способы покупки' })).toHaveAttribute('href', '/purchase-methods')
    await expect(banner.getByRole('link', { name: 'Instagram' }).first()).toHaveAttribute('target', '_blank')
    await expect(banner.getByRole('link', { name: /^Позвонить \+7/ })).toHaveAttribute('href', /^tel:\+7\d{10}$/)
    await expect(banner.getByRole('link', { name: /^Избранное/ })).toHaveAttribute('href', '/favorites')
    await expect(banner.getByRole('link', { name: 'Контакты' })).toHaveAttribute('href', '/contacts')
    // The mobile burger is not part of the desktop layout.
    await expect(banner.getByRole('button', { name: 'Открыть меню' })).toBeHidden()
  })

  test('switches to the mobile layout under 960 px and fits every breakpoint without overflow', async ({ page }) => {
    await page.goto('/')
    for (const width of [600, 959, 960, 1280, 1920, 2560]) {
      await page.setViewportSize({ width, height: 900 })
      const mobile = width < 960
      await expect(mainNav(page), `${width}px`).toBeVisible({ visible: !mobile })
      await expect(header(page).getByRole('button', { name: 'Открыть меню' }), `${width}px`).toBeVisible({ visible: mobile })
      await expect(header(page).getByRole('link', { name: 'Контакты' }), `${width}px`).toBeInViewport({ ratio: 1 })
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width}px`).toBeLessThanOrEqual(width)
    }
  })

  test('the properties mega-menu opens on hover after a delay and closes after leaving', async ({ page }) => {
    await page.goto('/')
    const trigger = mainNav(page).getByRole('button', { name: 'Недвижимость' })
    const tabs = mainNav(page).getByRole('tablist', { name: 'Категории недвижимости' })
    // Timestamps taken in the page, so that a busy test machine cannot blur the delays.
    await trigger.evaluate((button) => {
      const times: Record<string, number> = {}
      ;(window as unknown as { menuTimes: Record<string, number> }).menuTimes = times
      const root = button.parentElement!
      // The events' own time (when the pointer moved), on performance.now()'s clock: a listener may run a frame later on a busy machine.
      root.addEventListener('pointerenter', (event) => (times.enter ??= event.timeStamp))
      root.addEventListener('pointerleave', (event) => (times.leave ??= event.timeStamp))
      new MutationObserver(() => {
        times[button.getAttribute('aria-expanded') === 'true' ? 'open' : 'close'] ??= performance.now()
      }).observe(button, { attributes: true, attributeFilter: ['aria-expanded'] })
    })
    await trigger.hover()
    await expect(tabs).toBeVisible()
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await page.mouse.move(640, 10) // up to the top row, outside the menu
    await expect(tabs).toBeHidden()
    const times = await page.evaluate(() => (window as unknown as { menuTimes: Record<string, number> }).menuTimes)
    expect(times.open - times.enter).toBeGreaterThanOrEqual(290)
    expect(times.close - times.leave).toBeGreaterThanOrEqual(240)
  })

  test('the mega-menu has a tab per category with offer counts, rooms and finishing links with prices', async ({ page }) => {
    await page.goto('/')
    await mainNav(page).getByRole('button', { name: 'Недвижимость' }).click()
    const nav = mainNav(page)
    const tabNames = await nav.getByRole('tab').allInnerTexts()
    expect(tabNames.map((t) => t.split('\n')[0])).toEqual(['Квартиры', 'Коммерческие помещения', 'Паркинги', 'Кладовые'])
    for (const text of tabNames) expect(text).toMatch(/\d+ предложени(е|я|й)$/)
    const flats = nav.getByRole('tabpanel', { name: /Квартиры/ })
    await expect(flats.getByRole('link', { name: /^Квартиры \d[\d,]* предложени/ })).toHaveAttribute('href', '/properties/apartments')
    const twoRooms = flats.getByRole('link', { name: /^2-комнатная/ })
    await expect(twoRooms).toHaveAttribute('href', '/properties/apartments?rooms=2')
    await expect(twoRooms).toContainText(/от \d+(\.\d)?\sмлн\s₸/)
    await expect(flats.getByRole('link', { name: /^Чистовая/ })).toHaveAttribute('href', '/properties/apartments?restorations=%D0%A7%D0%B8%D1%81%D1%82%D0%BE%D0%B2%D0%B0%D1%8F')
    // Pointing at another tab shows its panel.
    await nav.getByRole('tab', { name: /Паркинги/ }).hover()
    await expect(nav.getByRole('tabpanel', { name: /Паркинги/ }).getByRole('link', { name: /^Паркинги/ })).toHaveAttribute('href', '/properties/parking-spaces')
  })

  test('the mega-menu works from the keyboard', async ({ page }) => {
    await page.goto('/')
    const nav = mainNav(page)
    const trigger = nav.getByRole('button', { name: 'Недвижимость' })
    await trigger.focus()
    await page.keyboard.press('Enter')
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Tab')
    await expect(nav.getByRole('tab', { name: /Квартиры/ })).toBeFocused()
    await page.keyboard.press('ArrowDown')
    const commercial = nav.getByRole('tab', { name: /Коммерческие/ })
    await expect(commercial).toBeFocused()
    await expect(commercial).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('Tab')
    await expect(
      nav
        .getByRole('tabpanel', { name: /Коммерческие/ })
        .getByRole('link')
        .first(),
    ).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await expect(trigger).toBeFocused()
    // Arrow Down on the button opens the menu and moves into it.
    await page.keyboard.press('ArrowDown')
    await expect(nav.getByRole('tab', { name: /Квартиры/ })).toBeFocused()
    // Leaving with Tab past the end closes it.
    await page.keyboard.press('Escape')
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
  })

  test('the projects sub-menu lists every project with its price from', async ({ page }) => {
    await page.goto('/')
    const trigger = mainNav(page).getByRole('button', { name: 'Проекты' })
    await trigger.focus()
    await page.keyboard.press('ArrowDown')
    const panel = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`)
    const projects = panel.getByRole('link', { name: /от \d+(\.\d)?\sмлн\s₸$/ })
    expect(await projects.count()).toBeGreaterThanOrEqual(6)
    await expect(projects.first()).toBeFocused()
    await expect(projects.first()).toHaveAttribute('href', /^\/projects\/[a-z0-9-]+$/)
    await expect(panel.getByRole('link', { name: 'Все проекты' })).toHaveAttribute('href', '/projects')
  })

  test('the language switcher lists the other languages, keeps the path and stores the choice', async ({ page, context }) => {
    await page.goto('/contacts?x=1')
    const button = header(page).getByRole('button', { name: /Язык сайта/ })
    await button.click()
    const list = header(page).getByRole('list', { name: 'Выбор языка' })
    await expect(list.getByRole('link')).toHaveText([/Қазақша/, /English/])
    await expect(list.getByRole('link', { name: /Қазақша/ })).toHaveAttribute('href', '/kk/contacts')
    // Closes on Escape and on an outside click.
    await page.keyboard.press('Escape')
    await expect(list).toBeHidden()
    await expect(button).toBeFocused()
    await button.click()
    await page.mouse.click(640, 600)
    await expect(list).toBeHidden()
    // Choosing a language goes to the same page in it and keeps the choice.
    await button.click()
    await list.getByRole('link', { name: /English/ }).click()
    await expect(page).toHaveURL(/\/en\/contacts$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('en')
    // Back to Russian: the cookie must not send the visitor back to /en.
    await header(page)
      .getByRole('button', { name: /Site language/ })
      .click()
    await header(page)
      .getByRole('link', { name: /Русский/ })
      .click()
    await expect(page).toHaveURL(/\/contacts$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
    expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('ru')
  })

  test('favorites show their count from this browser', async ({ page }) => {
    await page.goto('/')
    const link = header(page).getByRole('link', { name: /^Избранное/ })
    await expect(link).toHaveAccessibleName('Избранное: пусто')
    await page.evaluate(() => {
      localStorage.setItem('favorites', JSON.stringify([11, 12, 13]))
      window.dispatchEvent(new Event('favorites-change'))
    })
    await expect(link).toHaveAccessibleName('Избранное: 3 объекта')
    await expect(link.getByTestId('favorites-count')).toHaveText('3')
    await page.reload()
    await expect(header(page).getByTestId('favorites-count')).toHaveText('3')
  })

  test('project and queue pages give the header its project style, and a navigation away takes it back', async ({ page }) => {
    const background = () => header(page).evaluate((element) => getComputedStyle(element).backgroundColor)
    await page.goto('/')
    const plain = await background()
    await page.goto('/kk/projects/alatau-residence')
    const project = await background()
    expect(project).not.toBe(plain)
    await page.goto((await page.locator('main a[href*="/projects/queue/"]').first().getAttribute('href'))!)
    expect(await background()).toBe(project)
    // A client navigation to a page that is not a project's (the breadcrumbs' projects link): the style goes with the project page.
    await page.locator('main a[href="/kk/projects"]').first().click()
    await expect(page).toHaveURL(/\/kk\/projects$/)
    await expect.poll(background).toBe(plain)
  })
})

/**
 * The logo's wordmark must stay readable on every header style (the project header is dark): the
 * contrast of each word's fill against the header's background, as WCAG computes it (axe does not
 * check SVG text). Desktop and mobile, a plain page and a project page.
 */
test.describe('logo contrast', () => {
  for (const path of ['/', '/projects/alatau-residence', '/en/projects/alatau-residence']) {
    test(`the wordmark is readable on the header of ${path}`, async ({ page }) => {
      await page.goto(path)
      const banner = page.getByRole('banner')
      await expect(banner.locator('svg[aria-label="Qazaq Stroy"]')).toBeVisible()
      const ratios = await banner.evaluate((header) => {
        const rgb = (css: string) => (css.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number)
        const luminance = ([r, g, b]: number[]) => {
          const channel = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)
          return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
        }
        const contrast = (a: number[], b: number[]) => {
          const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
          return (hi + 0.05) / (lo + 0.05)
        }
        const background = rgb(getComputedStyle(header).backgroundColor)
        return [...header.querySelectorAll('svg[aria-label="Qazaq Stroy"] text')].map((word) => contrast(rgb(getComputedStyle(word).fill), background))
      })
      expect(ratios.length).toBeGreaterThanOrEqual(2)
      // Large text (15 px semi-bold at 142 px wide, scaled up on desktop): WCAG AA asks 3:1; we hold 4.5:1.
      for (const ratio of ratios) expect(ratio).toBeGreaterThanOrEqual(4.5)
    })
  }
})
