import { stripPhone } from '../domain/phone'
import type { UtmData } from './utm'

/**
 * The callback request (contract with POST /api/feedback/callback): the phone without separators, the
 * tracking data and the page path; Accept-Language carries the site language.
 */
export type CallbackInput = { name: string; phone: string; website: string; page: string; utm: UtmData }

/**
 * Where a name-and-phone request goes: the callback endpoint by default; the consultation modal, a
 * project's request form or an estate's reservation use the same form with another endpoint of
 * spec §7 (reserves, questions, meets) and extra fields such as complex_id or estate_id.
 */
export type LeadTarget = { endpoint?: '/api/feedback/callback' | '/api/feedback/reserves' | '/api/feedback/meets' | '/api/feedback/questions'; extra?: Record<string, string | number> }

/** Outcome for the form: success, or message keys per visible field plus a general message key. */
export type FieldErrors = { name?: string[]; phone?: string[] }
export type CallbackResult = { ok: true } | { ok: false; fields: FieldErrors; general: string | null }

const CALLBACK_ENDPOINT = '/api/feedback/callback'
const GENERIC_ERROR = 'error-occurred'

export async function sendCallback(input: CallbackInput, locale: string, fetcher: typeof fetch = fetch, target: LeadTarget = {}): Promise<CallbackResult> {
  const body = { ...target.extra, name: input.name.trim(), phone: stripPhone(input.phone), ...input.utm, page: input.page, website: input.website }
  let response: Response
  try {
    response = await fetcher(target.endpoint ?? CALLBACK_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Accept-Language': locale },
      body: JSON.stringify(body),
    })
  } catch {
    return { ok: false, fields: {}, general: GENERIC_ERROR }
  }
  if (response.ok) return { ok: true }
  const data = (await response.json().catch(() => null)) as { message?: unknown; errors?: Record<string, unknown> } | null
  const keys = (value: unknown): string[] | undefined =>
    Array.isArray(value) && value.length ? value.filter((v): v is string => typeof v === 'string') : undefined
  const fields: FieldErrors = {}
  const name = keys(data?.errors?.name)
  const phone = keys(data?.errors?.phone)
  if (name) fields.name = name
  if (phone) fields.phone = phone
  // A message without errors for the visible fields is the lone general message (spec §8).
  const general = name || phone ? null : typeof data?.message === 'string' ? data.message : GENERIC_ERROR
  return { ok: false, fields, general }
}
