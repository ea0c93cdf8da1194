import { beforeAll, describe, expect, inject, it } from 'vitest'

import { ok, query, rejects, rejectsHostile } from './catalogue-support'

const sortedByInitialPaymentDesc = (programs: any[]) => {
  const payments = programs.map((p) => p.initial_payment)
  expect(payments).toEqual([...payments].sort((a, b) => b - a))
}

describe.each(inject('targets'))('calculators API on $name', ({ baseUrl }) => {
  let all: any
  let categories: any[]
  let complexes: any[]

  beforeAll(async () => {
    all = (await ok(baseUrl, '/api/calculators')).data
    categories = (await ok(baseUrl, '/api/dictionaries')).data.estate_categories
    complexes = (await ok(baseUrl, '/api/complexes/navigation')).data
  })

  it('lists mortgage programs and installment plans by initial payment, highest first', () => {
    expect(all.mortgages.length).toBeGreaterThan(0)
    expect(all.installments.length).toBeGreaterThan(0)
    for (const p of all.mortgages) {
      expect(p).toMatchObject({
        id: expect.any(Number),
        title: expect.any(String),
        bank: expect.any(String),
        rate: expect.any(Number),
        initial_payment: expect.any(Number),
        term_months: expect.any(Number),
      })
      expect(Array.isArray(p.complex_ids) && Array.isArray(p.house_ids) && Array.isArray(p.estate_categories)).toBe(true)
    }
    for (const p of all.installments) expect(p).toMatchObject({ id: expect.any(Number), title: expect.any(String), initial_payment: expect.any(Number) })
    sortedByInitialPaymentDesc(all.mortgages)
    sortedByInitialPaymentDesc(all.installments)
  })

  it('keeps only the programs whose scope admits the project, queue and categories', async () => {
    // A seeded project with offers (other test files add bare projects of their own).
    const complex = complexes.find((c) => c.price_from != null)
    const detail = (await ok(baseUrl, `/api/complexes/s/${complex.slug}`)).data
    const house = detail.houses[0]
    const flat = categories.find((c) => c.code === 'flat')
    const { data } = await ok(baseUrl, `/api/calculators${query({ complex_id: complex.id, house_id: house.id, 'estate_category_ids[]': flat.id })}`)
    for (const p of [...data.mortgages, ...data.installments]) {
      if (p.complex_ids.length) expect(p.complex_ids).toContain(complex.id)
      if (p.house_ids.length) expect(p.house_ids).toContain(house.id)
      if (p.estate_categories.length) expect(p.estate_categories).toContain('flat')
    }
    // Programs without any scope apply everywhere.
    const universal = all.mortgages.filter((p: any) => !p.complex_ids.length && !p.house_ids.length && !p.estate_categories.length).map((p: any) => p.id)
    expect(data.mortgages.map((p: any) => p.id)).toEqual(expect.arrayContaining(universal))
    sortedByInitialPaymentDesc(data.mortgages)
    sortedByInitialPaymentDesc(data.installments)
    // Categories by code and by id give the same answer.
    const byCode = await ok(baseUrl, `/api/calculators${query({ complex_id: complex.id, house_id: house.id, 'estate_category_ids[]': 'flat' })}`)
    expect(byCode.data).toEqual(data)
  })

  it('leaves out the programs scoped to other categories', async () => {
    const { data } = await ok(baseUrl, '/api/calculators?estate_category_ids[]=garage')
    for (const kind of ['mortgages', 'installments'] as const) {
      const expected = all[kind].filter((p: any) => !p.estate_categories.length || p.estate_categories.includes('garage')).map((p: any) => p.id)
      expect(data[kind].map((p: any) => p.id)).toEqual(expected)
    }
  })

  it('translates titles', async () => {
    const en = (await ok(baseUrl, '/api/calculators', 'en')).data
    expect(en.mortgages.map((p: any) => p.title)).not.toEqual(all.mortgages.map((p: any) => p.title))
  })

  it('answers 422 for bad input, never 500', async () => {
    await rejects(baseUrl, '/api/calculators?estate_category_ids[]=villa', 'estate_category_ids')
    await rejects(baseUrl, '/api/calculators?complex_id=abc', 'complex_id')
    await rejects(baseUrl, '/api/calculators?house_id=-5', 'house_id')
    await rejectsHostile(baseUrl, '/api/calculators', ['complex_id', 'house_id', 'estate_category_ids'])
  })
})
