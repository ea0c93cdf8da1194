import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

import { expect, test } from './fixtures/test'

const HERO = {
  ru: 'Дома, в которых хочется жить',
  kk: 'Өмір сүргің келетін үйлер',
  en: 'Homes you want to live in',
}

test.describe('home page in three languages', () => {
  for (const [locale, path] of [
    ['ru', '/'],
    ['kk', '/kk'],
    ['en', '/en'],
  ] as const) {
    test(`${locale} at ${path} is rendered on the server from the store`, async ({ page, request }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(HERO[locale])
      // Server-rendered: the HTML itself carries the text, before any script runs.
      const html = await (await request.get(path, { headers: { 'Accept-Language': locale } })).text()
      expect(html).toContain(HERO[locale])
    })
  }

  test('has no axe violations', async ({ page }) => {
    await page.goto('/')
    const results = await new AxeBuilder({ page }).analyze()
    expect(results.violations).toEqual([])
  })
})

test.describe('language detection: URL prefix, then cookie, then browser preference', () => {
  test('the browser preference picks the language at /', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'kk-KZ', extraHTTPHeaders: { 'Accept-Language': 'kk-KZ,kk;q=0.9' } })
    const page = await context.newPage()
    await page.goto('/')
    await expect(page).toHaveURL(/\/kk$/)
    await context.close()
  })

  test('the cookie wins over the browser preference', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'Accept-Language': 'kk' } })
    await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: baseURL! }])
    const page = await context.newPage()
    await page.goto('/')
    await expect(page).toHaveURL(/\/en$/)
    await context.close()
  })

  test('the URL prefix wins over the cookie, and is stored in the cookie for a year', async ({ browser, baseURL }) => {
    const context = await browser.newContext()
    await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: baseURL! }])
    const page = await context.newPage()
    await page.goto('/kk')
    await expect(page.locator('html')).toHaveAttribute('lang', 'kk')
    // The page is shared by every visitor, so the browser sets the cookie once the page has loaded.
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('kk')
    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected')
    expect(cookie?.value).toBe('kk')
    expect(cookie?.sameSite).toBe('Lax')
    const days = (cookie!.expires - Date.now() / 1000) / 86400
    expect(days).toBeGreaterThan(364)
    expect(days).toBeLessThan(366)
    await context.close()
  })
})

/** The seeded banners (src/seed/texts/marketing.ts), in their order. */
const BANNERS = ['Алатау Резиденс', 'Есиль Риверсайд', 'Каспиан Бэй', 'Жайык Парк']
const PLAYER = /^https:\/\/www\.youtube-nocookie\.com\//

const carousel = (page: Page) => page.getByTestId('banner-carousel')

/** The slide the track shows (its scroll position), once the scroll has settled. */
const slideInView = (page: Page) =>
  carousel(page)
    .locator('> div')
    .first()
    .evaluate((track) => Math.round(track.scrollLeft / track.clientWidth))

/** The slide in view, the carousel's current slide and the dot marked current, read at one moment. */
const slideState = (page: Page) =>
  carousel(page).evaluate((region) => {
    const track = region.querySelector(':scope > div') as HTMLElement
    const dots = [...region.querySelectorAll('button[aria-current="true"]')].map((dot) => dot.getAttribute('aria-label'))
    return { inView: Math.round(track.scrollLeft / track.clientWidth), current: region.getAttribute('data-current'), dots }
  })

async function expectSlide(page: Page, index: number) {
  // Read together: while a swipe is still settling, the slide in view and the current one move on, and
  // separate checks could each see a different moment.
  await expect.poll(() => slideState(page)).toEqual({ inView: index, current: String(index), dots: [`Показать слайд ${index + 1}`] })
}

