import { type APIRequestContext } from '@playwright/test'

import { expect, test } from './fixtures/test'
import { isDesktop } from './shell-support'

/**
 * The phone's sticky action bar on project, queue and property pages (issue 32): call, jump to the page's
 * request form, WhatsApp with the page's link, Telegram; it never covers the footer, and the desktop has none.
 * The messenger links of those pages and of /contacts (issue 34, item 3), at every width.
 */

const PROJECT = 'alatau-residence'
const api = async <T>(request: APIRequestContext, path: string): Promise<T> =>
  ((await (await request.get(path, { headers: { 'Accept-Language': 'ru' } })).json()) as { data: T }).data

const PAGES = {
  project: async () => ({ path: `/projects/${PROJECT}`, request: '#project-request' }),
  queue: async (request: APIRequestContext) => ({
    path: `/projects/queue/${(await api<{ houses: Array<{ slug: string }> }>(request, `/api/complexes/s/${PROJECT}`)).houses[0].slug}`,
    request: '#queue-request',
  }),
  property: async (request: APIRequestContext) => ({
    path: `/properties/apartments/${(await api<Array<{ slug: string }>>(request, '/api/estates?category=flat&status=free&per_page=1'))[0].slug}`,
    request: '#property-request',
  }),
}

for (const [type, find] of Object.entries({ ...PAGES, contacts: async () => ({ path: '/contacts', request: '' }) })) {
  test(`${type} page: WhatsApp with the page's link and Telegram at every width (issue 34, item 3)`, async ({ page, request }) => {
    const { path } = await find(request)
    await page.goto(path)
    const links = page.getByRole('list', { name: 'Написать в мессенджер' })
    await expect(links).toBeVisible()
    const whatsapp = new URL((await links.getByRole('link', { name: /WhatsApp/ }).getAttribute('href'))!)
    expect(`${whatsapp.origin}${whatsapp.pathname}`).toBe('https://wa.me/77013000000')
    expect(whatsapp.searchParams.get('text')).toContain(`${new URL(page.url()).origin}${path}`)
    await expect(links.getByRole('link', { name: /Telegram/ })).toHaveAttribute('href', 'https://t.me/qazaqstroy_sales')
  })
}

for (const [type, find] of Object.entries(PAGES)) {
  test(`${type} page: the phone's action bar calls, leads to the request form and opens WhatsApp with the page's link`, async ({ page, request }, testInfo) => {
    const { path, request: anchor } = await find(request)
    await page.goto(path)
    const bar = page.getByRole('navigation', { name: 'Связаться с отделом продаж' })
    if (isDesktop(testInfo)) {
      await expect(bar).toBeHidden()
      return
    }
    await expect(bar).toBeVisible()
    await expect(bar.getByRole('link', { name: 'Позвонить' })).toHaveAttribute('href', 'tel:+77273000000')
    const whatsapp = new URL((await bar.getByRole('link', { name: /WhatsApp/ }).getAttribute('href'))!)
    expect(`${whatsapp.origin}${whatsapp.pathname}`).toBe('https://wa.me/77013000000')
    expect(whatsapp.searchParams.get('text')).toContain(`${new URL(page.url()).origin}${path}`)
    await expect(bar.getByRole('link', { name: /Telegram/ })).toHaveAttribute('href', 'https://t.me/qazaqstroy_sales')
    // Fixed at the bottom of the screen.
    const box = (await bar.boundingBox())!
    expect(box.y + box.height).toBeCloseTo(page.viewportSize()!.height, 0)

    await bar.getByRole('link', { name: 'Заявка' }).click()
    await expect(page).toHaveURL(new RegExp(`${anchor}$`))
    const form = page.locator(anchor)
    await expect(form).toBeInViewport()

    // At the very end of the page the footer's last line is above the bar, not under it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const footerBottom = await page.getByRole('contentinfo').evaluate((footer) => footer.getBoundingClientRect().bottom)
    expect(footerBottom).toBeLessThanOrEqual((await bar.boundingBox())!.y + 1)
  })
}
