import type { Endpoint, PayloadRequest, Where } from 'payload'

import { hasRole, type Role } from '../content/access'
import { formatPhone } from '../domain/phone'
import type { Lead } from '../payload-types'
import { toCsv, type CsvDelimiter } from './csv'
import { retryAllFailed, retryLeadDelivery } from './retry'

/** Endpoints of the leads collection under /cms-api/leads (staff with the admin or sales role). */

const denied = (req: PayloadRequest): Response | null => {
  if (!req.user) return Response.json({ message: 'unauthorized' }, { status: 401 })
  if (!hasRole(req.user as { role?: Role }, 'admin', 'sales')) return Response.json({ message: 'forbidden' }, { status: 403 })
  return null
}

const EXPORT_PAGE = 500
const EXPORT_MAX_ROWS = 100_000

const HEADER = [
  'ID', 'Получена', 'Тип', 'Имя', 'Телефон', 'E-mail', 'Проект', 'Объект', 'Вакансия', 'Сообщение', 'Подробности',
  'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'Страница', 'Язык', 'Доставка', 'Доставка e-mail', 'Доставка CRM', 'Резюме',
]

const almatyTime = (iso: string): string =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Almaty', dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso))

const titleOf = (value: unknown, key: string): string =>
  value && typeof value === 'object' ? String((value as Record<string, unknown>)[key] ?? '') : value ? `#${value}` : ''

function row(lead: Lead): unknown[] {
  // The form's own extra fields; the visitor's address (details.client_address) stays out of the export.
  const details =
    lead.details && typeof lead.details === 'object'
      ? Object.entries(lead.details as Record<string, unknown>)
          .filter(([key]) => key !== 'client_address')
          .map(([, value]) => value)
          .join(' ')
      : ''
  return [
    lead.id,
    almatyTime(lead.createdAt),
    lead.kind,
    lead.name,
    // Without the plus: Excel would take "+7 (…" for a formula.
    lead.phone ? formatPhone(lead.phone).slice(1) : '',
    lead.email,
    titleOf(lead.complex, 'name'),
    titleOf(lead.estate, 'geo_flatnum'),
    titleOf(lead.vacancy, 'title'),
    lead.message,
    details,
    lead.utm?.source,
    lead.utm?.medium,
    lead.utm?.campaign,
    lead.utm?.term,
    lead.page,
    lead.locale,
    lead.delivery_state,
    lead.delivery?.email,
    lead.delivery?.crm,
    lead.cv ? 'да' : '',
  ]
}

/** The list view's filter (`where`) and search box (`search`: name, phone or e-mail contains). */
function listWhere(query: Record<string, unknown> = {}): Where {
  const filter = (query.where ?? {}) as Where
  const search = typeof query.search === 'string' ? query.search.trim() : ''
  if (!search) return filter
  const matches: Where = { or: ['name', 'phone', 'email'].map((field) => ({ [field]: { like: search } })) }
  return { and: [filter, matches] }
}

/** GET /cms-api/leads/export.csv?where[...]: the leads of the list's current filter, as CSV for Excel. */
export const exportLeadsEndpoint: Endpoint = {
  path: '/export.csv',
  method: 'get',
  handler: async (req) => {
    const refusal = denied(req)
    if (refusal) return refusal
    const where = listWhere(req.query as Record<string, unknown> | undefined)
    const delimiter: CsvDelimiter = req.query?.delimiter === 'comma' ? ',' : ';'
    const rows: unknown[][] = []
    for (let page = 1; rows.length < EXPORT_MAX_ROWS; page++) {
      const result = await req.payload.find({
        collection: 'leads',
        where,
        sort: '-createdAt',
        limit: EXPORT_PAGE,
        page,
        depth: 1,
        locale: 'ru',
        overrideAccess: false,
        user: req.user,
      })
      rows.push(...result.docs.map(row))
      if (!result.hasNextPage) break
    }
    const day = new Date().toISOString().slice(0, 10)
    return new Response(toCsv(HEADER, rows, delimiter), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="leads-${day}.csv"`,
        'Cache-Control': 'private, no-store',
      },
    })
  },
}

/** POST /cms-api/leads/:id/retry-delivery: 202 when queued again, 409 when in flight, sent or nothing is configured. */
export const retryDeliveryEndpoint: Endpoint = {
  path: '/:id/retry-delivery',
  method: 'post',
  handler: async (req) => {
    const refusal = denied(req)
    if (refusal) return refusal
    const id = Number(req.routeParams?.id)
    const lead = Number.isInteger(id) ? await req.payload.findByID({ collection: 'leads', id, depth: 0, overrideAccess: true, disableErrors: true }) : null
    if (!lead) return Response.json({ message: 'not_found' }, { status: 404 })
    const result = await retryLeadDelivery(req.payload, lead)
    return Response.json(result, { status: result.queued ? 202 : 409 })
  },
}

/** POST /cms-api/leads/retry-failed: every failed or unsent lead again. */
export const retryFailedEndpoint: Endpoint = {
  path: '/retry-failed',
  method: 'post',
  handler: async (req) => {
    const refusal = denied(req)
    if (refusal) return refusal
    return Response.json({ queued: await retryAllFailed(req.payload) }, { status: 202 })
  },
}