test.describe('home page banner carousel', () => {
  test('follows the carousel pattern: named slides, controls and the banners of the store', async ({ page }) => {
    await page.goto('/')
    const region = page.getByRole('region', { name: 'Предложения застройщика' })
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel')
    const slides = region.getByRole('group')
    await expect(slides).toHaveCount(BANNERS.length)
    for (const [index, title] of BANNERS.entries()) {
      const slide = slides.nth(index)
      await expect(slide).toHaveAttribute('aria-roledescription', 'slide')
      await expect(slide).toHaveAttribute('aria-label', `${index + 1} из ${BANNERS.length}`)
      await expect(slide).toContainText(title)
    }
    // A banner links to its project, in the page's language.
    await expect(slides.first().getByRole('link')).toHaveAttribute('href', '/projects/alatau-residence')
    for (const name of ['Остановить прокрутку слайдов', 'Предыдущий слайд', 'Следующий слайд']) await expect(region.getByRole('button', { name })).toBeVisible()
  })

  test('moves by the arrow keys and by the buttons, round the ends', async ({ page }) => {
    await page.goto('/')
    await expect(carousel(page)).toHaveAttribute('data-autoplay', 'on')
    await carousel(page).getByRole('link').first().focus()
    // Focus inside stops the rotation.
    await expect(carousel(page)).toHaveAttribute('data-autoplay', 'off')
    await page.keyboard.press('ArrowRight')
    await expectSlide(page, 1)
    await page.keyboard.press('ArrowRight')
    await expectSlide(page, 2)
    await page.keyboard.press('ArrowLeft')
    await expectSlide(page, 1)

    const next = page.getByRole('button', { name: 'Следующий слайд' })
    await next.focus()
    await page.keyboard.press('Enter')
    await expectSlide(page, 2)
    await page.keyboard.press('Enter')
    await expectSlide(page, 3)
    await page.keyboard.press('Enter')
    await expectSlide(page, 0)
    await page.getByRole('button', { name: 'Предыдущий слайд' }).press('Enter')
    await expectSlide(page, 3)
    await page.getByRole('button', { name: 'Показать слайд 2' }).press('Space')
    await expectSlide(page, 1)
    // The current slide is the one in view.
    await expect(carousel(page).getByRole('group').nth(1)).toBeInViewport({ ratio: 0.9 })
  })

  test('a finger swipes from slide to slide (native scroll snap)', async ({ page, hasTouch }) => {
    test.skip(!hasTouch, 'a touch swipe needs a touch screen: the mobile project')
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
    // Reduced motion keeps autoplay off: no turn of its own may land between the swipes.
    await expect(carousel(page)).toHaveAttribute('data-autoplay', 'off')
    const box = (await carousel(page).boundingBox())!
    const client = await page.context().newCDPSession(page)
    // A finger on the banner moving sideways, in steps, as the touch screen reports it.
    const swipe = async (dx: number) => {
      const y = box.y + box.height / 3
      const x = box.x + box.width / 2 - dx / 2
      await client.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] })
      for (let step = 1; step <= 10; step++) await client.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + (dx * step) / 10, y }] })
      // The finger rests before it lifts: no fling, so the track snaps to the slide nearest to where it
      // was left (on a loaded machine a fling's momentum could carry it on or back).
      for (let rest = 0; rest < 3; rest++) await client.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + dx, y }] })
      await client.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    }
    await swipe(-box.width * 0.8)
    await expectSlide(page, 1)
    await swipe(-box.width * 0.8)
    await expectSlide(page, 2)
    await swipe(box.width * 0.8)
    await expectSlide(page, 1)
  })

  test('autoplay turns the slides, pauses on hover and on focus, and stops by its button', async ({ page }) => {
    await page.clock.install()
    await page.goto('/')
    const region = carousel(page)
    await expect(region).toHaveAttribute('data-autoplay', 'on')
    await page.clock.fastForward(6500)
    await expectSlide(page, 1)

    // Pointer over the carousel: it waits.
    await region.hover()
    await expect(region).toHaveAttribute('data-autoplay', 'off')
    await page.clock.fastForward(13000)
    await expect(region).toHaveAttribute('data-current', '1')
    await page.mouse.move(1, 1)
    await expect(region).toHaveAttribute('data-autoplay', 'on')
    await page.clock.fastForward(6500)
    await expectSlide(page, 2)

    // Focus inside: it waits too (on a control: focusing a slide's link would scroll to that slide).
    await region.getByRole('button', { name: 'Следующий слайд' }).focus()
    await expect(region).toHaveAttribute('data-autoplay', 'off')
    await page.clock.fastForward(13000)
    await expect(region).toHaveAttribute('data-current', '2')

    // The rotation button stops it for good, and starts it again.
    const stop = region.getByRole('button', { name: 'Остановить прокрутку слайдов' })
    await stop.click()
    await page.mouse.move(1, 1)
    await page.locator('h1').click()
    await expect(region).toHaveAttribute('data-autoplay', 'off')
    await page.clock.fastForward(13000)
    await expect(region).toHaveAttribute('data-current', '2')
    await expect(region.getByRole('button', { name: 'Запустить прокрутку слайдов' })).toBeVisible()
  })

  test('never turns by itself under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.clock.install()
    await page.goto('/')
    const region = carousel(page)
    await expect(region.getByRole('button', { name: 'Запустить прокрутку слайдов' })).toBeVisible()
    await expect(region).toHaveAttribute('data-autoplay', 'off')
    await page.clock.fastForward(20000)
    await expect(region).toHaveAttribute('data-current', '0')
    expect(await slideInView(page)).toBe(0)
  })

  test("loads only the first banner's image eagerly, with a high priority, at its size", async ({ page }) => {
    await page.goto('/')
    const images = carousel(page).locator('img')
    await expect(images).toHaveCount(BANNERS.length)
    await expect(images.first()).toHaveAttribute('fetchpriority', 'high')
    await expect(images.first()).toHaveAttribute('loading', 'eager')
    for (let i = 1; i < BANNERS.length; i++) {
      await expect(images.nth(i)).toHaveAttribute('loading', 'lazy')
      await expect(images.nth(i)).not.toHaveAttribute('fetchpriority', 'high')
    }
    // Nothing else on the page competes with it.
    await expect(page.locator('main img[fetchpriority="high"]')).toHaveCount(1)
    await expect(page.locator('main img:not([loading="lazy"])')).toHaveCount(1)
    // It really arrives, and fills its box (sized before it loads: no shift).
    await expect.poll(() => images.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    const [slide, image] = await Promise.all([carousel(page).getByRole('group').first().boundingBox(), images.first().boundingBox()])
    expect(Math.round(image!.width)).toBe(Math.round(slide!.width))
    expect(Math.round(image!.height)).toBe(Math.round(slide!.height))
  })
})

