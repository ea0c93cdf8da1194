import { isApiMessageCode, type ApiMessageCode } from '../domain/api-messages'
import { stripPhone } from '../domain/phone'
import type { SimilarUnit } from '../domain/reservation-holds'
import type { UtmData } from './utm'

/**
 * Sending a request form to one of the lead endpoints of spec §7 (contract: src/leads/http.ts): the
 * visitor's values (the phone without the mask's separators), the tracking data and the page path, as
 * JSON, or as multipart/form-data when a file (a CV) goes with them; Accept-Language carries the site
 * language. Every form of the site sends through here, so they all read the answers alike.
 */
export type LeadEndpoint =
  | '/api/feedback/callback'
  | '/api/feedback/reserves'
  | '/api/feedback/meets'
  | '/api/feedback/questions'
  | '/api/articles/subscribe'
  | '/api/vacancies/application'
  | '/api/vacancies/student-application'

/** Where a form sends: an endpoint of spec §7 and the fields the page adds (complex_id, vacancy_id, a calculation's summary…). */
export type LeadTarget = { endpoint: LeadEndpoint; extra?: Record<string, string | number> }

export type LeadRequest = LeadTarget & {
  /** What the visitor entered, by the API's field names (the honeypot `website` included). */
  values: Record<string, string>
  /** The fields the form shows: their errors go under them; any other error is the form's general message. */
  visible: readonly string[]
  page: string
  utm: UtmData
  /** A file to upload with the values, under its field name (multipart/form-data). */
  file?: { field: string; file: File }
}

export const GENERIC_ERROR = 'error-occurred'

/**
 * A message to show: one of the API's codes (each the key of its UI string), or the generic error for a
 * failed request or a code the site does not know.
 */
export type FormMessage = ApiMessageCode | typeof GENERIC_ERROR
const formMessage = (value: unknown): FormMessage => (isApiMessageCode(value) ? value : GENERIC_ERROR)

/** Messages per visible field (spec §8). */
export type FieldErrors = Record<string, FormMessage[]>

/**
 * Success with the endpoint's `data` (the lead's id; nothing for a subscription; a reservation's hold), or the
 * errors to show (with the similar free units a reservation of a unit taken meanwhile is offered).
 */
export type LeadResult = { ok: true; data: Record<string, unknown> } | { ok: false; fields: FieldErrors; general: FormMessage | null; similar?: SimilarUnit[] }

/** Uploads a multipart body, reporting the share sent (0..1); resolves with the answer, rejects when the network fails. */
export type Uploader = (url: string, body: FormData, headers: Record<string, string>, onProgress: (sent: number) => void) => Promise<Response>

/** The JSON body or form data of a request: the page's extras, the trimmed values, the tracking data. */
export function leadBody(request: LeadRequest): Record<string, string | number> {
  const values = Object.fromEntries(
    Object.entries(request.values).map(([field, value]) => [field, field === 'phone' ? stripPhone(value) : field === 'website' ? value : value.trim()]),
  )
  return { ...request.extra, ...values, ...request.utm, page: request.page }
}

/** fetch() reports no upload progress; XMLHttpRequest does. */
export const xhrUpload: Uploader = (url, body, headers, onProgress) =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', url)
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
    }
    xhr.onload = () => resolve(new Response(xhr.status === 204 ? null : xhr.responseText, { status: xhr.status }))
    xhr.onerror = () => reject(new TypeError('network error'))
    xhr.onabort = () => reject(new TypeError('aborted'))
    xhr.send(body)
  })

export async function sendLead(
  request: LeadRequest,
  locale: string,
  { fetcher = fetch, upload = xhrUpload, onProgress }: { fetcher?: typeof fetch; upload?: Uploader; onProgress?: (sent: number) => void } = {},
): Promise<LeadResult> {
  const headers = { Accept: 'application/json', 'Accept-Language': locale }
  const body = leadBody(request)
  let response: Response
  try {
    if (request.file) {
      const form = new FormData()
      for (const [field, value] of Object.entries(body)) form.append(field, String(value))
      form.append(request.file.field, request.file.file, request.file.file.name)
      response = await upload(request.endpoint, form, headers, onProgress ?? (() => undefined))
    } else {
      response = await fetcher(request.endpoint, { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
    }
  } catch {
    return { ok: false, fields: {}, general: GENERIC_ERROR }
  }
  const answer = (await response.json().catch(() => null)) as { data?: unknown; message?: unknown; errors?: Record<string, unknown>; similar?: unknown } | null
  if (response.ok) return { ok: true, data: answer?.data && typeof answer.data === 'object' ? (answer.data as Record<string, unknown>) : {} }
  return { ok: false, ...readErrors(answer, request.visible), ...(Array.isArray(answer?.similar) ? { similar: answer.similar as SimilarUnit[] } : {}) }
}

/** Errors of the visible fields go under them; a message without any of those is the lone general message (spec §8). */
function readErrors(answer: { message?: unknown; errors?: Record<string, unknown> } | null, visible: readonly string[]): { fields: FieldErrors; general: FormMessage | null } {
  const fields: FieldErrors = {}
  for (const field of visible) {
    const keys = answer?.errors?.[field]
    if (Array.isArray(keys)) {
      const messages = keys.filter((key): key is string => typeof key === 'string').map(formMessage)
      if (messages.length) fields[field] = messages
    }
  }
  const general = Object.keys(fields).length ? null : formMessage(answer?.message)
  return { fields, general }
}
