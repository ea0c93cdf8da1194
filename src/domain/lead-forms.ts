import { z } from 'zod'

import type { ValidationCode } from './api-messages'
import { isCalendarDay, isMeetingDay } from './meeting-days'
import { normalizeKazakhstanPhone } from './phone'

/**
 * The site's request forms: one zod schema per form, shared by the forms (client) and the endpoints
 * (server). Every error message is a localization key (src/i18n/messages), so the site shows the
 * server's errors translated and a form can check itself before sending with the very same rules.
 */

/** What a stored request is about (the Lead's `kind`). */
export const LEAD_KINDS = ['callback', 'meeting', 'question', 'reserve', 'vacancy', 'student_vacancy', 'subscription'] as const
export type LeadKind = (typeof LEAD_KINDS)[number]

export const LEAD_LIMITS = { name: 100, email: 254, message: 2000, text: 200, page: 500 } as const

const isBlank = (value: unknown): boolean => value === undefined || value === null || (typeof value === 'string' && value.trim() === '')

const requiredOrInvalid = (issue: { input?: unknown }): ValidationCode => (isBlank(issue.input) ? 'validation_required' : 'validation_invalid')

// Markup never belongs in a request form; control characters never in a one-line field.
const MARKUP = /<\s*[a-z!/?]/i
const CONTROL = /[\u0000-\u001f\u007f]/
const MULTILINE_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/
// A person's name: letters of any alphabet (Kazakh included), spaces, apostrophes, dots and hyphens.
const NAME = /^\p{L}[\p{L}\p{M} '’.-]*$/u

/** Blank optional inputs ('' from an empty field, null) count as absent. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (isBlank(value) ? undefined : value), schema.optional())

const line = (max: number) =>
  z
    .string({ error: requiredOrInvalid })
    .trim()
    .max(max, 'validation_max')
    .refine((v) => !CONTROL.test(v) && !MARKUP.test(v), 'validation_invalid')

const requiredLine = (max: number) => line(max).refine((v) => v.length > 0, 'validation_required')

const text = (max: number) =>
  z
    .string({ error: requiredOrInvalid })
    .trim()
    .max(max, 'validation_max')
    .refine((v) => !MULTILINE_CONTROL.test(v) && !MARKUP.test(v), 'validation_invalid')

export const nameField = z
  .string({ error: requiredOrInvalid })
  .trim()
  .min(1, { error: 'validation_required', abort: true })
  .max(LEAD_LIMITS.name, 'validation_max')
  .regex(NAME, 'validation_name')

/** Stripped of the mask's separators and normalised to +7XXXXXXXXXX; Kazakhstan numbers only. */
export const phoneField = z
  .string({ error: requiredOrInvalid })
  .trim()
  .min(1, { error: 'validation_required', abort: true })
  .max(40, 'validation_phone')
  .transform((value, ctx) => {
    const phone = normalizeKazakhstanPhone(value)
    if (phone) return phone
    ctx.addIssue({ code: 'custom', message: 'validation_phone' })
    return z.NEVER
  })

export const emailField = z
  .string({ error: requiredOrInvalid })
  .trim()
  .min(1, { error: 'validation_required', abort: true })
  .max(LEAD_LIMITS.email, 'validation_max')
  .pipe(z.email({ error: 'validation_email' }))
  .transform((v) => v.toLowerCase())

/** A record id: a positive integer, as a number or as the digits of a form field. */
export const idField = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d{1,12}\s*$/.test(value) ? Number(value) : value),
  z.number({ error: requiredOrInvalid }).int('validation_integer').min(1, 'validation_integer').max(2_147_483_647, 'validation_integer'),
)

/** A meeting day: a real date, not in the past, at most MEETING_HORIZON_DAYS ahead. */
export const meetingDateField = z
  .string({ error: requiredOrInvalid })
  .trim()
  .min(1, { error: 'validation_required', abort: true })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation_date')
  .refine(isCalendarDay, 'validation_date')
  .refine((day) => isMeetingDay(day), 'validation_date')

