import { almatyDayAndTime, almatyInstant, initialLeadStatus, leadSearchText } from '../../domain/lead-desk'

/**
 * The leads desk's backfill of leads stored before it (both adapters): the status (spam for a filled
 * honeypot, else new), the search key (folded name, phone digits, e-mail), and a meeting's day, time and
 * office moved out of `details` into their own fields (the office's text stays in `details` only when
 * its contact no longer exists).
 */
export type StoredLeadRow = { id: number; name: string | null; phone: string | null; email: string | null; spam: unknown; details: unknown }
export type LeadBackfill = { id: number; status: string; search_text: string; meeting_at: string | null; meeting_office_id: number | null; details: string | null }

const DAY = /^\d{4}-\d{2}-\d{2}$/
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

export function backfillLead(row: StoredLeadRow, contactIds: ReadonlySet<number>): LeadBackfill {
  let details: Record<string, unknown> | null = null
  if (typeof row.details === 'string') {
    try {
      details = JSON.parse(row.details) as Record<string, unknown>
    } catch {
      details = null
    }
  } else if (row.details && typeof row.details === 'object') details = { ...(row.details as Record<string, unknown>) }
  let meetingAt: string | null = null
  let officeId: number | null = null
  if (details && !Array.isArray(details)) {
    if (typeof details.date === 'string' && DAY.test(details.date)) {
      const time = typeof details.time === 'string' && TIME.test(details.time) ? details.time : undefined
      meetingAt = almatyInstant(details.date, time)
      delete details.date
      if (time) delete details.time
    }
    const office = Number(details.office_id)
    if (Number.isInteger(office) && contactIds.has(office)) {
      officeId = office
      delete details.office_id
      delete details.office
    }
  }
  const spam = row.spam === true || row.spam === 1 || row.spam === '1' || row.spam === 'true'
  return {
    id: Number(row.id),
    status: initialLeadStatus(spam),
    search_text: leadSearchText(row),
    meeting_at: meetingAt,
    meeting_office_id: officeId,
    details: details === null ? (typeof row.details === 'string' ? row.details : row.details == null ? null : JSON.stringify(row.details)) : JSON.stringify(details),
  }
}

/** Back down: the meeting's day, time and office return into `details` (as the form used to store them). */
export function restoreDetails(row: { details: unknown; meeting_at: unknown; meeting_office_id: unknown }): string | null {
  let details: Record<string, unknown> = {}
  if (typeof row.details === 'string') {
    try {
      details = JSON.parse(row.details) as Record<string, unknown>
    } catch {
      return row.details
    }
  } else if (row.details && typeof row.details === 'object') details = { ...(row.details as Record<string, unknown>) }
  if (row.meeting_at) {
    const { date, time } = almatyDayAndTime(new Date(row.meeting_at as string).toISOString())
    details.date = date
    if (time !== '00:00') details.time = time
  }
  if (row.meeting_office_id != null) details.office_id = Number(row.meeting_office_id)
  return Object.keys(details).length ? JSON.stringify(details) : typeof row.details === 'string' ? row.details : null
}
