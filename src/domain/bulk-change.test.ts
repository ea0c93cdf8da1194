import { describe, expect, it } from 'vitest'

import { changedPrice, newPriceProblem, readBulkChange } from './bulk-change'

describe('changedPrice', () => {
  it('adds or takes off an amount of tenge', () => {
    expect(changedPrice(10_240_000, { kind: 'amount', value: 500_000, rounding: 1 })).toBe(10_740_000)
    expect(changedPrice(10_240_000, { kind: 'amount', value: -250_000, rounding: 1 })).toBe(9_990_000)
  })

  it('applies a percent, rounded half up to whole tenge or to 1,000 ₸', () => {
    expect(changedPrice(10_240_000, { kind: 'percent', value: 5, rounding: 1 })).toBe(10_752_000)
    expect(changedPrice(10_240_001, { kind: 'percent', value: 5, rounding: 1 })).toBe(10_752_001)
    expect(changedPrice(12_345_678, { kind: 'percent', value: -2.5, rounding: 1 })).toBe(12_037_036)
    expect(changedPrice(12_345_678, { kind: 'percent', value: -2.5, rounding: 1000 })).toBe(12_037_000)
  })

  it('does not let floating point drift cross a rounding boundary', () => {
    // 10,240,010 × 1.05 = 10,752,010.5 exactly; in floating point 10752010.499999998.
    expect(changedPrice(10_240_010, { kind: 'percent', value: 5, rounding: 1 })).toBe(10_752_011)
  })
})

describe('newPriceProblem', () => {
  it('refuses a price outside the estates bounds, in Russian by default', () => {
    expect(newPriceProblem(50_000, 'ru')).toBe('Цена: от 100,000 ₸ до 100,000,000,000 ₸')
    expect(newPriceProblem(-1, 'en')).toMatch(/^Price must be between/)
    expect(newPriceProblem(10_000_000, 'ru')).toBeNull()
  })
})

describe('readBulkChange', () => {
  it('reads a price change and a status change', () => {
    expect(readBulkChange({ kind: 'percent', value: 5 }, 'ru')).toEqual({ change: { kind: 'percent', value: 5, rounding: 1 } })
    expect(readBulkChange({ kind: 'amount', value: -250_000, rounding: 1000 }, 'ru')).toEqual({ change: { kind: 'amount', value: -250_000, rounding: 1000 } })
    expect(readBulkChange({ kind: 'status', status: 'sold' }, 'ru')).toEqual({ change: { kind: 'status', status: 'sold' } })
  })

  it('names each wrong field in Russian', () => {
    const errors = (input: unknown) => ('errors' in readBulkChange(input, 'ru') ? (readBulkChange(input, 'ru') as { errors: { path: string; message: string }[] }).errors : [])
    expect(errors(null).map((error) => error.path)).toEqual(['change.kind'])
    expect(errors({ kind: 'amount', value: 1.5 })[0]).toEqual({ path: 'change.value', message: 'Сумма: целое число тенге, не ноль, например 500000 или -250000' })
    expect(errors({ kind: 'amount', value: '500000' }).map((error) => error.path)).toEqual(['change.value'])
    expect(errors({ kind: 'percent', value: 0 }).map((error) => error.path)).toEqual(['change.value'])
    expect(errors({ kind: 'percent', value: 95 }).map((error) => error.path)).toEqual(['change.value'])
    expect(errors({ kind: 'percent', value: 5, rounding: 10 }).map((error) => error.path)).toEqual(['change.rounding'])
    expect(errors({ kind: 'status', status: 'gone' })[0].message).toBe('Статус: Свободно, Забронировано или Продано')
  })
})
