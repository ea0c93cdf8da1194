import { describe, expect, it } from 'vitest'

import { formatShortNumber } from './money'
import { chartPoints, estateChangeOf, formatNumericDay, isPriceChangeSource, latestPriceMove, priceMoveOf, priceMoves, type PriceHistoryEntry } from './price-history'

const entry = (date: string, previous_price: number, price: number, previous_status = 'free', status = 'free') =>
  ({ date, previous_price, price, previous_status, status }) as PriceHistoryEntry

describe('what counts as a change of an estate (issue 36, item 2)', () => {
  it('is a move of the price or of the sale status from the published state', () => {
    expect(estateChangeOf(7, { price: 30_000_000, status: 'free' }, { price: 28_800_000, status: 'free' })).toEqual({
      estate: 7,
      previous_price: 30_000_000,
      price: 28_800_000,
      previous_status: 'free',
      status: 'free',
    })
    expect(estateChangeOf(7, { price: 30_000_000, status: 'free' }, { price: 30_000_000, status: 'sold' })).toMatchObject({ previous_status: 'free', status: 'sold' })
  })

  it('is none when nothing moved, nothing was published, or a state is not whole', () => {
    expect(estateChangeOf(7, { price: 30_000_000, status: 'free' }, { price: 30_000_000, status: 'free' })).toBeNull()
    expect(estateChangeOf(7, null, { price: 30_000_000, status: 'free' })).toBeNull()
    expect(estateChangeOf(7, { price: 30_000_000, status: 'free' }, { status: 'free' })).toBeNull()
    expect(estateChangeOf(7, { price: 30_000_000, status: 'gone' }, { price: 1, status: 'free' })).toBeNull()
  })

  it('knows its sources', () => {
    for (const source of ['editor', 'import', 'bulk', 'sync', 'seed']) expect(isPriceChangeSource(source)).toBe(true)
    expect(isPriceChangeSource('crm')).toBe(false)
  })
})

describe("the property page's «price lowered by» line", () => {
  const history = [
    entry('2026-11-12T06:00:00.000Z', 30_000_000, 30_000_000, 'reserved', 'free'),
    entry('2026-11-10T06:00:00.000Z', 31_200_000, 30_000_000),
    entry('2026-10-01T06:00:00.000Z', 30_500_000, 31_200_000),
  ]

  it('words the latest move of the price, passing status-only changes by', () => {
    expect(latestPriceMove(history)).toEqual({ direction: 'lowered', amount: 1_200_000, date: '2026-11-10T06:00:00.000Z' })
    expect(priceMoveOf(history[2])).toEqual({ direction: 'raised', amount: 700_000, date: '2026-10-01T06:00:00.000Z' })
    expect(latestPriceMove([history[0]])).toBeNull()
    expect(latestPriceMove([])).toBeNull()
  })

  it('writes the amount as the site writes short numbers, and the day in Kazakhstan time', () => {
    expect(formatShortNumber(1_200_000, { million: 'млн', thousand: 'тыс.' })).toBe('1.2\u00a0млн')
    expect(formatShortNumber(350_000, { million: 'млн', thousand: 'тыс.' })).toBe('350\u00a0тыс.')
    expect(formatNumericDay('2026-11-12T06:00:00.000Z')).toBe('12.11.2026')
    // 20:00 UTC is already the next day in Almaty (UTC+5).
    expect(formatNumericDay('2026-11-11T20:00:00.000Z')).toBe('12.11.2026')
    expect(formatNumericDay('not a date')).toBe('')
  })

  it('lists and charts only the moves of the price, oldest point on the left', () => {
    const moves = priceMoves(history)
    expect(moves).toHaveLength(2)
    const points = chartPoints(moves, 320, 72, 4)
    expect(points.map((p) => p.price)).toEqual([30_500_000, 31_200_000, 30_000_000])
    expect(points[0].x).toBe(4)
    expect(points[2].x).toBe(316)
    // The highest price at the top, the lowest at the bottom.
    expect(points[1].y).toBe(4)
    expect(points[2].y).toBe(68)
    expect(chartPoints([], 320, 72)).toEqual([])
  })
})
