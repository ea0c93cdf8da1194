import { beforeAll, describe, expect, inject, it } from 'vitest'

import { ok, rejects, rejectsHostile } from './catalogue-support'

describe.each(inject('targets'))('property descriptions API on $name', ({ baseUrl }) => {
  let all: any[]

  beforeAll(async () => {
    all = (await ok(baseUrl, '/api/property-descriptions')).data
  })

  it('lists the text blocks with the documented shape', () => {
    expect(all.length).toBeGreaterThan(0)
    for (const d of all) {
      expect(d).toMatchObject({ id: expect.any(Number), type: expect.any(String), title: expect.any(String), text: expect.any(String) })
      expect(Object.keys(d).sort()).toEqual(['complex_id', 'estate_category', 'estate_rooms', 'house_id', 'id', 'text', 'title', 'type'])
    }
  })

  it('filters by type, category (id or code), rooms, queue and project', async () => {
    const sample = all[0]
    const byType = (await ok(baseUrl, `/api/property-descriptions?type=${sample.type}`)).data
    expect(byType.length).toBe(all.filter((d) => d.type === sample.type).length)

    const categorized = all.find((d) => d.estate_category)
    if (categorized) {
      const byCode = (await ok(baseUrl, `/api/property-descriptions?estate_category_id=${categorized.estate_category}`)).data
      expect(byCode.every((d: any) => d.estate_category === categorized.estate_category)).toBe(true)
      const categories = (await ok(baseUrl, '/api/dictionaries')).data.estate_categories
      const id = categories.find((c: any) => c.code === categorized.estate_category).id
      expect((await ok(baseUrl, `/api/property-descriptions?estate_category_id=${id}`)).data).toEqual(byCode)
    }

    const withRooms = all.find((d) => d.estate_rooms !== null)
    if (withRooms) {
      const byRooms = (await ok(baseUrl, `/api/property-descriptions?estate_rooms=${withRooms.estate_rooms}`)).data
      expect(byRooms.length).toBeGreaterThan(0)
      expect(byRooms.every((d: any) => d.estate_rooms === withRooms.estate_rooms)).toBe(true)
    }
    const withoutRooms = (await ok(baseUrl, '/api/property-descriptions?without_estate_rooms=1')).data
    expect(withoutRooms.every((d: any) => d.estate_rooms === null)).toBe(true)
    expect(withoutRooms.length).toBe(all.filter((d) => d.estate_rooms === null).length)

    const housed = all.find((d) => d.house_id !== null)
    if (housed) {
      const byHouse = (await ok(baseUrl, `/api/property-descriptions?house_id=${housed.house_id}`)).data
      expect(byHouse.every((d: any) => d.house_id === housed.house_id)).toBe(true)
    }
    const complexed = all.find((d) => d.complex_id !== null)
    if (complexed) {
      const byComplex = (await ok(baseUrl, `/api/property-descriptions?complex_id=${complexed.complex_id}`)).data
      expect(byComplex.every((d: any) => d.complex_id === complexed.complex_id)).toBe(true)
    }
  })

  it('translates titles', async () => {
    const en = (await ok(baseUrl, '/api/property-descriptions', 'en')).data
    const kk = (await ok(baseUrl, '/api/property-descriptions', 'kk')).data
    expect(en.map((d: any) => d.id)).toEqual(all.map((d) => d.id))
    expect(en.map((d: any) => d.title)).not.toEqual(all.map((d) => d.title))
    expect(kk.map((d: any) => d.title)).not.toEqual(all.map((d) => d.title))
  })

  it('answers 422 for bad input, never 500', async () => {
    await rejects(baseUrl, '/api/property-descriptions?type=poem', 'type')
    await rejects(baseUrl, '/api/property-descriptions?estate_category_id=villa', 'estate_category_id')
    await rejects(baseUrl, '/api/property-descriptions?estate_rooms=abc', 'estate_rooms')
    await rejects(baseUrl, '/api/property-descriptions?without_estate_rooms=maybe', 'without_estate_rooms')
    await rejectsHostile(baseUrl, '/api/property-descriptions', ['type', 'estate_category_id', 'house_id', 'estate_rooms', 'without_estate_rooms', 'complex_id'])
  })
})
