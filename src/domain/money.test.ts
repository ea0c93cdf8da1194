import { describe, expect, it } from 'vitest'

import { formatMoney, formatNumber, formatShortNumber, pricePerSquareMetre, readWholeAmount } from './money'

const suffixes = { million: 'млн', thousand: 'тыс.' }

describe('formatMoney', () => {
  it('uses 2 decimals, comma thousands and dot decimals by default', () => {
    expect(formatMoney(1234567.891)).toBe('1,234,567.89')
    expect(formatMoney(0)).toBe('0.00')
    expect(formatMoney(-1500)).toBe('-1,500.00')
  })
  it('takes a decimal count', () => {
    expect(formatMoney(45_000_000, 0)).toBe('45,000,000')
  })
})

describe('formatNumber', () => {
  it('groups thousands with commas, as money', () => {
    expect(formatNumber(1620)).toBe('1,620')
    expect(formatNumber(1_234_567)).toBe('1,234,567')
    expect(formatNumber(999)).toBe('999')
  })
  it('writes decimals with a dot, one at most by default, trailing zeros dropped', () => {
    expect(formatNumber(54.34)).toBe('54.3')
    expect(formatNumber(1.2)).toBe('1.2')
    expect(formatNumber(62)).toBe('62')
    expect(formatNumber(62.04)).toBe('62')
    expect(formatNumber(1250.55, 2)).toBe('1,250.55')
  })
  it('never writes a negative zero', () => {
    expect(formatNumber(-0.04)).toBe('0')
    expect(formatNumber(-1500.5)).toBe('-1,500.5')
  })
})

describe('formatShortNumber', () => {
  it('shows millions from 1,000,000', () => {
    expect(formatShortNumber(1_000_000, suffixes)).toBe('1\u00a0млн')
    expect(formatShortNumber(45_650_000, suffixes)).toBe('45.7\u00a0млн')
  })
  it('shows thousands from 1,000', () => {
    expect(formatShortNumber(1_000, suffixes)).toBe('1\u00a0тыс.')
    expect(formatShortNumber(999_999, suffixes)).toBe('1,000\u00a0тыс.')
    expect(formatShortNumber(12_500, suffixes)).toBe('12.5\u00a0тыс.')
  })
  it('groups and separates decimals as money does', () => {
    expect(formatShortNumber(1_250_400_000, suffixes)).toBe('1,250.4\u00a0млн')
    expect(formatShortNumber(45_200_000, suffixes)).not.toContain(',')
  })
  it('keeps smaller numbers plain', () => {
    expect(formatShortNumber(999, suffixes)).toBe('999')
  })
})

describe('pricePerSquareMetre', () => {
  it('rounds to whole tenge and survives a zero area', () => {
    expect(pricePerSquareMetre(45_000_000, 62.5)).toBe(720_000)
    expect(pricePerSquareMetre(1, 0)).toBe(0)
  })
})

describe('readWholeAmount (the admin price box)', () => {
  it('reads a price grouped any way, with or without the currency', () => {
    expect(['10,240,000', '10 240 000\u00a0₸', '10\u00a0240\u00a0000', '10240000', ' 7 '].map(readWholeAmount)).toEqual([10_240_000, 10_240_000, 10_240_000, 10_240_000, 7])
  })

  it('gives null for an empty box and NaN for what is not a whole amount', () => {
    expect([readWholeAmount(''), readWholeAmount(' ₸ ')]).toEqual([null, null])
    expect(['10.5', 'abc', '-5', '1e6'].map(readWholeAmount)).toEqual([Number.NaN, Number.NaN, Number.NaN, Number.NaN])
  })
})
