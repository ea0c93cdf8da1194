import { describe, expect, it } from 'vitest'

import { cardRows, columnsFor } from './card-rows'

describe('card rows that fill', () => {
  it('takes the most columns that leave no empty place', () => {
    expect(columnsFor(6, 4)).toBe(3)
    expect(columnsFor(8, 4)).toBe(4)
    expect(columnsFor(4, 3)).toBe(2)
    expect(columnsFor(9, 4)).toBe(3)
    expect(columnsFor(12, 4)).toBe(4)
  })
  it('leaves the fewest empty places when none fills, with the most columns among equals', () => {
    expect(columnsFor(7, 4)).toBe(4)
    expect(columnsFor(5, 4)).toBe(3)
    expect(columnsFor(5, 2)).toBe(2)
  })
  it('never makes more columns than cards', () => {
    expect(columnsFor(1, 4)).toBe(1)
    expect(columnsFor(3, 4)).toBe(3)
    expect(columnsFor(0, 4)).toBe(1)
  })
  it('gives wide cards three a row at most', () => {
    expect(cardRows(6)).toEqual({ 'data-md': 2, 'data-lg': 3, 'data-xl': 3 })
    expect(cardRows(4, { wide: true })).toEqual({ 'data-md': 2, 'data-lg': 2, 'data-xl': 2 })
    expect(cardRows(4)).toEqual({ 'data-md': 2, 'data-lg': 2, 'data-xl': 4 })
  })
})
