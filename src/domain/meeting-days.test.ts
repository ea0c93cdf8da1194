import { describe, expect, it } from 'vitest'

import { addDays, isCalendarDay, isMeetingDay, MEETING_HORIZON_DAYS, todayInAlmaty } from './meeting-days'

describe('meeting days', () => {
  it('counts the day on Almaty’s clock: 19:30 UTC is already the next day there', () => {
    expect(todayInAlmaty(new Date('2026-11-25T18:59:00Z'))).toBe('2026-11-25')
    expect(todayInAlmaty(new Date('2026-11-25T19:30:00Z'))).toBe('2026-11-26')
  })

  it('knows the calendar, across months and a leap day', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true)
    expect(isCalendarDay('2026-02-29')).toBe(false)
    expect(isCalendarDay('2026-11-31')).toBe(false)
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
  })

  it('takes today in Almaty up to the horizon, and no day outside it', () => {
    const now = new Date('2026-11-25T19:30:00Z') // 00:30 on the 26th in Almaty
    expect(isMeetingDay('2026-11-25', now)).toBe(false)
    expect(isMeetingDay('2026-11-26', now)).toBe(true)
    expect(isMeetingDay(addDays('2026-11-26', MEETING_HORIZON_DAYS), now)).toBe(true)
    expect(isMeetingDay(addDays('2026-11-26', MEETING_HORIZON_DAYS + 1), now)).toBe(false)
  })
})
