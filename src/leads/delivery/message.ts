import type { Lead } from '../../payload-types'
import { almatyDayAndTime, formatAlmatyDateTime } from '../../domain/lead-desk'
import { formatPhone } from '../../domain/phone'
import { serverConfig } from '../../lib/config'

/** What the sales team receives about a lead: one JSON shape for the CRM, a plain-text letter for e-mail. */

const idOf = (value: unknown): number | null =>
  typeof value === 'number' ? value : value && typeof value === 'object' && 'id' in value ? Number((value as { id: unknown }).id) : null

const titleOf = (value: unknown, key: string): string | null =>
  value && typeof value === 'object' && key in value ? String((value as Record<string, unknown>)[key] ?? '') || null : null

export const adminUrl = (lead: Pick<Lead, 'id'>): string => `${serverConfig.serverUrl() ?? ''}/admin/collections/leads/${lead.id}`

/** The page the form was sent from, as an address (the lead stores its path). */
export const pageUrl = (lead: Pick<Lead, 'page'>): string | null =>
  lead.page ? (/^https?:\/\//.test(lead.page) ? lead.page : `${serverConfig.serverUrl() ?? ''}${lead.page.startsWith('/') ? '' : '/'}${lead.page}`) : null

/** The project's name and the unit's number (with depth 1; the ids otherwise). */
export const projectName = (lead: Pick<Lead, 'complex'>): string | null => titleOf(lead.complex, 'name') ?? (idOf(lead.complex) ? `#${idOf(lead.complex)}` : null)
export const unitNumber = (lead: Pick<Lead, 'estate'>): string | null => titleOf(lead.estate, 'geo_flatnum') ?? (idOf(lead.estate) ? `#${idOf(lead.estate)}` : null)
export const vacancyTitle = (lead: Pick<Lead, 'vacancy'>): string | null => titleOf(lead.vacancy, 'title') ?? (idOf(lead.vacancy) ? `#${idOf(lead.vacancy)}` : null)

/** «ЖК Алатау, объект AL-1-101»: what the request is about, for a CRM's title or comment. */
export function unitText(lead: Pick<Lead, 'complex' | 'estate'>): string | null {
  const project = projectName(lead)
  const unit = unitNumber(lead)
  return [project, unit ? `объект ${unit}` : null].filter(Boolean).join(', ') || null
}

/** The visitor's address as the leads pipeline recorded it (details.client_address). */
export const clientAddress = (lead: Pick<Lead, 'details'>): string | null => {
  const details = lead.details && typeof lead.details === 'object' && !Array.isArray(lead.details) ? (lead.details as Record<string, unknown>) : {}
  return typeof details.client_address === 'string' ? details.client_address : null
}

/**
 * When the online hold of a reservation's unit ends (details.hold_ends_at), as the sales team reads it,
 * with what to do about it; null for a lead without a hold.
 */
export const holdEndText = (lead: Pick<Lead, 'details'>): string | null => {
  const details = lead.details && typeof lead.details === 'object' && !Array.isArray(lead.details) ? (lead.details as Record<string, unknown>) : {}
  return typeof details.hold_ends_at === 'string' ? `${formatAlmatyDateTime(details.hold_ends_at)} (Алматы); подтвердите или снимите её в «Онлайн-бронях»` : null
}

export type CrmLead = ReturnType<typeof crmPayload>

/** The meeting office as the sales team reads it (in Russian, their working language): title and address. */
const officeText = (office: unknown): string | null =>
  office && typeof office === 'object' ? [titleOf(office, 'title'), titleOf(office, 'address')].filter(Boolean).join(', ') || null : null

/**
 * The form's extra fields as the CRM has always received them: the meeting's day, time and office (now
 * fields of the lead: meeting_at, meeting_office) are put back beside the rest of `details`.
 */
function crmDetails(lead: Lead): Record<string, unknown> | Lead['details'] {
  const details = lead.details && typeof lead.details === 'object' && !Array.isArray(lead.details) ? { ...(lead.details as Record<string, unknown>) } : {}
  if (lead.meeting_at) {
    const { date, time } = almatyDayAndTime(lead.meeting_at)
    details.date = date
    if (time !== '00:00') details.time = time
  }
  if (lead.meeting_office) {
    details.office_id = idOf(lead.meeting_office)
    const office = officeText(lead.meeting_office)
    if (office) details.office = office
  }
  return Object.keys(details).length ? details : (lead.details ?? null)
}

/**
 * The CRM webhook body. Stable for a lead (no send time in it): a retry sends the same bytes (the CV's
 * link too, within its validity window: src/leads/cv-link.ts).
 */
export function crmPayload(lead: Lead, cvUrl: string | null = null) {
  return {
    id: lead.id,
    uid: lead.uid,
    kind: lead.kind,
    created_at: lead.createdAt,
    name: lead.name ?? null,
    phone: lead.phone ?? null,
    email: lead.email ?? null,
    message: lead.message ?? null,
    complex_id: idOf(lead.complex),
    estate_id: idOf(lead.estate),
    vacancy_id: idOf(lead.vacancy),
    meeting_at: lead.meeting_at ?? null,
    details: crmDetails(lead),
    utm: {
      utm_source: lead.utm?.source ?? null,
      utm_medium: lead.utm?.medium ?? null,
      utm_campaign: lead.utm?.campaign ?? null,
      utm_term: lead.utm?.term ?? null,
    },
    locale: lead.locale ?? null,
    page: lead.page ?? null,
    has_cv: Boolean(lead.cv),
    cv_url: lead.cv ? cvUrl : null,
    admin_url: adminUrl(lead),
  }
}

export const KIND_LABELS: Record<Lead['kind'], string> = {
  callback: 'Обратный звонок',
  meeting: 'Встреча',
  question: 'Вопрос',
  reserve: 'Бронирование',
  vacancy: 'Отклик на вакансию',
  student_vacancy: 'Заявка студента',
  subscription: 'Подписка на новости',
}

/** The e-mail to the sales team, in Russian (the team's working language). */
export function emailMessage(lead: Lead, cvUrl: string | null = null): { subject: string; text: string } {
  const who = [lead.name, lead.phone ? formatPhone(lead.phone) : lead.email].filter(Boolean).join(', ')
  const details = (lead.details && typeof lead.details === 'object' ? lead.details : {}) as Record<string, unknown>
  const rows: Array<[string, unknown]> = [
    ['Заявка', `#${lead.id} — ${KIND_LABELS[lead.kind]}`],
    ['Имя', lead.name],
    ['Телефон', lead.phone ? formatPhone(lead.phone) : null],
    ['E-mail', lead.email],
    ['Проект', titleOf(lead.complex, 'name') ?? idOf(lead.complex)],
    ['Объект', titleOf(lead.estate, 'geo_flatnum') ?? idOf(lead.estate)],
    ['Бронь на сайте до', holdEndText(lead)],
    ['Вакансия', titleOf(lead.vacancy, 'title') ?? idOf(lead.vacancy)],
    ['Офис', officeText(lead.meeting_office) ?? details.office],
    ['Встреча', lead.meeting_at ? formatAlmatyDateTime(lead.meeting_at) : details.date],
    ['Время', lead.meeting_at ? null : details.time],
    ['Образование', details.education],
    ['Сообщение', lead.message],
    ['Резюме', lead.cv ? (cvUrl ?? 'приложено, см. в админке') : null],
    ['Страница', lead.page],
    ['Язык', lead.locale],
    ['UTM', [lead.utm?.source, lead.utm?.medium, lead.utm?.campaign, lead.utm?.term].filter(Boolean).join(' / ')],
    ['Получена', new Date(lead.createdAt).toLocaleString('ru-RU', { timeZone: 'Asia/Almaty' })],
    ['В админке', adminUrl(lead)],
  ]
  const text = rows
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([label, value]) => `${label}: ${String(value)}`)
    .join('\n')
  return { subject: `Заявка #${lead.id}: ${KIND_LABELS[lead.kind]}${who ? ` — ${who}` : ''}`, text }
}