export const timeField = z
  .string({ error: 'validation_time' })
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'validation_time')

/** Tracking data (spec §3) and where the form was sent from; `website` is the honeypot (must stay empty). */
export const trackingFields = {
  utm_source: optional(line(LEAD_LIMITS.text)),
  utm_medium: optional(line(LEAD_LIMITS.text)),
  utm_campaign: optional(line(LEAD_LIMITS.text)),
  utm_term: optional(line(LEAD_LIMITS.text)),
  page: optional(line(LEAD_LIMITS.page)),
  website: z.unknown().optional(),
}

const contact = {
  name: nameField,
  phone: phoneField,
  email: optional(emailField),
}

/** Header panel, drawer and consultation modal: name and phone (+ the tracking data). */
export const callbackForm = z.object({
  ...contact,
  complex_id: optional(idField),
  estate_id: optional(idField),
  ...trackingFields,
})

/**
 * A meeting at an office (`office_id`: a published contact) or on site, on a preferred day and time.
 * The time is checked for its form only, not against the office's hours (the form offers only slots
 * within them: src/domain/office-hours.ts).
 */
export const meetingForm = z.object({
  ...contact,
  date: meetingDateField,
  time: optional(timeField),
  office_id: optional(idField),
  complex_id: optional(idField),
  estate_id: optional(idField),
  message: optional(text(LEAD_LIMITS.message)),
  ...trackingFields,
})

export const questionForm = z.object({
  ...contact,
  message: text(LEAD_LIMITS.message).refine((v) => v.length > 0, 'validation_required'),
  complex_id: optional(idField),
  estate_id: optional(idField),
  ...trackingFields,
})

/** Reservation of one property (estate). */
export const reserveForm = z.object({
  ...contact,
  estate_id: idField,
  message: optional(text(LEAD_LIMITS.message)),
  ...trackingFields,
})

/** Vacancy application, sent as multipart/form-data with an optional `cv` file. */
export const vacancyApplicationForm = z.object({
  ...contact,
  email: emailField,
  vacancy_id: idField,
  message: optional(text(LEAD_LIMITS.message)),
  ...trackingFields,
})

/** Student job application (multipart/form-data, optional `cv` file); the vacancy is optional. */
export const studentApplicationForm = z.object({
  ...contact,
  email: emailField,
  vacancy_id: optional(idField),
  education: optional(requiredLine(LEAD_LIMITS.text)),
  message: optional(text(LEAD_LIMITS.message)),
  ...trackingFields,
})

/** News subscription: an e-mail address (a name is welcome); `complex_id`: the construction news of one project. */
export const subscriptionForm = z.object({
  email: emailField,
  name: optional(nameField),
  complex_id: optional(idField),
  ...trackingFields,
})

export type CallbackForm = z.infer<typeof callbackForm>

export type FieldErrors = Record<string, string[]>

export type FormResult<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors }

/** Validates a form's values: the data (normalised) or the `{ field: [message keys] }` map of the API. */
export function validateLeadForm<S extends z.ZodType>(schema: S, input: unknown): FormResult<z.infer<S>> {
  const result = schema.safeParse(input)
  if (result.success) return { ok: true, data: result.data }
  const errors: FieldErrors = {}
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || 'general'
    const list = (errors[field] ??= [])
    if (!list.includes(issue.message)) list.push(issue.message)
  }
  return { ok: false, errors }
}

/** The honeypot: a filled `website` field means a bot filled every input it found. */
export const isHoneypotFilled = (value: unknown): boolean => !isBlank(value)

/** The project slug of a page path such as /projects/alatau or /kk/projects/alatau (the lead's project). */
export function projectSlugFromPage(page: string | undefined): string | null {
  if (!page) return null
  let path = page
  try {
    path = new URL(page, 'http://site.invalid').pathname
  } catch {
    return null
  }
  const match = /^\/(?:(?:kk|en|ru)\/)?projects\/([a-z0-9-]{1,120})\/?$/.exec(path.toLowerCase())
  return match && match[1] !== 'queue' ? match[1] : null
}
