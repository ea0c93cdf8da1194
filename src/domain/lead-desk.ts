/**
 * The sales team's leads desk: work statuses, the words the admin and the CSV use for the codes, the
 * search key of a lead, and Almaty times (the company's clock). Pure functions, unit-tested.
 */
import { normalizeKazakhstanPhone } from './phone'
import { foldSearchText } from './text-search'

export const LEAD_STATUSES = ['new', 'in_progress', 'done', 'spam'] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]

/** A label in the admin's languages (Payload picks by the editor's language). */
export type AdminLabel = { ru: string; en: string }

export const LEAD_STATUS_LABELS: Record<LeadStatus, AdminLabel> = {
  new: { ru: 'Новая', en: 'New' },
  in_progress: { ru: 'В работе', en: 'In progress' },
  done: { ru: 'Закрыта', en: 'Done' },
  spam: { ru: 'Спам', en: 'Spam' },
}

export const LEAD_KIND_LABELS: Record<string, AdminLabel> = {
  callback: { ru: 'Обратный звонок', en: 'Callback' },
  meeting: { ru: 'Встреча', en: 'Meeting' },
  question: { ru: 'Вопрос', en: 'Question' },
  reserve: { ru: 'Бронь', en: 'Reservation' },
  vacancy: { ru: 'Отклик на вакансию', en: 'Job application' },
  student_vacancy: { ru: 'Заявка студента', en: 'Student application' },
  subscription: { ru: 'Подписка', en: 'Subscription' },
}

/** Labels of the form's extra fields kept in a lead's `details`, as the sales team reads them. */
export const LEAD_DETAIL_LABELS: Record<string, AdminLabel> = {
  date: { ru: 'Дата встречи', en: 'Meeting date' },
  time: { ru: 'Время встречи', en: 'Meeting time' },
  office: { ru: 'Офис', en: 'Office' },
  office_id: { ru: 'Офис (id)', en: 'Office (id)' },
  education: { ru: 'Образование', en: 'Education' },
  client_address: { ru: 'IP-адрес посетителя', en: "Visitor's IP address" },
}

/** A stored lead's status when none was set: spam (the honeypot) or new. */
export const initialLeadStatus = (spam: boolean | null | undefined): LeadStatus => (spam ? 'spam' : 'new')

/** The digits of a phone in E.164 (77012345678 for +7 701 234 56 78), or all its digits when it is not a Kazakhstan number. */
export function phoneDigits(phone: string): string {
  const normalized = normalizeKazakhstanPhone(phone)
  return normalized ? normalized.slice(1) : phone.replace(/\D/g, '')
}

/** +77012345678 for any way of writing a Kazakhstan number; other text as it was. */
export const toE164 = (phone: string): string => normalizeKazakhstanPhone(phone) ?? phone

/**
 * The hidden search key of a lead: its name folded (lower case, so SQLite's ASCII-only LIKE finds
 * Cyrillic in any case), its phone's E.164 digits and its e-mail in lower case.
 */
export function leadSearchText(lead: { name?: string | null; phone?: string | null; email?: string | null }): string {
  return [lead.name ? foldSearchText(lead.name) : '', lead.phone ? phoneDigits(lead.phone) : '', lead.email ? lead.email.toLowerCase().trim() : ''].filter(Boolean).join(' ')
}

/**
 * A search box's text as the search key holds it: a phone in any format becomes its digits
 * ("+7 (701) 234-56-78" and "87012345678" → 77012345678; "7012345678" stays, a part of them),
 * anything else is folded like the names.
 */
export function leadSearchNeedle(query: string): string {
  const trimmed = query.trim()
  if (/^[\d\s()+\-.]+$/.test(trimmed) && /\d/.test(trimmed)) return phoneDigits(trimmed)
  return foldSearchText(trimmed)
}

export const almatyParts = (instant: number): number[] => {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Almaty',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(instant))
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  return [get('year'), get('month'), get('day'), get('hour'), get('minute'), get('second')]
}

/** The instant of a wall-clock day (YYYY-MM-DD) and time (HH:MM) in Almaty, as an ISO string. */
export function almatyInstant(day: string, time = '00:00'): string {
  const [y, m, d] = day.split('-').map(Number)
  const [h, min] = time.split(':').map(Number)
  const wall = Date.UTC(y, m - 1, d, h, min)
  // The zone's offset at that moment (Kazakhstan is UTC+5 all year since 2024; the zone database knows the past).
  const [py, pm, pd, ph, pmin, ps] = almatyParts(wall)
  const offset = Date.UTC(py, pm - 1, pd, ph, pmin, ps) - wall
  return new Date(wall - offset).toISOString()
}

/** Midnight of today in Almaty (the start of "new leads today"), as an ISO string. */
export function almatyMidnight(now = new Date()): string {
  const [y, m, d] = almatyParts(now.getTime())
  return almatyInstant(`${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`)
}

/** A date and time as the sales team reads them: 24.11.2026 15:30 (Almaty). */
export const formatAlmatyDateTime = (iso: string): string =>
  new Intl.DateTimeFormat('ru-RU', { timeZone: 'Asia/Almaty', dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso)).replace(',', '')

/** The Almaty day (YYYY-MM-DD) and time (HH:MM) of an instant: the meeting form's own terms. */
export function almatyDayAndTime(iso: string): { date: string; time: string } {
  const [y, m, d, h, min] = almatyParts(Date.parse(iso))
  const two = (n: number) => String(n).padStart(2, '0')
  return { date: `${y}-${two(m)}-${two(d)}`, time: `${two(h)}:${two(min)}` }
}
