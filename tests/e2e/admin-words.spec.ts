import type { Page } from '@playwright/test'

import { expect, test } from './fixtures/test'
import { registerFirstEditor } from './admin-session'
import { startOwnServer } from './own-server'

/**
 * The admin in Russian (issue 31, item 7): an editor walks its main screens on a seeded server of its
 * own (the first-register page, the login page, the dashboard, the lists and the edit and create views of
 * the main collections, a global, the price-list import) and reads no English: every word of the visible
 * text, placeholders, aria-labels, titles and select options that is written in Latin letters only must
 * be one of ALLOWED. What editors wrote (table cells, rich text, chosen documents, file names, the text
 * of array rows) is their data, not the admin's words, and is not read.
 */

/** Latin words a Russian editor may read, and why. */
const ALLOWED = new Set([
  // The developer's brand, as its logo writes it.
  'Qazaq',
  'QAZAQ',
  'Stroy',
  'STROY',
  // Codes and abbreviations Russian business writing keeps in Latin.
  'ID',
  'URL',
  'SEO',
  'PDF',
  'CSV',
  'UTC',
  'UTM',
  'CRM',
  'SHA',
  'IBAN',
  'UTF',
  'XLSX',
  'xlsx',
  'csv',
  // «E-mail»: the word the site and Russian business letters use (Payload's «Email» is gone).
  'E-mail',
  'e-mail',
  // Products and networks, by their own names.
  'Excel',
  'Windows',
  'Google',
  'Analytics',
  'Instagram',
  'Facebook',
  'YouTube',
  'Telegram',
  'WhatsApp',
  'TikTok',
  // The CRMs the sales team works in (the «ID в CRM» hint names them).
  'Profitbase',
  'MacroCRM',
  // Payload 3.90's own, with no translation key: the list's select-all checkbox (aria-label
  // "select-all") and the toasts' region ("Notifications alt+T", sonner's default); screen readers only.
  'select-all',
  'Notifications',
  // The header's spacer (aria-label "invisible", no translation key) and the document's «API» tab.
  'invisible',
  'API',
  // Codes in hints: an estate number (AK-2-117), a queue's address (alatau-residence-2), the encodings
  // of the price-list import's files.
  'AK-2-117',
  'alatau-residence-2',
  'UTF-8',
  'Windows-1251',
  // The HTML names an SEO specialist uses, in brackets after the Russian label: «Адрес (slug)», «(title)».
  'slug',
  'title',
  'description',
  'alt',
])

/**
 * What the page says to the editor: its visible text and the placeholders, aria-labels, titles and
 * options of every element, less the editors' own data. Read with the data hidden (display: none), so
 * innerText leaves it out as it leaves out what no one sees.
 */
const DATA = [
  'td', // list cells: documents' titles, numbers, e-mails
  '[contenteditable]', // rich text
  '.rs__single-value, .rs__multi-value, .multi-value, .relationship--single-value', // chosen documents
  '.doc-header__title, .step-nav__last, .step-nav > :last-child', // the document's own title
  '.file-details, .file-meta, .upload-relationship-details, .thumbnail', // file names
  '[data-admin-data]', // an array row's text (admin/ArrayRowLabel.tsx)
  '.field-type.email input, .field-type.text input, textarea', // values typed in
].join(', ')

async function wordsOf(page: Page): Promise<string[]> {
  return page.evaluate((data) => {
    const style = document.createElement('style')
    style.textContent = `${data} { display: none !important; }`
    document.head.append(style)
    try {
      const found = [document.body.innerText]
      for (const element of document.querySelectorAll('*')) {
        if (element.closest(data)) continue
        for (const attribute of ['placeholder', 'aria-label', 'title']) {
          const value = element.getAttribute(attribute)
          if (value) found.push(value)
        }
        if (element instanceof HTMLOptionElement) found.push(element.label || element.text)
      }
      return found
    } finally {
      style.remove()
    }
  }, DATA)
}

