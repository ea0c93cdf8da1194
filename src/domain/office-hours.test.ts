import { describe, expect, it } from 'vitest'

import { meetingSlotProblem, meetingSlots, openWeekdays, toScheduleRows, validRows, weekdayOf, type ScheduleRow } from './office-hours'

const WEEK: ScheduleRow[] = [
  { days: ['mon', 'tue', 'wed', 'thu', 'fri'], opens: '09:00', closes: '19:00' },
  { days: ['sat'], opens: '10:00', closes: '16:00' },
]
// 2026-12-01 is a Tuesday; Almaty is UTC+5.
const MORNING = new Date('2026-11-30T03:00:00Z') // Monday 08:00 in Almaty

describe('office hours', () => {
  it('tells the weekday of a calendar day', () => {
    expect(weekdayOf('2026-12-01')).toBe('tue')
    expect(weekdayOf('2026-12-05')).toBe('sat')
    expect(weekdayOf('2026-12-06')).toBe('sun')
  })

  it('offers hourly slots that end by closing time', () => {
    expect(meetingSlots(WEEK, '2026-12-01', MORNING)).toEqual(['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00', '18:00'])
    expect(meetingSlots(WEEK, '2026-12-05', MORNING)).toEqual(['10:00', '11:00', '12:00', '13:00', '14:00', '15:00'])
  })

  it('offers nothing on a closed day or a past day', () => {
    expect(meetingSlots(WEEK, '2026-12-06', MORNING)).toEqual([])
    expect(meetingSlots(WEEK, '2026-11-29', MORNING)).toEqual([])
  })

  it('offers today only the slots at least an hour ahead', () => {
    const noon = new Date('2026-11-30T07:10:00Z') // 12:10 in Almaty
    expect(meetingSlots(WEEK, '2026-11-30', noon)).toEqual(['14:00', '15:00', '16:00', '17:00', '18:00'])
    const evening = new Date('2026-11-30T13:30:00Z') // 18:30
    expect(meetingSlots(WEEK, '2026-11-30', evening)).toEqual([])
  })

  it('merges overlapping rows and ignores broken ones', () => {
    const rows: ScheduleRow[] = [
      { days: ['mon'], opens: '09:30', closes: '12:30' },
      { days: ['mon'], opens: '11:30', closes: '13:30' },
      { days: ['mon'], opens: '18:00', closes: '09:00' },
      { days: ['mon'], opens: '25:00', closes: '26:00' },
      { days: [], opens: '09:00', closes: '10:00' },
    ]
    expect(validRows(rows)).toHaveLength(2)
    expect(meetingSlots(rows, '2026-12-07', MORNING)).toEqual(['09:30', '10:30', '11:30', '12:30'])
  })

  it('lists the open weekdays in week order', () => {
    expect(openWeekdays([{ days: ['sat', 'mon'], opens: '10:00', closes: '12:00' }])).toEqual(['mon', 'sat'])
    expect(openWeekdays([])).toEqual([])
  })

  it('refuses a meeting outside the office hours: the date when the office is closed that day, else the time', () => {
    expect(meetingSlotProblem(WEEK, '2026-12-01', '10:00', MORNING)).toBeNull()
    expect(meetingSlotProblem(WEEK, '2026-12-01', undefined, MORNING)).toBeNull()
    expect(meetingSlotProblem(WEEK, '2026-12-01', '19:00', MORNING)).toBe('time')
    expect(meetingSlotProblem(WEEK, '2026-12-01', '10:30', MORNING)).toBe('time')
    expect(meetingSlotProblem(WEEK, '2026-12-06', '10:00', MORNING)).toBe('date')
    expect(meetingSlotProblem(WEEK, '2026-12-06', undefined, MORNING)).toBe('date')
  })

  it('keeps a slot of today bookable for a few minutes after the form stopped offering it', () => {
    const justLate = new Date('2026-11-30T08:05:00Z') // 13:05 in Almaty: 14:00 left the form at 13:00
    expect(meetingSlots(WEEK, '2026-11-30', justLate)).not.toContain('14:00')
    expect(meetingSlotProblem(WEEK, '2026-11-30', '14:00', justLate)).toBeNull()
    expect(meetingSlotProblem(WEEK, '2026-11-30', '14:00', new Date('2026-11-30T08:20:00Z'))).toBe('time')
  })

  it('takes any time at an office without opening hours (a manager agrees it by phone)', () => {
    expect(meetingSlotProblem([], '2026-12-06', '23:00', MORNING)).toBeNull()
  })

  it('reads a stored schedule, dropping unknown day codes', () => {
    expect(toScheduleRows([{ days: ['mon', 'xyz'], opens: '09:00', closes: '18:00' }])).toEqual([{ days: ['mon'], opens: '09:00', closes: '18:00' }])
    expect(toScheduleRows(null)).toEqual([])
  })
})
