import AxeBuilder from '@axe-core/playwright'
import { readFile } from 'node:fs/promises'

import { type Page } from '@playwright/test'

import { expect, test } from './fixtures/test'
import { extractText, getDocumentProxy } from 'unpdf'

/** Issue 12: the purchase-methods section, its calculators and their URLs, desktop and mobile. */

const axe = async (page: Page) => (await new AxeBuilder({ page }).analyze()).violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }))

const money = (value: number) => `${Math.round(value).toLocaleString('en-US')} ₸`

/** The annuity payment from its formula, A = S·i / (1 − (1+i)^−n), rounded to the tenge as banks do. */
const annuity = (loan: number, annualRate: number, months: number) => {
  const i = annualRate / 100 / 12
  return Math.round((loan * i) / (1 - (1 + i) ** -months))
}

type Program = {
  id: number
  title: string
  bank: string
  rate: number
  initial_payment: number
  term_months: number
  estate_categories: string[]
  complex_ids: number[]
  house_ids: number[]
}

test.beforeEach(async ({ page }) => {
  // The section's consultation modal may open after a few seconds: close it whenever it is in the way.
  await page.addLocatorHandler(page.locator('dialog[open]'), async () => {
    await page.keyboard.press('Escape')
  })
})

/** Replaces a calculator field's value by keyboard, as a visitor would. */
async function typeInto(page: Page, label: string, value: string) {
  const field = page.getByLabel(label, { exact: true })
  await field.focus()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.press('Backspace')
  await page.keyboard.type(value)
}

