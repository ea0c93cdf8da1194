import { describe, expect, inject, it } from 'vitest'

import { ok } from './catalogue-support'

describe.each(inject('targets'))('dictionaries API on $name', ({ baseUrl }) => {
  it('gives the reference data with localized titles', async () => {
    const [ru, kk, en] = await Promise.all(['ru', 'kk', 'en'].map(async (l) => (await ok(baseUrl, '/api/dictionaries', l)).data))
    expect(Object.keys(ru).sort()).toEqual(['cities', 'complex_classes', 'complex_statuses', 'estate_categories', 'estate_statuses', 'restorations'])
    expect(ru.cities.length).toBeGreaterThan(0)
    for (const c of ru.cities) expect(c).toMatchObject({ id: expect.any(Number), name: expect.any(String), slug: expect.any(String) })
    expect(ru.complex_statuses.map((s: any) => s.code)).toEqual(['planning', 'construction', 'completed'])
    expect(ru.complex_classes.map((s: any) => s.code)).toEqual(['comfort', 'comfort-plus', 'business', 'premium'])
    expect(ru.estate_categories.map((c: any) => c.code).sort()).toEqual(['comm', 'flat', 'garage', 'storageroom'])
    for (const r of ru.restorations) expect(r).toMatchObject({ id: expect.any(Number), code: expect.any(String), title: expect.any(String) })
    for (const other of [kk, en]) {
      expect(other.complex_statuses.map((s: any) => s.title)).not.toEqual(ru.complex_statuses.map((s: any) => s.title))
      expect(other.estate_categories.map((c: any) => c.title)).not.toEqual(ru.estate_categories.map((c: any) => c.title))
      expect(other.restorations.map((r: any) => r.id)).toEqual(ru.restorations.map((r: any) => r.id))
    }
    expect(en.restorations.map((r: any) => r.title)).not.toEqual(ru.restorations.map((r: any) => r.title))
    expect(en.cities.map((c: any) => c.id).sort()).toEqual(ru.cities.map((c: any) => c.id).sort())
  })

  it('ignores query parameters it does not use', async () => {
    const body = await ok(baseUrl, '/api/dictionaries?x=%27%3B%20DROP%20TABLE%20estates%3B--')
    expect(body.data.cities.length).toBeGreaterThan(0)
  })
})
