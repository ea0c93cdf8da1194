import { extractText, getDocumentProxy } from 'unpdf'
import { describe, expect, it } from 'vitest'

import { installmentCalculation, mortgageCalculation } from '../domain/loan-calculator'
import { renderCalculationPdf, type CalculationDocument } from './calculation-pdf'

const base = (months: number, withProperty: boolean, locale: CalculationDocument['locale'] = 'ru'): CalculationDocument => ({
  locale,
  date: new Date('2026-11-23T10:00:00Z'),
  company: { name: 'Qazaq Stroy', phone: '+7 (727) 355-00-00', email: 'sales@qazaqstroy.kz' },
  property: withProperty ? { project: 'Alatau Residence', queue: 'Очередь 2', category: 'flat', number: '57', area: 64.3, floor: 7 } : null,
  program: { title: 'Ипотека на новостройки', bank: 'Halyk Bank', rate: 16.5 },
  calculation: {
    kind: 'mortgage',
    schedule: 'annuity',
    months,
    result: mortgageCalculation({ price: 38_500_000, initialPayment: 7_700_000, months, annualRate: 16.5, kind: 'annuity' }),
  },
})

async function read(pdf: Buffer): Promise<{ pages: string[] }> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: false })
  return { pages: (text as string[]).map((page) => page.replace(/\s+/g, ' ')) }
}

describe('calculation PDF', () => {
  it('lays out every schedule length on the pages it planned, each numbered "page of pages", the last row and the disclaimer last', async () => {
    // Lengths around the page breaks (the first page holds 23 rows with a property, 31 without, later ones
    // 58), the disclaimer going to a page of its own at 20-23, 29-31, 78-80 and 86-88 months.
    for (const months of [1, 12, 20, 23, 24, 28, 29, 31, 32, 60, 77, 78, 80, 81, 86, 88, 89, 120, 300, 360])
      for (const withProperty of [true, false]) {
        const { pages } = await read(await renderCalculationPdf(base(months, withProperty)))
        pages.forEach((text, index) => expect(text, `${months} months, page ${index + 1}`).toContain(`Стр. ${index + 1} из ${pages.length}`))
        const all = pages.join(' ')
        for (let month = 1; month <= months; month++) expect(all).toContain(` ${month} `)
        expect(all).toMatch(new RegExp(` ${months} [\\d,]+ ₸ [\\d,]+ ₸ [\\d,]+ ₸ 0 ₸`))
        expect(pages.at(-1)).toContain('не является публичной офертой')
      }
  }, 60_000)

  it('keeps the text of every language searchable whatever the documents made before it (shared fonts)', async () => {
    const expected = {
      ru: ['Расчёт ипотеки', 'Ежемесячный платёж', 'Необходимый доход', 'не является публичной офертой'],
      kk: ['Ипотеканы есептеу', 'Ай сайынғы төлем', 'Қажетті табыс', 'Төлем кестесі', 'құрылыс салушы'],
      en: ['Mortgage calculation', 'Calculated on: 23/11/2026', 'Price 38,500,000 ₸', 'Effective annual rate', 'Payment schedule', 'is not an offer'],
    }
    for (const round of [1, 2])
      for (const locale of ['ru', 'kk', 'en', 'ru'] as const) {
        const text = (await read(await renderCalculationPdf(base(12, true, locale)))).pages.join(' ')
        for (const words of expected[locale]) expect(text, `${locale}, round ${round}`).toContain(words)
      }
  })

  it('writes the terms of an installment plan in Kazakh, without a bank', async () => {
    const result = installmentCalculation({ price: 25_000_000, initialPayment: 7_500_000, months: 36, markupPercent: 18 })
    const document: CalculationDocument = {
      ...base(36, false, 'kk'),
      program: { title: 'Ұзақ бөліп төлеу', bank: null, rate: 6 },
      calculation: { kind: 'installment', months: 36, markupPercent: 18, result },
    }
    const text = (await read(await renderCalculationPdf(document))).pages.join(' ')
    for (const expected of [
      'Бөліп төлеуді есептеу',
      'Есептеу күні: 23.11.2026',
      'Қымбаттау жылдық 6 % · ЖТСМ',
      'Бөліп төлеу сомасы 17,500,000 ₸',
      'Бүкіл мерзімдегі қымбаттау 3,150,000 ₸ (18 %)',
      'Ай сайынғы төлем 573,611 ₸',
    ])
      expect(text).toContain(expected)
    expect(text).not.toContain('Банк')
  })
})
