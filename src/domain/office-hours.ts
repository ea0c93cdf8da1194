import { todayInAlmaty } from './meeting-days'

/**
 * Office opening hours (the Contacts collection's `schedule`) and the meeting slots they give: a
 * meeting starts on the hour or half hour inside a row of the schedule and ends before it closes.
 * Times are the office's local time (the company works in Almaty time, as the meeting form's dates).
 */

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const
export type Weekday = (typeof WEEKDAYS)[number]

/** One row of a schedule: these weekdays, from `opens` to `closes` (HH:MM, 24 h). */
export type ScheduleRow = { days: Weekday[]; opens: string; closes: string }

/** How long a meeting lasts, and so the step between the slots offered. */
export const MEETING_SLOT_MINUTES = 60

/** A slot of today must start at least this long after now (the office needs time to prepare). */
export const MEETING_NOTICE_MINUTES = 60

export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/

export const isWeekday = (value: unknown): value is Weekday => typeof value === 'string' && (WEEKDAYS as readonly string[]).includes(value)

const toMinutes = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))
const toTime = (minutes: number): string => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/** The weekday of a calendar day (YYYY-MM-DD). */
export function weekdayOf(day: string): Weekday {
  // getUTCDay: 0 is Sunday.
  return WEEKDAYS[(new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7]
}

/** A stored schedule (the Contacts collection's rows) as schedule rows; unknown day codes are dropped. */
export const toScheduleRows = (rows: readonly { days?: readonly string[] | null; opens: string; closes: string }[] | null | undefined): ScheduleRow[] =>
  (rows ?? []).map((row) => ({ days: (row.days ?? []).filter(isWeekday), opens: row.opens, closes: row.closes }))

/** Rows an editor filled in completely and sensibly (valid times, opening before closing). */
export const validRows = (schedule: readonly ScheduleRow[]): ScheduleRow[] =>
  schedule.filter((row) => row.days.length > 0 && TIME_OF_DAY.test(row.opens) && TIME_OF_DAY.test(row.closes) && toMinutes(row.opens) < toMinutes(row.closes))

/** The weekdays on which the office receives visitors. */
export const openWeekdays = (schedule: readonly ScheduleRow[]): Weekday[] => {
  const open = new Set(validRows(schedule).flatMap((row) => row.days))
  return WEEKDAYS.filter((day) => open.has(day))
}

/** The current time of day in Almaty, HH:MM. */
export const timeInAlmaty = (now = new Date()): string =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Almaty', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(now)

/**
 * The start times a visitor may pick on `day` (YYYY-MM-DD): every MEETING_SLOT_MINUTES from opening
 * until the last meeting that ends by closing time, in order, without repeats; none on a closed day or
 * a day already past; today only those at least MEETING_NOTICE_MINUTES ahead.
 */
export function meetingSlots(schedule: readonly ScheduleRow[], day: string, now = new Date()): string[] {
  const today = todayInAlmaty(now)
  if (day < today) return []
  const weekday = weekdayOf(day)
  const earliest = day === today ? toMinutes(timeInAlmaty(now)) + MEETING_NOTICE_MINUTES : 0
  const starts = new Set<number>()
  for (const row of validRows(schedule)) {
    if (!row.days.includes(weekday)) continue
    for (let start = toMinutes(row.opens); start + MEETING_SLOT_MINUTES <= toMinutes(row.closes); start += MEETING_SLOT_MINUTES) {
      if (start >= earliest) starts.add(start)
    }
  }
  return [...starts].sort((a, b) => a - b).map(toTime)
}

/**
 * How long a slot stays bookable after the form offered it: a visitor who picked today's first slot a
 * few minutes before it closed to requests still gets it.
 */
export const MEETING_PICK_GRACE_MINUTES = 15

/**
 * Why the office of `schedule` cannot receive a meeting on `day` at `time` (the field to blame), or null
 * when it can. An office without opening hours takes any request (a manager agrees the time by phone),
 * and so does a request without a time (on a day the office is open).
 */
export function meetingSlotProblem(schedule: readonly ScheduleRow[], day: string, time: string | undefined, now = new Date()): 'date' | 'time' | null {
  if (!validRows(schedule).length) return null
  const slots = meetingSlots(schedule, day, new Date(now.getTime() - MEETING_PICK_GRACE_MINUTES * 60_000))
  if (!slots.length) return 'date'
  return time === undefined || slots.includes(time) ? null : 'time'
}
