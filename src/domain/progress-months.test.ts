import { describe, expect, it } from 'vitest'

import { byMonth, latestPerQueue, monthAnchor } from './progress-months'

const entry = (id: number, month: string, house: number | null) => ({ id, month, house: house === null ? null : { id: house } })

describe('construction reports by month', () => {
  const entries = [
    entry(1, '2026-10-01T00:00:00.000Z', 2),
    entry(2, '2026-10-01T00:00:00.000Z', 3),
    entry(3, '2026-09-01T00:00:00.000Z', 2),
    entry(4, '2026-08-01T00:00:00.000Z', null),
  ]

  it('groups them month by month, latest first, keeping their order', () => {
    expect(byMonth(entries).map((m) => [m.month, m.entries.map((e) => e.id)])).toEqual([
      ['2026-10', [1, 2]],
      ['2026-09', [3]],
      ['2026-08', [4]],
    ])
    expect(byMonth([])).toEqual([])
  })

  it('takes the latest report of each queue', () => {
    expect(latestPerQueue(entries).map((e) => e.id)).toEqual([1, 2, 4])
  })

  it('names the month anchors', () => {
    expect(monthAnchor('2026-10-01T00:00:00.000Z')).toBe('m-2026-10')
    expect(monthAnchor('2026-10')).toBe('m-2026-10')
  })
})