test.describe('purchase methods', () => {
  test('the landing shows the three ways with their terms from the store, steps, documents and FAQ', async ({ page }) => {
    const response = await page.goto('/purchase-methods')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Способы покупки')
    const methods = page.getByTestId('purchase-method')
    await expect(methods).toHaveCount(3)
    await expect(methods.nth(0).getByRole('link', { name: 'Ипотека', exact: true })).toHaveAttribute('href', '/purchase-methods/mortgage')
    await expect(methods.nth(0)).toContainText('ставка от 5%')
    await expect(methods.nth(1).getByRole('link', { name: 'Рассрочка', exact: true })).toHaveAttribute('href', '/purchase-methods/installment')
    await expect(methods.nth(2)).toContainText('скидка 5%')
    await expect(page.getByRole('heading', { name: 'Как проходит покупка' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Какие документы нужны' })).toBeVisible()
    // A FAQ answer opens by keyboard.
    const question = page.getByText('Что такое ГЭСВ?')
    await question.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByText('Годовая эффективная ставка вознаграждения')).toBeVisible()
    const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text))
    const faq = data.find((item) => item['@type'] === 'FAQPage')
    expect(faq.mainEntity).toContainEqual(expect.objectContaining({ '@type': 'Question', name: 'Что такое ГЭСВ?' }))
    expect(await axe(page)).toEqual([])
  })

  test("each page opens as a landing: a hero with a message, a call to action and the store's key figures; the steps in full rows", async ({ page, request }) => {
    const { mortgages, installments }: { mortgages: Program[]; installments: Program[] } = (await (await request.get('/api/calculators')).json()).data
    const lowest = (programs: Program[], key: 'rate' | 'initial_payment') => Math.min(...programs.map((p) => p[key]))
    const longest = (programs: Program[]) => Math.max(...programs.map((p) => p.term_months))
    const years = longest(mortgages) / 12
    const pages = [
      { path: '/purchase-methods', cta: '/properties/apartments', figures: [`от ${lowest(mortgages, 'rate')}%`, '5%'] },
      {
        path: '/purchase-methods/mortgage',
        cta: '/properties/apartments',
        figures: [
          `от ${lowest(mortgages, 'rate')}%`,
          `от ${lowest(mortgages, 'initial_payment')}%`,
          Number.isInteger(years) ? `до ${years} ${years % 10 === 1 && years % 100 !== 11 ? 'года' : 'лет'}` : `до ${longest(mortgages)} мес.`,
        ],
      },
      {
        path: '/purchase-methods/installment',
        cta: '/properties/apartments',
        figures: [`от ${lowest(installments, 'rate')}%`, `от ${lowest(installments, 'initial_payment')}%`, `до ${longest(installments)} мес.`],
      },
      { path: '/purchase-methods/payment-100', cta: '#purchase-request', figures: ['5%', /^от [\d,]+\s₸$/] },
    ]
    for (const { path, cta, figures } of pages) {
      await page.goto(path)
      const hero = page.getByTestId('purchase-hero')
      await expect(hero.getByRole('heading', { level: 1 }), path).toBeVisible()
      await expect(hero.getByTestId('purchase-cta'), path).toHaveAttribute('href', cta)
      if (cta.startsWith('#')) await expect(page.locator(cta).locator('form'), path).toBeAttached()
      const values = hero.getByTestId('purchase-figures').locator('dd')
      for (const figure of figures) await expect(values.filter({ hasText: figure }).first(), `${path}: ${figure}`).toBeVisible()
      // The steps: numbered cards in rows that all hold as many (six read 3 + 3 or 2 + 2 + 2, never 5 + 1).
      const steps = page.locator('section[aria-labelledby="purchase-steps"] ol > li')
      await expect(steps, path).toHaveCount(6)
      const tops = await steps.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)))
      const perRow = [...tops.reduce((rows, top) => rows.set(top, (rows.get(top) ?? 0) + 1), new Map<number, number>()).values()]
      expect(new Set(perRow).size, `${path}: steps per row ${perRow.join(' + ')}`).toBe(1)
    }
    // Every rate (a mortgage's, a plan's markup) is advertised with its effective rate (ГЭСВ), as large.
    for (const [path, rate] of [
      ['/purchase-methods/mortgage', 'Ставка'],
      ['/purchase-methods/installment', 'Удорожание'],
    ]) {
      await page.goto(path)
      const figures = page.getByTestId('purchase-figures')
      await expect(figures.locator('dt', { hasText: 'ГЭСВ' }), path).toBeVisible()
      const size = (text: string) =>
        figures
          .locator('div', { has: page.locator('dt', { hasText: text }) })
          .locator('dd')
          .evaluate((dd) => getComputedStyle(dd).fontSize)
      expect(await size('ГЭСВ'), path).toBe(await size(rate))
      const card = page.getByTestId('program-card').first()
      expect(await card.getByTestId('program-effective-rate').evaluate((dd) => getComputedStyle(dd).fontSize), path).toBe(
        await card
          .locator('dd')
          .first()
          .evaluate((dd) => getComputedStyle(dd).fontSize),
      )
    }
    expect(await axe(page)).toEqual([])
  })

  test('full payment shows the discount from the store', async ({ page }) => {
    await page.goto('/en/purchase-methods/payment-100')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Full payment')
    await expect(page.getByTestId('full-payment-discount')).toContainText('5%')
    await expect(page.getByTestId('full-payment-discount')).toContainText(/costs [\d,]+\s₸: you save [\d,]+\s₸/)
    expect(await axe(page)).toEqual([])
  })

  test("full payment answers cash buyers' questions, not the mortgage's, and names Kazakhstan's register", async ({ page }) => {
    await page.goto('/purchase-methods/payment-100')
    const faq = page.locator('section[aria-labelledby="purchase-faq"]')
    await expect(faq.locator('summary')).not.toHaveCount(0)
    await expect(faq).not.toContainText('ГЭСВ')
    await expect(page.locator('main')).not.toContainText('ЕГРН')
    // The mortgage page keeps its own question.
    await page.goto('/purchase-methods/mortgage')
    await expect(page.getByText('Что такое ГЭСВ?')).toBeVisible()
  })

  test('mortgage calculator: inputs by keyboard, the payment by the formula, the URL round trip, the schedule', async ({ page, request }) => {
    const programs: Program[] = (await (await request.get('/api/calculators')).json()).data.mortgages
    const program = programs.find((p) => p.title.includes('7-20-25'))!
    await page.goto('/purchase-methods/mortgage')
    await expect(page.getByTestId('calc-result')).toBeVisible()

    await typeInto(page, 'Стоимость, ₸', '30000000')
    await expect(page.getByLabel('Стоимость, ₸', { exact: true })).toHaveValue('30,000,000')
    await typeInto(page, 'Первый взнос, ₸', '6000000')
    await typeInto(page, 'Срок, месяцев', '240')
    await page.getByRole('radio', { name: new RegExp(program.title) }).check()

    const monthly = annuity(24_000_000, program.rate, 240)
    await expect(page.getByTestId('calc-monthly')).toContainText(money(monthly))
    await expect(page.getByTestId('calc-loan')).toHaveText(money(24_000_000))
    await expect(page).toHaveURL(new RegExp(`program_id=${program.id}&price=30000000&initial_payment=6000000&term_months=240`))

    // The address reproduces the calculation, rendered on the server.
    await page.reload()
    await expect(page.getByTestId('calc-monthly')).toContainText(money(monthly))
    await expect(page.getByRole('radio', { name: new RegExp(program.title) })).toBeChecked()

    const table = page.getByTestId('calc-schedule')
    await expect(table.locator('tbody tr')).toHaveCount(13)
    await page.getByTestId('calc-schedule-all').click()
    await expect(table.locator('tbody tr')).toHaveCount(240)
    await expect(table.locator('tbody tr').last().locator('td').last()).toHaveText('0')

    // Differentiated: the first payment is the largest, the last the smallest.
    await page.getByRole('radio', { name: 'Дифференцированные (убывающие)' }).check()
    await expect(page).toHaveURL(/schedule=differentiated/)
    const first = 24_000_000 / 240 + 24_000_000 * (program.rate / 1200)
    await expect(page.getByTestId('calc-monthly')).toContainText(money(first))
    expect(await axe(page)).toEqual([])
  })

  test("the banks' logos are images that load, from our own media", async ({ page }) => {
    await page.goto('/purchase-methods/mortgage')
    const logos = page.locator('img[src*="bank-"]')
    expect(await logos.count()).toBeGreaterThanOrEqual(4)
    for (const logo of await logos.all()) {
      await logo.scrollIntoViewIfNeeded()
      await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { message: (await logo.getAttribute('src')) ?? '' }).toBe(true)
    }
  })

  test('programs the inputs rule out stay listed with the reason', async ({ page }) => {
    await page.goto('/purchase-methods/mortgage?price=20000000&initial_payment=2000000&term_months=300')
    const unavailable = page.locator('[data-testid="calc-program"][data-applicable="false"]')
    await expect(unavailable.filter({ hasText: 'первый взнос меньше 50%' }).first()).toBeVisible()
    await expect(unavailable.filter({ hasText: 'срок больше 120 мес.' }).first()).toBeVisible()
  })

  test('the eligibility questions hide the programs a "no" rules out, with the reason, by keyboard and in the URL', async ({ page }) => {
    await page.goto('/purchase-methods/mortgage?price=30000000&initial_payment=6000000&term_months=240')
    const questions = page.getByTestId('calc-questions')
    await expect(questions.getByRole('radiogroup')).toHaveCount(3)
    await page.getByRole('radio', { name: /7-20-25/ }).check()
    const program = page.getByTestId('calc-program')
    const before = await program.count()

    // "No" to the first question, by keyboard: 7-20-25 and Nauryz go, each named with its reason.
    const firstHome = questions.getByRole('radiogroup', { name: 'Это будет ваше первое жильё?' })
    await firstHome.getByRole('radio', { name: 'Нет' }).focus()
    await page.keyboard.press('Space')
    await expect(page).toHaveURL(/first_home=no/)
    await expect(program).toHaveCount(before - 2)
    await expect(program.filter({ hasText: '7-20-25' })).toHaveCount(0)
    const hidden = page.getByTestId('calc-hidden')
    await expect(hidden).toContainText('«7-20-25»: только для покупки первого жилья')
    await expect(hidden).toContainText('«Наурыз»: только для покупки первого жилья')
    // The hidden program was the chosen one: another is chosen and computed.
    await expect(program.locator('input:checked')).toHaveCount(1)
    await expect(page.getByTestId('calc-monthly')).toBeVisible()
    expect(await axe(page)).toEqual([])

    // The address keeps the answer; choosing one of our projects answers the new-build question.
    await page.reload()
    await expect(hidden).toContainText('«7-20-25»')
    await expect(questions.getByRole('radiogroup')).toHaveCount(3)
    await page.getByLabel('Проект', { exact: true }).selectOption({ index: 1 })
    await expect(questions.getByRole('radiogroup')).toHaveCount(2)
    await firstHome.getByRole('radio', { name: 'Да' }).check()
    await expect(hidden).toHaveCount(0)
  })

  test('bad input gets a message next to the field, never NaN; out-of-range URLs are corrected', async ({ page }) => {
    await page.goto('/purchase-methods/mortgage')
    await typeInto(page, 'Стоимость, ₸', '0')
    const price = page.getByLabel('Стоимость, ₸', { exact: true })
    await expect(price).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText('Слишком маленькое значение')).toBeVisible()
    await expect(page.getByTestId('calc-result')).not.toContainText('NaN')
    await expect(page.getByTestId('calc-empty')).toBeVisible()
    expect(await axe(page)).toEqual([])

    const response = await page.goto('/purchase-methods/mortgage?price=-5&term_months=999&initial_payment=abc&utm_source=ads')
    expect(response?.status()).toBe(200)
    // Corrected, and the tracking tags kept (the lead's attribution depends on them).
    await expect(page).toHaveURL(/\/purchase-methods\/mortgage\?price=1&term_months=360&utm_source=ads$/)
  })

  test('installment calculator: equal payments with the markup, by keyboard', async ({ page, request }) => {
    const plans: Program[] = (await (await request.get('/api/calculators')).json()).data.installments
    const plan = plans.find((p) => p.rate > 0)!
    await page.goto('/purchase-methods/installment')
    await typeInto(page, 'Стоимость, ₸', '20000000')
    await typeInto(page, 'Первый взнос, ₸', '8000000')
    await typeInto(page, 'Срок, месяцев', String(plan.term_months))
    await page.getByRole('radio', { name: new RegExp(plan.title) }).check()
    // The markup is the plan's yearly rate over the term, on what is left to pay.
    const markup = Math.round((12_000_000 * plan.rate * plan.term_months) / 12 / 100)
    await expect(page.getByTestId('calc-interest')).toHaveText(money(markup))
    await expect(page.getByTestId('calc-monthly')).toContainText(money(Math.round((12_000_000 + markup) / plan.term_months)))
    expect(await axe(page)).toEqual([])
  })

  test('a twelve-month schedule shows all twelve rows, none hidden in an inner scroll', async ({ page }) => {
    await page.goto('/purchase-methods/installment?price=20000000&initial_payment=8000000&term_months=12')
    const rows = page.getByTestId('calc-schedule').locator('tbody tr')
    await expect(rows).toHaveCount(12)
    await rows.last().scrollIntoViewIfNeeded()
    // In view on the page means its box shows it: the table's box does not clip it.
    const clipped = await rows.last().evaluate((row) => {
      const box = row.closest('[role="region"]')!.getBoundingClientRect()
      return row.getBoundingClientRect().bottom > box.bottom + 1
    })
    expect(clipped).toBe(false)
  })

  test('the consultation request carries the calculation', async ({ page }) => {
    await page.goto('/purchase-methods/mortgage?price=30000000&initial_payment=6000000&term_months=240')
    const form = page.locator('form').filter({ hasText: 'Получить консультацию по расчёту' })
    await form.getByLabel('Имя').fill('Тест Расчёт')
    await form.getByLabel('Телефон').pressSequentially('7011234567')
    const posted = page.waitForRequest('**/api/feedback/questions')
    const answered = page.waitForResponse('**/api/feedback/questions')
    await form.getByRole('button', { name: 'Отправить' }).click()
    expect((await posted).postDataJSON()).toMatchObject({ name: 'Тест Расчёт', message: expect.stringMatching(/стоимость 30,000,000\s₸, взнос 6,000,000\s₸, 240 мес\./) })
    expect((await answered).status()).toBe(201)
  })

  for (const [prefix, texts] of [
    ['', ['График платежей', 'Ежемесячный платёж']],
    ['/kk', ['Төлем кестесі', 'қ']],
    ['/en', ['Payment schedule', 'Monthly payment']],
  ] as const) {
    test(`the calculation downloads as a PDF in the page's language (${prefix || '/'})`, async ({ page }) => {
      await page.goto(`${prefix}/purchase-methods/mortgage?price=30000000&initial_payment=6000000&term_months=240`)
      // The page keeps a figure and its unit on one line (a no-break space); the PDF's text has a plain one.
      const monthly = (await page.getByTestId('calc-monthly').innerText()).match(/[\d,]+\s₸/)![0].replace(/\s/, ' ')
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('calc-pdf').click()])
      const bytes = new Uint8Array(await readFile((await download.path())!))
      const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true })
      for (const expected of [...texts, monthly, '₸']) expect(text).toContain(expected)
      // The whole schedule: its last month is in the document.
      expect(text).toMatch(/\b240\b/)
    })
  }
})
