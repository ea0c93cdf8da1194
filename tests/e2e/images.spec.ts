import type { Page, Response } from '@playwright/test'

import { expect, test } from './fixtures/test'

/**
 * Images that are there at once (issue 32, item 4): every image of a page is complete within a moment of
 * coming into view, from its first screen to its end, each one a file made at upload
 * (/img/<width>/<file>: AVIF, a year of immutable caching), and the largest image of the first screen is
 * asked for first.
 */
const PAGES = ['/', '/projects', '/properties/apartments', '/contents/news', '/about', '/purchase-methods/mortgage']

type Shown = { src: string; complete: boolean; priority: string | null; area: number }

/** The <img> elements in view (carousel slides out of view or hidden excluded). */
const imagesInView = (page: Page): Promise<Shown[]> =>
  page.evaluate(() =>
    [...document.images]
      .filter((img) => {
        const box = img.getBoundingClientRect()
        const inView = box.width > 0 && box.top < innerHeight && box.bottom > 0 && box.left < innerWidth && box.right > 0
        return inView && img.checkVisibility({ opacityProperty: true, visibilityProperty: true })
      })
      .map((img) => ({
        src: img.currentSrc || img.src,
        complete: img.complete && img.naturalWidth > 0,
        priority: img.getAttribute('fetchpriority'),
        area: img.width * img.height,
      })),
  )

const ownVariant = (src: string) => new URL(src).pathname.startsWith('/img/')

for (const path of PAGES) {
  test(`${path}: every image is complete as it comes into view, each a file made at upload`, async ({ page }) => {
    const variants: Response[] = []
    page.on('response', (response) => {
      if (ownVariant(response.url())) variants.push(response)
    })
    await page.goto(path, { waitUntil: 'load' })
    const firstScreen = (await imagesInView(page)).filter((img) => ownVariant(img.src))
    if (firstScreen.length > 0) {
      const largest = firstScreen.reduce((a, b) => (b.area > a.area ? b : a))
      expect(largest.priority, `the first screen's largest image (${largest.src}) is asked for first`).toBe('high')
    }
    const seen = new Set<string>()
    const height = await page.evaluate(() => document.documentElement.scrollHeight)
    const step = page.viewportSize()!.height
    for (let y = 0; y < height; y += step) {
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
      await expect
        .poll(async () => (await imagesInView(page)).filter((img) => !img.complete).map((img) => img.src), { timeout: 3000, message: `images in view at ${y} px` })
        .toEqual([])
      for (const img of await imagesInView(page)) if (ownVariant(img.src)) seen.add(img.src)
    }
    expect(seen.size, 'the page shows our images').toBeGreaterThan(0)
    for (const response of variants) {
      expect(response.status(), response.url()).toBe(200)
      expect(response.headers()['content-type'], response.url()).toBe('image/avif')
      expect(response.headers()['cache-control'], response.url()).toBe('public, max-age=31536000, immutable')
    }
  })
}
