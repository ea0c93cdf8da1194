import { describe, expect, it } from 'vitest'

import { dateOnlyToAlmatyMidnight, fromAlmatyWallClock, toAlmatyWallClock } from './almaty-moment'

describe('publication moments on Almaty clock', () => {
  it('hands the picker Almaty day and time and reads them back to the same instant', () => {
    const local = toAlmatyWallClock('2026-11-25T06:17:00.000Z')!
    expect([local.getDate(), local.getHours(), local.getMinutes()]).toEqual([25, 11, 17])
    expect(fromAlmatyWallClock(local)).toBe('2026-11-25T06:17:00.000Z')
  })

  it('reads a picked minute as Almaty time (UTC+5 since March 2024, UTC+6 before)', () => {
    expect(fromAlmatyWallClock(new Date(2026, 10, 25, 0, 0))).toBe('2026-11-24T19:00:00.000Z')
    expect(fromAlmatyWallClock(new Date(2026, 10, 25, 23, 59))).toBe('2026-11-25T18:59:00.000Z')
    expect(fromAlmatyWallClock(new Date(2023, 5, 1, 0, 0))).toBe('2023-05-31T18:00:00.000Z')
  })

  it('gives nothing for a missing or broken value', () => {
    expect(toAlmatyWallClock('')).toBeNull()
    expect(toAlmatyWallClock('not a date')).toBeNull()
  })

  it('moves a date-only value (12:00 UTC) to midnight in Almaty of its day, and nothing else', () => {
    expect(dateOnlyToAlmatyMidnight('2026-11-25T12:00:00.000Z')).toBe('2026-11-24T19:00:00.000Z')
    expect(dateOnlyToAlmatyMidnight('2024-03-01T12:00:00.000Z')).toBe('2024-02-29T19:00:00.000Z')
    expect(dateOnlyToAlmatyMidnight('2024-02-29T12:00:00.000Z')).toBe('2024-02-28T18:00:00.000Z')
    expect(dateOnlyToAlmatyMidnight('2026-11-25T05:00:00.000Z')).toBe('2026-11-25T05:00:00.000Z')
  })
})