test.describe('home page sections', () => {
  test('shows promotions, projects with prices and a link to all, categories, mortgage, news, reviews, videos and the form', async ({ page, request }) => {
    const projectsTotal: number = (await (await request.get('/api/complexes')).json()).meta.total
    await page.goto('/')
    const order = await page.locator('[data-home-block]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-home-block')))
    expect(order).toEqual(['banners', 'promotions', 'projects', 'categories', 'mortgage', 'news', 'reviews', 'videos', 'consultation'])

    const promotions = page.locator('[data-home-block="promotions"]')
    await expect(promotions.getByTestId('promotion-card').first()).toBeVisible()
    await expect(promotions.getByRole('link', { name: 'Все акции' })).toHaveAttribute('href', '/contents/promo')

    const projects = page.locator('[data-home-block="projects"]')
    await expect(projects.getByRole('heading', { level: 3 })).toHaveCount(6)
    await expect(projects.getByText(/^от /).first()).toBeVisible()
    await expect(projects.getByRole('link', { name: 'Все проекты' })).toHaveAttribute('href', '/projects')
    // More projects than the six shown: a link under the cards says how many there are.
    expect(projectsTotal).toBeGreaterThan(6)
    await expect(projects.getByRole('link', { name: `Все ${projectsTotal} проект` })).toHaveAttribute('href', '/projects')

    const categories = page.locator('[data-home-block="categories"]').getByRole('listitem')
    await expect(categories).toHaveCount(4)
    // Every category, parking spaces and storerooms included, shows its lowest price.
    for (const card of await categories.all()) await expect(card).toContainText(/от [\d.,]+\s(млн|тыс\.)\s₸/)

    const mortgage = page.getByTestId('home-mortgage')
    await expect(mortgage).toContainText(/Ставка от \d/)
    await mortgage.getByRole('link', { name: 'Рассчитать ипотеку' }).click()
    await expect(page).toHaveURL(/\/purchase-methods\/mortgage/, { timeout: 15_000 })
    await page.goBack()

    await expect(page.locator('[data-home-block="news"]').getByTestId('article-card')).toHaveCount(3)
    await expect(page.locator('[data-home-block="reviews"]').getByTestId('review').first()).toBeVisible()
  })

  test('a video loads its player only when asked to', async ({ page }) => {
    const players: string[] = []
    await page.route(PLAYER, (route) => {
      players.push(route.request().url())
      return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title><p>player</p>' })
    })
    await page.goto('/')
    const videos = page.locator('[data-home-block="videos"]')
    await videos.scrollIntoViewIfNeeded()
    await page.waitForTimeout(300)
    await expect(page.locator('iframe')).toHaveCount(0)
    expect(players).toEqual([])

    await videos.getByRole('button', { name: 'Смотреть видео: Видеообзор ЖК «Алатау Резиденс»' }).click()
    const frame = page.locator('iframe[title="Видеообзор ЖК «Алатау Резиденс»"]')
    await expect(frame).toBeVisible()
    await expect.poll(() => players.length).toBe(1)
    await expect(page.locator('iframe')).toHaveCount(1)
  })

  test('the consultation form sends a lead (201)', async ({ page }) => {
    await page.goto('/')
    const form = page.locator('[data-home-block="consultation"]')
    await form.getByLabel('Имя').fill('Айгерім')
    await form.getByLabel('Телефон').pressSequentially('7011234567')
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/feedback/callback') && r.request().method() === 'POST'),
      form.getByRole('button', { name: 'Отправить' }).click(),
    ])
    expect(response.status()).toBe(201)
    expect(response.request().postDataJSON()).toMatchObject({ name: 'Айгерім', phone: '+77011234567', page: '/' })
    await expect(form.getByRole('status')).toContainText('Заявка отправлена')
  })

  test('has no axe violations with the carousel on another slide, and in English', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
    await page.getByRole('button', { name: 'Показать слайд 3' }).click()
    await expectSlide(page, 2)
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
    await page.goto('/en')
    await expect(page.getByRole('region', { name: 'Our offers' })).toBeVisible()
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
  })
})
