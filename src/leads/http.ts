import 'server-only'

import type { NextResponse } from 'next/server'

import { CV_MAX_BYTES } from '../domain/cv-files'
import { isHoneypotFilled, validateLeadForm } from '../domain/lead-forms'
import { localeFromAcceptLanguage } from '../i18n/locales'
import { ApiError, errorResponse, json, validationError } from '../lib/api'
import { requestClientAddress } from '../lib/client-address.js'
import { getPayloadClient } from '../lib/payload'
import { leadsConfig } from './config'
import { checkCv, type CheckedCv } from './cv'
import { LEAD_FORMS, type LeadFormDefinition, type LeadFormName } from './forms'
import { attachHoldLead, endHold, HoldRefused, placeHold, similarFreeUnits, type PlacedHold } from '../services/reservation-holds'
import { hitRateLimit } from './rate-limit'
import { submitLead } from './store'

/**
 * One handler for every write endpoint (DESIGN.md §4, the callback contract of the team brief):
 * rate limit → content type and size → parse → validate → store → 201 `{ data: { id } }`.
 * Every refusal is a 4xx with a message key; a store that cannot answer in time is a 503, never a hang.
 *
 * What every form endpoint answers (Content-Type application/json; Accept-Language ru|kk|en = the site
 * language); each route file documents only its body:
 *   201 { "data": { "id": 123 } }  stored (the same request again within LEADS_DUPLICATE_WINDOW_SECONDS: the same id)
 *   201 { "data": {} }             a subscription (/api/articles/subscribe), stored once per address (and project):
 *                                  byte for byte the same answer, no sooner than SUBSCRIPTION_ANSWER_MS, for an
 *                                  address new or already subscribed, so that nobody learns from it whether an
 *                                  address is on the list (an id would tell: a known address gets its old one)
 *   422 { "message": "validation_error", "errors": { "phone": ["validation_phone"] } }  each entry a localization key
 *   400 { "message": "bad_request" }  broken JSON, wrong content type
 *   413 { "message": "payload_too_large" }   429 { "message": "too_many_requests" } + Retry-After
 *   503 { "message": "service_unavailable" } + Retry-After  (the database did not answer in time)
 * Tracking fields of every form: utm_source, utm_medium, utm_campaign, utm_term, page (the page path),
 * website (honeypot: must stay empty). Schemas: src/domain/lead-forms.ts (shared with the forms).
 */

const MULTIPART_OVERHEAD = 256 * 1024

/**
 * A subscription's 201 leaves no sooner than this after its store step began. A new address costs an
 * insert and its read-back (and the delivery job's insert when a channel is configured) that a known one
 * skips: tens of milliseconds apart on an idle store, hidden under the floor. Longer than that only
 * when the store is slow (then the wait is past the floor either way, and as noisy as the store).
 */
const SUBSCRIPTION_ANSWER_MS = 400

const badRequest = () => new ApiError(400, { message: 'bad_request' })

class StoreUnavailable extends Error {}

/** Reads at most `limit` bytes; a bigger body is refused as soon as it is known, never buffered whole. */
export async function readLimited(request: Request, limit: number, tooLarge: Record<string, unknown>): Promise<Buffer> {
  const declared = Number(request.headers.get('content-length') ?? NaN)
  if (declared > limit) throw new ApiError(413, tooLarge)
  if (!request.body) return Buffer.alloc(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      void discardRest(reader)
      throw new ApiError(413, tooLarge)
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

/**
 * After an early 413 the rest of the body is read and dropped in the background (up to a cap), so that
 * the answer reaches the client and the connection stays usable; a client that goes on beyond the cap
 * is cut off.
 */
async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>, cap = 64 * 1024 * 1024): Promise<void> {
  let discarded = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) return
      discarded += value.byteLength
      if (discarded > cap) break
    }
  } catch {
    return
  }
  await reader.cancel().catch(() => undefined)
}

type RawInput = { fields: Record<string, unknown>; cv?: FormDataEntryValue }

async function readInput(request: Request, form: LeadFormDefinition): Promise<RawInput> {
  const contentType = request.headers.get('content-type') ?? ''
  const mediaType = contentType.split(';')[0].trim().toLowerCase()
  if (mediaType === 'application/json') {
    const raw = await readLimited(request, leadsConfig.maxJsonBytes(), { message: 'payload_too_large' })
    let body: unknown
    try {
      body = JSON.parse(raw.toString('utf8'))
    } catch {
      throw badRequest()
    }
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest()
    return { fields: body as Record<string, unknown> }
  }
  if (form.multipart && mediaType === 'multipart/form-data') {
    const raw = await readLimited(request, CV_MAX_BYTES + MULTIPART_OVERHEAD, {
      message: 'payload_too_large',
      errors: { cv: ['validation_file_size'] },
    })
    let data: FormData
    try {
      data = await new Response(new Uint8Array(raw), { headers: { 'Content-Type': contentType } }).formData()
    } catch {
      throw badRequest()
    }
    const fields: Record<string, unknown> = {}
    let cv: FormDataEntryValue | undefined
    for (const [key, value] of data.entries()) {
      if (key === 'cv') cv ??= value
      else if (!(key in fields)) fields[key] = value
    }
    return { fields, cv }
  }
  throw badRequest()
}

