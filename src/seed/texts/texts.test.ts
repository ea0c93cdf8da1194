import { describe, expect, it } from 'vitest'

import { keyTerms } from '../../domain/purchase-methods'
import { LOCALES } from '../../i18n/locales'
import { Loc } from '../localized'
import * as articles from './articles'
import * as career from './career'
import * as catalogue from './catalogue'
import * as company from './company'
import * as marketing from './marketing'
import * as purchase from './purchase'
import * as site from './site'

/** Issue 32: the demo texts agree with the demo data and with Kazakhstan's practice. */

/** Every text of a value, in every language. */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (value instanceof Loc) return LOCALES.flatMap((locale) => texts(value[locale]))
  if (Array.isArray(value)) return value.flatMap(texts)
  if (value && typeof value === 'object') return Object.values(value).flatMap(texts)
  return []
}

/** Every Loc of a value. */
function locs(value: unknown): Loc<unknown>[] {
  if (value instanceof Loc) return [value]
  if (Array.isArray(value)) return value.flatMap(locs)
  if (value && typeof value === 'object') return Object.values(value).flatMap(locs)
  return []
}

const { PURCHASE_GUIDE, MORTGAGES } = purchase
type Method = 'mortgage' | 'installment' | 'payment-100'
const forMethod = <T extends { methods: Method[] }>(rows: T[], method: Method) => rows.filter((row) => !row.methods.length || row.methods.includes(method))

describe('seed texts', () => {
  it('name no Russian registries or agencies', () => {
    const all = [articles, career, catalogue, company, marketing, purchase, site].flatMap((module) => texts(Object.values(module)))
    expect(all.filter((text) => /ЕГРН|Росреестр|МФЦ|Госуслуг/.test(text))).toEqual([])
  })

  it('give the purchase guide in the three languages', () => {
    for (const loc of locs(PURCHASE_GUIDE)) for (const locale of LOCALES) expect(String(loc[locale]).trim(), JSON.stringify(loc)).not.toBe('')
  })

  it('quote in the mortgage lead the lowest rate and initial payment of the programs', () => {
    const terms = keyTerms(MORTGAGES.map((m) => ({ rate: m.rate, initial_payment: m.initial, term_months: m.months })))!
    const summary = PURCHASE_GUIDE.methods.mortgage.summary
    expect(summary.ru).toContain(`от ${terms.rateFrom}%`)
    expect(summary.kk).toContain(`${terms.rateFrom}%-дан`)
    expect(summary.en).toContain(`from ${terms.rateFrom}%`)
    for (const text of texts(summary)) expect(text).toContain(`${terms.initialFrom}%`)
  })

  it('list for a full payment the documents a buyer brings, and ask about paying in full, not about loans', () => {
    const documents = forMethod(PURCHASE_GUIDE.documents, 'payment-100').map((d) => d.title.ru)
    expect(documents.length).toBeGreaterThan(3)
    expect(documents.join('\n')).toMatch(/Удостоверение личности/)
    expect(documents.join('\n')).toMatch(/нотариально заверенное согласие супруга/)
    expect(documents.join('\n')).toMatch(/юридических лиц — учредительные документы/)
    const faq = forMethod(PURCHASE_GUIDE.faq, 'payment-100')
    expect(faq.length).toBeGreaterThan(2)
    expect(texts(faq.map((f) => [f.question, f.answer])).filter((text) => /ипотек|ГЭСВ|ЖТСМ|mortgage|рассрочк|instalment/i.test(text))).toEqual([])
    expect(faq.map((f) => f.question.ru).join('\n')).toMatch(/скидк/)
    expect(PURCHASE_GUIDE.full_payment.conditions.ru).toContain(`${PURCHASE_GUIDE.full_payment.discount_percent}%`)
  })

  it('count on /about the cities the projects are in', () => {
    const cities = new Set(catalogue.COMPLEXES.map((c) => c.city))
    expect([...cities].sort()).toEqual(catalogue.CITIES.map((c) => c.slug).sort())
    const words: Record<number, [string, string, string]> = { 5: ['пяти', 'бес', 'five'], 6: ['шести', 'алты', 'six'], 7: ['семи', 'жеті', 'seven'] }
    const [ru, kk, en] = words[cities.size]
    expect(company.ABOUT.intro.ru).toContain(`${ru} городах`)
    expect(company.ABOUT.intro.kk).toContain(`${kk} қаласында`)
    expect(company.ABOUT.intro.en).toContain(`${en} cities`)
  })
})