/** Latin-only words of the texts that are not allowed; what only writes data (an address, a file, a link) is passed over. */
function english(texts: string[]): string[] {
  const words = texts
    .join('\n')
    .replace(/\S+@\S+\.\S+|https?:\/\/\S+|\/[\w/-]+(?:\.[\w-]+)*|\b[\w-]+\.(png|jpe?g|webp|svg|pdf|xlsx|csv|docx?)\b/gi, ' ')
    .match(/[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*/g)
  return [...new Set((words ?? []).filter((word) => /[A-Za-z]{2}/.test(word) && !ALLOWED.has(word)))]
}

/** The admin is quiet: its form state and lists are in, no spinner left. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => undefined)
  await expect(page.locator('.loading-overlay, .shimmer-effect')).toHaveCount(0, { timeout: 20_000 })
}

test.describe('the admin in Russian', () => {
  test.describe.configure({ mode: 'serial', timeout: 600_000 })
  test.use({ actionTimeout: 30_000 })
  let stopServer: (() => void) | undefined
  let origin = ''
  let setupCode = ''

  test.beforeAll(async ({}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one browser is enough: the admin is the same on both')
    testInfo.setTimeout(420_000)
    const server = await startOwnServer('words', 90, { seed: true })
    origin = server.origin
    setupCode = server.setupCode
    stopServer = server.stop
  })
  test.afterAll(() => stopServer?.())

  /** The login form, in Russian: the editor the first test registered. */
  async function logInAsEditor(page: Page) {
    await page.goto(`${origin}/admin/login`)
    await page.getByLabel('Электронная почта').fill('editor@example.kz')
    await page.getByLabel('Пароль').fill('a long pass phrase 2026')
    await page.getByRole('button', { name: 'Войти' }).click()
    await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })
  }

  test('every screen an editor walks speaks Russian', async ({ page, browser }) => {
    const found: Record<string, string[]> = {}
    const read = async (screen: string) => {
      await settle(page)
      const words = english(await wordsOf(page))
      if (words.length) found[screen] = words
    }

    await page.goto(`${origin}/admin`)
    await expect(page).toHaveURL(/create-first-user/)
    await read('first user')
    await registerFirstEditor(page, origin, setupCode)

    // The login page, in a browser of its own (no session), with the site's logo instead of Payload's.
    const anonymous = await browser.newPage({ locale: 'ru-RU' })
    await anonymous.goto(`${origin}/admin/login`)
    await expect(anonymous.getByRole('img', { name: 'Qazaq Stroy' }).first()).toBeVisible()
    await expect(anonymous.getByLabel('Электронная почта')).toBeVisible()
    found.login = english(await wordsOf(anonymous))
    if (!found.login.length) delete found.login
    await anonymous.close()

    await page.goto(`${origin}/admin`)
    await read('dashboard')

    for (const collection of ['articles', 'promotions', 'complexes', 'houses', 'estates', 'leads', 'media', 'users']) {
      await page.goto(`${origin}/admin/collections/${collection}`)
      await read(`${collection}: list`)
      const [doc] = await page.evaluate(async (url) => (await (await fetch(url)).json()).docs as Array<{ id: number }>, `/cms-api/${collection}?limit=1&depth=0`)
      if (doc) {
        await page.goto(`${origin}/admin/collections/${collection}/${doc.id}`)
        await read(`${collection}: edit`)
      }
      if (collection !== 'leads') {
        await page.goto(`${origin}/admin/collections/${collection}/create`)
        await read(`${collection}: create`)
      }
    }

    for (const global of ['site-settings', 'home-page']) {
      await page.goto(`${origin}/admin/globals/${global}`)
      await read(`${global}`)
    }

    expect(found).toEqual({})
  })

  test('the price-list import speaks Russian, its refusals too', async ({ page }) => {
    await logInAsEditor(page)
    // The price-list import, open, with a file that lacks a column: its messages too.
    await page.goto(`${origin}/admin/collections/estates`)
    const importer = page.getByTestId('price-list-import')
    await importer.locator('summary').click()
    await importer.locator('input[type="file"]').setInputFiles({ name: 'prices.csv', mimeType: 'text/csv', buffer: Buffer.from('Номер;Дом;Площадь\nА-1;x;50\n') })
    await importer.getByRole('button', { name: 'Проверить' }).click()
    await expect(importer.getByRole('status')).toContainText('нет столбцов: «Цена»', { timeout: 30_000 })
    expect(english(await wordsOf(page))).toEqual([])
  })

  test('an array row is named and numbered as people count, and a price is read grouped with ₸', async ({ page }) => {
    await logInAsEditor(page)

    const complexes = await page.evaluate(async () => (await (await fetch('/cms-api/complexes?limit=50&depth=0')).json()).docs as Array<{ id: number; features?: unknown[] }>)
    const complex = complexes.find((each) => each.features?.length)!
    await page.goto(`${origin}/admin/collections/complexes/${complex.id}`)
    await settle(page)
    await expect(
      page
        .locator('#field-features')
        .getByText(/^Особенность 1( — .+)?$/)
        .first(),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: 'Добавить Особенность' })).toBeVisible()

    const [estate] = await page.evaluate(async () => (await (await fetch('/cms-api/estates?limit=1&depth=0&sort=id')).json()).docs as Array<{ id: number; price: number }>)
    await page.goto(`${origin}/admin/collections/estates/${estate.id}`)
    await settle(page)
    const price = page.locator('#field-price')
    await expect(price).toHaveValue(estate.price.toLocaleString('en-US'))
    await price.fill('10 240 000')
    await expect(price).toHaveValue('10,240,000')
    await page.screenshot({ path: test.info().outputPath('estate-price.png') })
    // Autosave keeps the draft: the store has the number.
    await expect
      .poll(async () => page.evaluate(async (id) => (await (await fetch(`/cms-api/estates/${id}?depth=0&draft=true`)).json()).price as number, estate.id), { timeout: 20_000 })
      .toBe(10_240_000)
  })
})