async function checkAttachment(cv: FormDataEntryValue | undefined): Promise<{ cv?: CheckedCv; errors?: string[] }> {
  if (cv === undefined || cv === '') return {}
  if (typeof cv === 'string') return { errors: ['validation_file_type'] }
  const checked = await checkCv(cv)
  return checked.ok ? { cv: checked.cv } : { errors: checked.errors }
}

/** The store's answer within the time limit, or StoreUnavailable (the visitor retries; duplicates merge). */
async function withinStoreTimeout<T>(work: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StoreUnavailable('timed out')), leadsConfig.storeTimeoutMs())
  })
  try {
    return await Promise.race([
      work().catch((error: unknown) => {
        if (error instanceof ApiError) throw error
        throw new StoreUnavailable((error as Error)?.message ?? String(error), { cause: error })
      }),
      timeout,
    ])
  } finally {
    clearTimeout(timer)
  }
}

/** Resolves `ms` after `since` (at once when that has passed). */
const until = (since: number, ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, Math.max(0, since + ms - performance.now())))

const withHeader = (response: NextResponse, name: string, value: string): NextResponse => {
  response.headers.set(name, value)
  return response
}

/**
 * A reservation's hold of its unit (issue 33): placed before the lead is stored, so that a unit taken
 * meanwhile is refused with 409 and a few similar free units (`similar`, each with its page's `path`)
 * instead of a request for a unit nobody can have; a visitor holding two units already gets 409 too.
 * Null for a unit that is not on the site (the lead's own reference check refuses it).
 */
async function holdFor(fields: Record<string, unknown>, clientAddress: string | null): Promise<PlacedHold | null> {
  return withinStoreTimeout(async () => {
    const payload = await getPayloadClient()
    const estateId = Number(fields.estate_id)
    try {
      return await placeHold(payload, { estateId, phone: String(fields.phone), clientAddress })
    } catch (error) {
      if (!(error instanceof HoldRefused)) throw error
      // No such unit on the site: the lead's own check answers it (422, validation_exists).
      if (error.reason === 'missing') return null
      // The phone's limit under the phone; the address's (a shared connection) as the form's message.
      if (error.reason === 'limit') throw new ApiError(409, { message: 'reserve_limit', ...(error.by === 'phone' ? { errors: { phone: ['reserve_limit'] } } : {}) })
      throw new ApiError(409, { message: 'reserve_unavailable', errors: { estate_id: ['reserve_unavailable'] }, similar: await similarFreeUnits(payload, estateId) })
    }
  })
}

export function leadRoute(name: LeadFormName) {
  const form: LeadFormDefinition = LEAD_FORMS[name]
  return async function POST(request: Request): Promise<NextResponse> {
    try {
      // The one address of the visitor (scripts/server.mjs, TRUSTED_PROXIES): the limit's key and the lead's record.
      const clientAddress = requestClientAddress(request.headers)
      const limit = await hitRateLimit(name, clientAddress)
      if (!limit.allowed) {
        return withHeader(json({ message: 'too_many_requests' }, { status: 429, cache: false }), 'Retry-After', String(limit.retryAfterSeconds))
      }
      const input = await readInput(request, form)
      const result = validateLeadForm(form.schema, input.fields)
      const attachment = await checkAttachment(input.cv)
      if (!result.ok || attachment.errors) {
        throw validationError({ ...(result.ok ? {} : result.errors), ...(attachment.errors ? { cv: attachment.errors } : {}) })
      }
      const storing = performance.now()
      const spam = isHoneypotFilled(input.fields.website)
      const hold = form.kind === 'reserve' && !spam ? await holdFor(result.data, clientAddress) : null
      const stored = await withinStoreTimeout(async () =>
        submitLead(await getPayloadClient(), {
          kind: form.kind,
          fields: result.data,
          cv: attachment.cv,
          locale: localeFromAcceptLanguage(request.headers.get('accept-language')),
          userAgent: request.headers.get('user-agent'),
          clientAddress,
          hold: hold ?? undefined,
          spam,
        }),
      ).catch(async (error: unknown) => {
        // No lead, no hold: the unit is not kept for a request the sales team never got.
        if (hold) await endHold(await getPayloadClient(), hold.id, 'released').catch(() => undefined)
        throw error
      })
      if (form.kind === 'subscription') {
        // One subscription per address, and one answer whether it was stored now or before (see the contract).
        await until(storing, SUBSCRIPTION_ANSWER_MS)
        return json({ data: {} }, { status: 201, cache: false })
      }
      if (hold) {
        await withinStoreTimeout(async () => attachHoldLead(await getPayloadClient(), hold.id, stored.id))
        return json({ data: { id: stored.id, hold: { id: hold.id, ends_at: hold.ends_at, payment_url: hold.payment_url } } }, { status: 201, cache: false })
      }
      return json({ data: { id: stored.id } }, { status: 201, cache: false })
    } catch (error) {
      if (error instanceof StoreUnavailable) {
        console.error(`[leads] ${name}: store unavailable: ${error.message}`)
        return withHeader(json({ message: 'service_unavailable' }, { status: 503, cache: false }), 'Retry-After', '10')
      }
      return errorResponse(error)
    }
  }
}
