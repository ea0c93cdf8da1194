import { describe, expect, inject, it } from 'vitest'

import { cms, staffToken } from './staff-session'

/**
 * An editor's typo in an estate is refused with its reason (issue 17, item 6): 400 with the field and a
 * message that says what is allowed; the estate keeps its figures.
 */
describe.each(inject('targets'))('estate figures on $name', ({ baseUrl }) => {
  /** As an editor whose admin speaks `language` (Payload reads it from Accept-Language; Russian by default). */
  const patch = async (id: number, data: Record<string, unknown>, language = 'en') => {
    const response = await fetch(`${baseUrl}/cms-api/estates/${id}`, {
      method: 'PATCH',
      headers: { Authorization: `JWT ${await staffToken(baseUrl)}`, 'Content-Type': 'application/json', 'Accept-Language': language },
      body: JSON.stringify(data),
    })
    return { status: response.status, text: await response.text() }
  }

  it('refuses an area of 0, a price of 5 ₸ and a floor above the house, saying why', async () => {
    const { docs } = await cms(baseUrl, 'GET', '/estates?where[category][equals]=flat&limit=1&depth=1')
    const estate = docs[0]
    const floors = estate.house.floors

    for (const [data, path, reason] of [
      [{ area: 0 }, 'area', 'Area must be between 1 m² and 5,000 m²'],
      [{ price: 5 }, 'price', 'Price must be between 100,000 ₸ and 100,000,000,000 ₸'],
      [{ floor: floors + 1 }, 'floor', `Floor must be between -5 and ${floors}`],
    ] as const) {
      const answer = await patch(estate.id, data)
      expect(answer.status).toBe(400)
      expect(answer.text).toContain(`"path":"${path}"`)
      expect(answer.text).toContain(reason)
    }
    const russian = await patch(estate.id, { area: 0 }, 'ru-RU,ru;q=0.9')
    expect(russian.text).toContain('Площадь: от 1 м² до 5,000 м²')
    const after = await cms(baseUrl, 'GET', `/estates/${estate.id}?depth=0`)
    expect([after.area, after.price, after.floor]).toEqual([estate.area, estate.price, estate.floor])
    expect((await patch(estate.id, { floor: floors })).status).toBe(200)
    await patch(estate.id, { floor: estate.floor })
  })
})
