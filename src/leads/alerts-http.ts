import 'server-only'

import { NextResponse } from 'next/server'

import { alertRequestSchema, isAlertToken, savedSearchOf } from '../domain/alerts'
import { isHoneypotFilled } from '../domain/lead-forms'
import { localizedPath } from '../domain/routing-rules'
import { PAGES } from '../domain/site-pages'
import { isLocale, localeFromAcceptLanguage, type Locale } from '../i18n/locales'
import { ApiError, errorResponse, fieldErrors, json, validationError } from '../lib/api'
import { requestClientAddress } from '../lib/client-address.js'
import { getPayloadClient } from '../lib/payload'
import { queueConfirmation, startDigests } from '../services/alert-jobs'
import { AlertRefused, confirmAlert, stopAlerts, subscribeAlert, type AlertsToStop } from '../services/alerts'
import { leadsConfig } from './config'
import { readLimited } from './http'
import { hitRateLimit } from './rate-limit'

/**
 * The alerts' endpoints (issue 34, item 1): follow a unit or save a search, confirm, stop. Each takes JSON
 * (the API) and a plain HTML form (the site's forms work without script): a form is answered with a 303 to
 * the alerts page in the form's language, JSON with the API's envelopes (src/leads/http.ts):
 *   POST /api/alerts              { email, estate_id } or { email, search: "/properties/apartments?rooms=2" }
 *                                 202 { data: {} } whether the address is new, waiting or confirmed (nobody
 *                                 learns from it who follows what); the confirmation e-mail goes out
 *   POST /api/alerts/confirm      { token }  200 { data: { confirmed: true } }, 404 for an unknown token
 *   POST /api/alerts/unsubscribe  ?token=…[&scope=searches] (RFC 8058 one-click, from the e-mails' List-Unsubscribe),
 *                                 or { token, which: "this" | "all" | <id> }: 200 { data: { deleted: n } }
 * 422 with field errors, 400 for a broken body, 429 over the forms' rate limit (LEADS_RATE_LIMIT_MAX).
 */

type Fields = Record<string, unknown>

const badRequest = () => new ApiError(400, { message: 'bad_request' })

/** The body's fields, from JSON or a form (urlencoded), and whether it came from a form (answered with a redirect). */
async function readFields(request: Request): Promise<{ fields: Fields; form: boolean }> {
  const mediaType = (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase()
  const raw = await readLimited(request, leadsConfig.maxJsonBytes(), { message: 'payload_too_large' })
  if (mediaType === 'application/x-www-form-urlencoded') return { fields: Object.fromEntries(new URLSearchParams(raw.toString('utf8'))), form: true }
  if (mediaType !== 'application/json') throw badRequest()
  try {
    const body: unknown = JSON.parse(raw.toString('utf8'))
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest()
    return { fields: body as Fields, form: false }
  } catch {
    throw badRequest()
  }
}

const localeOf = (request: Request, fields: Fields): Locale => (isLocale(fields.locale) ? fields.locale : localeFromAcceptLanguage(request.headers.get('accept-language')))

/** The alerts page in the visitor's language, with what to show (`sent`, `error`, a token's list). */
function toAlertsPage(request: Request, locale: Locale, params: Record<string, string>): NextResponse {
  const url = new URL(`${localizedPath(locale, PAGES.alerts)}?${new URLSearchParams(params)}`, request.url)
  return new NextResponse(null, { status: 303, headers: { Location: `${url.pathname}${url.search}`, 'Cache-Control': 'no-store' } })
}

async function limited(request: Request, name: string): Promise<NextResponse | null> {
  const limit = await hitRateLimit(name, requestClientAddress(request.headers))
  if (limit.allowed) return null
  const response = json({ message: 'too_many_requests' }, { status: 429, cache: false })
  response.headers.set('Retry-After', String(limit.retryAfterSeconds))
  return response
}

/** POST /api/alerts */
export async function subscribeRoute(request: Request): Promise<NextResponse> {
  try {
    const refused = await limited(request, 'alerts')
    if (refused) return refused
    const { fields, form } = await readFields(request)
    const locale = localeOf(request, fields)
    const parsed = alertRequestSchema.safeParse(fields)
    if (!parsed.success) {
      if (form) return toAlertsPage(request, locale, { error: 'validation', back: typeof fields.page === 'string' ? fields.page.slice(0, 500) : '' })
      throw validationError(fieldErrors(parsed.error.issues))
    }
    // A bot that filled the hidden field gets the same answer and nothing is stored.
    if (!isHoneypotFilled(fields.website)) {
      const payload = await getPayloadClient()
      const { search, ...rest } = parsed.data
      try {
        const pending = await subscribeAlert(payload, { ...rest, search: search === undefined ? undefined : (savedSearchOf(search) ?? undefined) }, locale)
        if (pending !== null) await queueConfirmation(payload, pending)
      } catch (error) {
        if (!(error instanceof AlertRefused)) throw error
        if (form) return toAlertsPage(request, locale, { error: 'validation' })
        throw validationError({ [error.field]: ['validation_exists'] })
      }
    }
    return form ? toAlertsPage(request, locale, { sent: '1' }) : json({ data: {} }, { status: 202, cache: false })
  } catch (error) {
    return errorResponse(error)
  }
}

const tokenOf = (value: unknown): string => {
  if (!isAlertToken(value)) throw validationError({ token: ['validation_token'] })
  return value
}

/** POST /api/alerts/confirm */
export async function confirmRoute(request: Request): Promise<NextResponse> {
  try {
    const refused = await limited(request, 'alerts-confirm')
    if (refused) return refused
    const { fields, form } = await readFields(request)
    const token = tokenOf(fields.token)
    const payload = await getPayloadClient()
    const confirmed = await confirmAlert(payload, token)
    if (confirmed?.confirmedNow) await startDigests(payload, confirmed.row)
    if (form) return toAlertsPage(request, localeOf(request, fields), { token, ...(confirmed ? { done: 'confirmed' } : {}) })
    if (!confirmed) throw new ApiError(404, { message: 'not_found' })
    return json({ data: { confirmed: true } }, { cache: false })
  } catch (error) {
    return errorResponse(error)
  }
}

const whichOf = (value: unknown, scope: string | null): AlertsToStop => {
  if (scope === 'searches' || value === 'searches') return 'searches'
  if (value === undefined || value === 'this') return 'this'
  if (value === 'all') return 'all'
  const id = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,12}$/.test(value) ? Number(value) : NaN
  if (!Number.isSafeInteger(id) || id < 1) throw validationError({ which: ['validation_integer'] })
  return id
}

/** POST /api/alerts/unsubscribe */
export async function unsubscribeRoute(request: Request): Promise<NextResponse> {
  try {
    const refused = await limited(request, 'alerts-stop')
    if (refused) return refused
    const url = new URL(request.url)
    const { fields, form } = await readFields(request)
    const token = tokenOf(url.searchParams.get('token') ?? fields.token)
    const which = whichOf(fields.which, url.searchParams.get('scope'))
    const deleted = await stopAlerts(await getPayloadClient(), token, which)
    // A mail client's one-click POST carries only `List-Unsubscribe=One-Click`: it gets the JSON answer.
    if (form && fields['List-Unsubscribe'] === undefined) return toAlertsPage(request, localeOf(request, fields), { token, done: 'deleted' })
    return json({ data: { deleted } }, { cache: false })
  } catch (error) {
    return errorResponse(error)
  }
}
