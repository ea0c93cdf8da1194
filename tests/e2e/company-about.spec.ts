import AxeBuilder from '@axe-core/playwright'
import { type Page } from '@playwright/test'

import { expect, test } from './fixtures/test'

/** Issue 14, item 1: /about, desktop and mobile. */

const axe = async (page: Page) => (await new AxeBuilder({ page }).analyze()).violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }))

const PLAYER = /^https:\/\/www\.youtube-nocookie\.com\//

test.describe('about the company', () => {
  test('shows the figures, history, mission, people, reviews and photos, without axe violations', async ({ page }) => {
    const response = await page.goto('/about')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('О компании')
    await expect(page.getByTestId('figure-years').locator('dd')).toHaveText(String(new Date().getFullYear() - 2009))
    await expect(page.getByTestId('figure-projects').locator('dt')).toHaveText(/жил(ой|ых) комплекс/)
    await expect(page.getByRole('heading', { name: 'История' })).toBeVisible()
    await expect(page.getByText('Первый сданный дом')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Миссия и ценности' })).toBeVisible()
    await expect(page.getByTestId('employee')).toHaveCount(8)
    await expect(page.getByTestId('review').first()).toContainText('Оценка 5 из 5')
    await expect(
      page
        .getByRole('list', { name: /Фотографии/ })
        .getByRole('button')
        .first(),
    ).toBeVisible()
    expect(await axe(page)).toEqual([])
  })

  test('an award opens its detail in a dialog with an address of its own; Escape closes it and gives focus back', async ({ page }) => {
    await page.goto('/about')
    const award = page.getByTestId('award').filter({ hasText: 'Девелопер года' })
    const opener = award.getByRole('button')
    await opener.click()
    const dialog = page.getByRole('dialog', { name: 'Девелопер года' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText('Национальная премия в сфере недвижимости')
    await expect(dialog).toContainText('За сдачу всех домов в срок')
    await expect(page).toHaveURL(/\/about#award-\d+$/)
    const address = page.url()
    expect(await axe(page)).toEqual([])
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()
    await expect(page).toHaveURL(/\/about$/)

    // The detail's address opens it directly.
    await page.goto(address)
    await expect(page.getByRole('dialog', { name: 'Девелопер года' })).toBeVisible()
    await page.getByRole('button', { name: 'Закрыть' }).click()
    await expect(page.getByRole('dialog')).toBeHidden()
  })

  test('a video loads its player only when asked to', async ({ page }) => {
    const players: string[] = []
    await page.route(PLAYER, (route) => {
      players.push(route.request().url())
      return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title><p>player</p>' })
    })
    await page.goto('/about')
    const videos = page.locator('#videos')
    await videos.scrollIntoViewIfNeeded()
    await expect(page.locator('iframe')).toHaveCount(0)
    await page.waitForTimeout(300)
    expect(players).toEqual([])

    await page.getByRole('button', { name: 'Смотреть видео: Видеообзор ЖК «Алатау Резиденс»' }).click()
    const frame = page.locator('iframe[title="Видеообзор ЖК «Алатау Резиденс»"]')
    await expect(frame).toBeVisible()
    await expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/K3vQm8ZtR1s?autoplay=1&rel=0')
    await expect.poll(() => players.length).toBe(1)
    // Only the video asked for: the others stay previews.
    await expect(page.locator('iframe')).toHaveCount(1)
  })

  test('links to the construction progress of each project, and of each queue', async ({ page }) => {
    await page.goto('/about')
    const projects = page.getByTestId('progress-project')
    await expect(projects).toHaveCount(4)
    const alatau = projects.filter({ hasText: 'Алатау Резиденс' })
    await expect(alatau.getByRole('progressbar')).toHaveCount(2)
    await alatau.getByRole('link', { name: 'Алатау Резиденс' }).click()
    await expect(page).toHaveURL(/\/about\/alatau-residence$/, { timeout: 15_000 })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ход строительства: Алатау Резиденс')
  })

  test('exists in Kazakh and English', async ({ page }) => {
    await page.goto('/kk/about')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Компания туралы')
    await page.goto('/en/about')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About the company')
    await expect(page.getByTestId('figure-years').locator('dt')).toHaveText('years in business')
  })
})
