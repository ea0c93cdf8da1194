import { extractText, getDocumentProxy } from 'unpdf'
import { beforeAll, describe, expect, inject, it } from 'vitest'

import { installmentCalculation, installmentMarkupPercent, minimumInitialPayment, mortgageCalculation } from '../../src/domain/loan-calculator'
import { formatMoney } from '../../src/domain/money'
import { ok, query } from './catalogue-support'
import { freshIp, postJson, send } from './leads-helpers'

/**
 * POST /api/calculators/export on the test servers: a PDF in the visitor's language over the seeded
 * programs and estates, 422 field errors (never a 500) for input the calculators refuse, and the
 * per-client limit (CALCULATOR_EXPORT_RATE_LIMIT_MAX, 10 a minute by default). Each request comes from
 * its own X-Forwarded-For (the servers trust loopback as their proxy) unless a test shares one on purpose.
 */

const EXPORT = '/api/calculators/export'
const tenge = (value: number) => `${formatMoney(value, 0)} ₸`

/** POSTs a calculation and returns the PDF's text (pages joined), checking the download headers. */
async function exportPdf(baseUrl: string, body: unknown, locale: string): Promise<{ text: string; pages: number; filename: string }> {
  const response = await fetch(`${baseUrl}${EXPORT}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': locale, 'X-Forwarded-For': freshIp() },
    body: JSON.stringify(body),
  })
  const bytes = new Uint8Array(await response.arrayBuffer())
  expect(response.status, new TextDecoder().decode(bytes.slice(0, 300))).toBe(200)
  expect(response.headers.get('content-type')).toBe('application/pdf')
  expect(response.headers.get('cache-control')).toBe('no-store')
  const disposition = response.headers.get('content-disposition') ?? ''
  expect(disposition).toMatch(/^attachment; filename="[a-z0-9-]+\.pdf"$/)
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
  const { text, totalPages } = await extractText(await getDocumentProxy(bytes), { mergePages: true })
  return { text: text.replace(/\s+/g, ' '), pages: totalPages, filename: /filename="(.+)"/.exec(disposition)![1] }
}

/** The 422 of a bad calculation: its field errors. */
async function refused(baseUrl: string, body: unknown): Promise<Record<string, string[]>> {
  const { status, body: answer, headers } = await postJson(baseUrl, EXPORT, body)
  expect(status, JSON.stringify(answer).slice(0, 300)).toBe(422)
  expect(answer.message).toBe('validation_error')
  expect(headers.get('cache-control')).toBe('no-store')
  return answer.errors
}

describe.each(inject('targets'))('calculation PDF on $name', ({ baseUrl }) => {
  let estate: any
  let mortgage: any
  let valid: Record<string, unknown>
  let all: { mortgages: any[]; installments: any[] }

  beforeAll(async () => {
    all = (await ok(baseUrl, '/api/calculators')).data
    const flats = (await ok(baseUrl, `/api/estates${query({ category: 'flat', per_page: 50, sort: 'price' })}`)).data
    // A seeded flat with a mortgage program that applies to it (the programs of its project, queue and category).
    for (const flat of flats) {
      const programs = (await ok(baseUrl, `/api/calculators${query({ complex_id: flat.complex.id, house_id: flat.house.id, 'estate_category_ids[]': 'flat' })}`)).data
      const program = programs.mortgages.find((p: any) => p.bank && p.initial_payment < 50)
      if (program) {
        estate = flat
        mortgage = program
        break
      }
    }
    expect(estate, 'a seeded flat with an applicable mortgage program').toBeDefined()
    const months = Math.min(mortgage.term_months, 300)
    valid = {
      kind: 'mortgage',
      price: estate.price,
      initial_payment: minimumInitialPayment(estate.price, mortgage.initial_payment),
      term_months: months,
      program_id: mortgage.id,
      estate_id: estate.id,
    }
  })

  it('renders the calculation of an estate in Russian: company, property, terms, the whole schedule, the disclaimer', async () => {
    const { text, pages, filename } = await exportPdf(baseUrl, valid, 'ru')
    const months = valid.term_months as number
    const result = mortgageCalculation({ price: estate.price, initialPayment: valid.initial_payment as number, months, annualRate: mortgage.rate, kind: 'annuity' })
    expect(filename).toMatch(/^mortgage-calculation-\d{4}-\d{2}-\d{2}\.pdf$/)
    expect(pages).toBeGreaterThan(1)
    for (const expected of [
      'Расчёт ипотеки',
      'Объект',
      estate.complex.name,
      `Квартира № ${estate.number}`,
      mortgage.title,
      mortgage.bank,
      `ГЭСВ ${result.effectiveRate} %`,
      `Стоимость ${tenge(estate.price)}`,
      `Сумма кредита ${tenge(result.loan)}`,
      `Ежемесячный платёж ${tenge(result.monthly)}`,
      `Последний платёж ${tenge(result.lastPayment)}`,
      `Переплата (проценты) ${tenge(result.overpayment)}`,
      `Необходимый доход ${tenge(result.requiredIncome)}`,
      'График платежей',
      'не является публичной офертой',
      `Стр. ${pages} из ${pages}`,
    ])
      expect(text).toContain(expected)
    // Every month is there, the first and the last with their figures.
    const [first, last] = [result.schedule[0], result.schedule.at(-1)!]
    expect(text).toContain(`1 ${tenge(first.payment)} ${tenge(first.interest)} ${tenge(first.principal)} ${tenge(first.balance)}`)
    expect(text).toContain(`${months} ${tenge(last.payment)} ${tenge(last.interest)} ${tenge(last.principal)} 0 ₸`)
    expect(text.match(/ ₸ /g)!.length).toBeGreaterThan(months * 4)
    // A stated effective rate (the seeded 7-20-25's) is printed with its source.
    expect(mortgage.effective_rate).toBeGreaterThanOrEqual(result.effectiveRate)
    expect(text).toContain(`ГЭСВ по данным: ${mortgage.effective_rate_source}`)
  })

  it('renders it in Kazakh, with the Kazakh letters and ₸ drawn from the embedded font', async () => {
    const { text } = await exportPdf(baseUrl, { ...valid, schedule: 'differentiated' }, 'kk')
    const result = mortgageCalculation({
      price: estate.price,
      initialPayment: valid.initial_payment as number,
      months: valid.term_months as number,
      annualRate: mortgage.rate,
      kind: 'differentiated',
    })
    for (const expected of [
      'Ипотеканы есептеу',
      'Нысан',
      'Пәтер',
      'Шарттар',
      'Төлем кестесі',
      'сараланған',
      `Бірінші төлем ${tenge(result.monthly)}`,
      `Қажетті табыс ${tenge(result.requiredIncome)}`,
      'жария оферта болып табылмайды',
    ])
      expect(text).toContain(expected)
    for (const letter of 'әғқңөұүі') expect(text, letter).toContain(letter)
    expect(text).toContain(`${valid.term_months} ${tenge(result.lastPayment)}`)
  })

  it('renders it in English', async () => {
    const { text } = await exportPdf(baseUrl, valid, 'en')
    for (const expected of ['Mortgage calculation', 'Property', 'Apartment', 'Monthly payment', 'Required income', 'Payment schedule', 'is not an offer', 'Page 1 of'])
      expect(text).toContain(expected)
  })

  it('renders an installment plan without an estate, with its markup spread over the months', async () => {
    const plan =
      [...all.installments].sort((a, b) => b.rate - a.rate).find((p) => !p.complex_ids.length && !p.house_ids.length && !p.estate_categories.length) ?? all.installments[0]
    const price = 30_000_000
    const initial = minimumInitialPayment(price, plan.initial_payment)
    const months = plan.term_months
    const markupPercent = installmentMarkupPercent(plan.rate, months)
    const result = installmentCalculation({ price, initialPayment: initial, months, markupPercent })
    const body: Record<string, unknown> = { kind: 'installment', price, initial_payment: initial, term_months: months, program_id: plan.id }
    if (plan.complex_ids.length) body.complex_id = plan.complex_ids[0]
    if (plan.estate_categories.length) body.category = plan.estate_categories[0]
    const { text, filename } = await exportPdf(baseUrl, body, 'ru')
    expect(filename).toMatch(/^installment-calculation-/)
    for (const expected of [
      'Расчёт рассрочки',
      plan.title,
      `Сумма рассрочки ${tenge(result.financed)}`,
      `Ежемесячный платёж ${tenge(result.monthly)}`,
      'Удорожание',
      `${months} ${tenge(result.lastPayment)}`,
    ])
      expect(text).toContain(expected)
    expect(text).not.toContain('Банк')
  })

  it('answers 422 with field errors for input the calculators refuse', async () => {
    expect(await refused(baseUrl, { ...valid, price: -5 })).toMatchObject({ price: ['validation_min'] })
    expect(await refused(baseUrl, { ...valid, price: 'abc' })).toMatchObject({ price: ['validation_integer'] })
    expect(await refused(baseUrl, { ...valid, price: 1e20 })).toMatchObject({ price: ['validation_max'] })
    expect(await refused(baseUrl, { ...valid, term_months: 361 })).toEqual({ term_months: ['validation_max'] })
    expect(await refused(baseUrl, { ...valid, initial_payment: estate.price })).toEqual({ initial_payment: ['validation_max'] })
    expect(await refused(baseUrl, { ...valid, kind: 'lease', schedule: 'balloon' })).toEqual({ kind: ['validation_invalid'], schedule: ['validation_invalid'] })
    expect(await refused(baseUrl, {})).toMatchObject({ kind: ['validation_required'], price: ['validation_required'], program_id: ['validation_required'] })
  })

  it('answers 422 for a program, estate or project the store does not have', async () => {
    const missing = 2_147_000_000
    expect(await refused(baseUrl, { ...valid, program_id: missing })).toEqual({ program_id: ['validation_exists'] })
    // A mortgage program asked for as an installment plan.
    const notAPlan = all.mortgages.find((m) => !all.installments.some((i) => i.id === m.id))
    if (notAPlan) expect(await refused(baseUrl, { ...valid, kind: 'installment', program_id: notAPlan.id })).toEqual({ program_id: ['validation_exists'] })
    expect(await refused(baseUrl, { ...valid, estate_id: missing })).toEqual({ estate_id: ['validation_exists'] })
    const { estate_id: _estate, ...withoutEstate } = valid
    void _estate
    expect(await refused(baseUrl, { ...withoutEstate, complex_id: missing })).toMatchObject({ complex_id: ['validation_exists'] })
    // The estate's price is the one printed.
    expect(await refused(baseUrl, { ...valid, price: estate.price + 1 })).toEqual({ price: ['validation_invalid'] })
  })

  it('answers 422 with the reasons a program does not apply, under the fields at fault', async () => {
    expect(await refused(baseUrl, { ...valid, initial_payment: (valid.initial_payment as number) - 1 })).toEqual({ initial_payment: ['initial-payment-below-minimum'] })
    if (mortgage.term_months < 360) expect(await refused(baseUrl, { ...valid, term_months: mortgage.term_months + 1 })).toEqual({ term_months: ['term-above-maximum'] })
    const flatsOnly = all.mortgages.find((m) => m.estate_categories.length && !m.estate_categories.includes('garage'))
    expect(flatsOnly).toBeDefined()
    const { estate_id: _estate, ...withoutEstate } = valid
    void _estate
    const price = 5_000_000
    expect(
      await refused(baseUrl, {
        ...withoutEstate,
        price,
        initial_payment: minimumInitialPayment(price, flatsOnly.initial_payment),
        term_months: 12,
        program_id: flatsOnly.id,
        category: 'garage',
      }),
    ).toEqual({ program_id: ['other-category'] })
  })

  it('answers 400 for a body that is no JSON object, never 500', async () => {
    for (const [body, type] of [
      ['{"kind": "mortgage", ', 'application/json'],
      ['[1, 2]', 'application/json'],
      ['null', 'application/json'],
      ['kind=mortgage&price=1', 'application/x-www-form-urlencoded'],
      [JSON.stringify(valid), 'text/plain'],
    ]) {
      const { status, body: answer } = await send(baseUrl, EXPORT, body, { 'Content-Type': type })
      expect(status, body).toBe(400)
      expect(answer).toEqual({ message: 'bad_request' })
    }
    const huge = await send(baseUrl, EXPORT, JSON.stringify({ ...valid, padding: 'x'.repeat(100_000) }), { 'Content-Type': 'application/json' })
    expect(huge.status).toBe(413)
  })

  it('limits one client to 10 PDFs a minute with 429 and Retry-After, while another client still gets its PDF', async () => {
    const client = freshIp()
    const pdf = (address: string) =>
      fetch(`${baseUrl}${EXPORT}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Accept-Language': 'ru', 'X-Forwarded-For': address },
        body: JSON.stringify({ ...valid, term_months: 12 }),
      })
    const statuses: number[] = []
    for (let i = 0; i < 10; i++) {
      const response = await pdf(client)
      await response.arrayBuffer()
      statuses.push(response.status)
    }
    expect(statuses).toEqual(Array(10).fill(200))
    const limited = await pdf(client)
    expect(limited.status).toBe(429)
    expect(await limited.json()).toEqual({ message: 'too_many_requests' })
    const retryAfter = Number(limited.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    expect(retryAfter).toBeLessThanOrEqual(60)
    expect(limited.headers.get('cache-control')).toBe('no-store')
    // Refused before the body is read: a broken one is refused the same way.
    expect((await send(baseUrl, EXPORT, '{', { 'Content-Type': 'application/json', 'X-Forwarded-For': client })).status).toBe(429)
    const other = await pdf(freshIp())
    expect(other.status).toBe(200)
    expect(other.headers.get('content-type')).toBe('application/pdf')
    expect(new TextDecoder().decode(new Uint8Array(await other.arrayBuffer()).slice(0, 5))).toBe('%PDF-')
  }, 120_000)
})
