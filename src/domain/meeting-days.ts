/**
 * The days a meeting can be asked for: from today in Almaty (the company's working time zone) to
 * MEETING_HORIZON_DAYS ahead. Apart from the form schemas (./lead-forms.ts) so that the meeting form's
 * date picker has the same bounds without loading zod in the browser.
 */

export const MEETING_HORIZON_DAYS = 180

/** Calendar day in Almaty, YYYY-MM-DD. */
export const todayInAlmaty = (now = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Almaty', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)

/** Whether a YYYY-MM-DD string names a day of the calendar (not 2026-02-30). */
export const isCalendarDay = (value: string): boolean => {
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

/** The calendar day `days` after `day` (YYYY-MM-DD). */
export const addDays = (day: string, days: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

/** Whether a meeting can be asked for on `day`: not in the past, at most MEETING_HORIZON_DAYS ahead. */
export const isMeetingDay = (day: string, now = new Date()): boolean => {
  const today = todayInAlmaty(now)
  return day >= today && day <= addDays(today, MEETING_HORIZON_DAYS)
}
