import { describe, expect, it } from 'vitest'

import { figureProblem, houseProblem } from './estate-bounds'

describe("an estate's figures", () => {
  it("refuses an area of 0, a price of 5 ₸ and a fractional floor, with the reason in the editor's language", () => {
    expect(figureProblem('area', 0, 'en')).toBe('Area must be between 1 m² and 5,000 m²')
    expect(figureProblem('price', 5, 'ru')).toBe('Цена: от 100,000 ₸ до 100,000,000,000 ₸')
    expect(figureProblem('floor', 2.5, 'en')).toBe('Floor must be a whole number')
    expect(figureProblem('rooms', 11, 'kk')).toBe('Число комнат: от 0 до 10')
  })

  it('accepts real figures and empty optional ones', () => {
    expect(figureProblem('area', 25.6)).toBeNull()
    expect(figureProblem('price', 11_160_000)).toBeNull()
    expect(figureProblem('floor', -1)).toBeNull()
    expect(figureProblem('rooms', null)).toBeNull()
  })

  it("keeps the floor and the section within the house's", () => {
    expect(houseProblem('floor', 13, 12, 'en')).toBe('Floor must be between -5 and 12')
    expect(houseProblem('section', 4, 3, 'ru')).toBe('Подъезд: от 1 до 3')
    expect(houseProblem('floor', 12, 12)).toBeNull()
    expect(houseProblem('floor', 40, null)).toBeNull()
  })
})
