import type { Endpoint, PayloadRequest, Where } from 'payload'

import { hasRole, type Role } from '../content/access'
import { formatAlmatyDateTime, LEAD_DETAIL_LABELS, LEAD_KIND_LABELS, LEAD_STATUS_LABELS, toE164 } from '../domain/lead-desk'
import { staffName } from '../domain/staff-names'
import type { Lead } from '../payload-types'
import { toCsv, type CsvDelimiter } from './csv'
import { CHANNEL_STATE_LABELS, DELIVERY_STATE_LABELS } from './delivery-state'
import { isTarget } from './config'
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
  'ID',
  'Получена',
  'Тип',
  'Статус',
  'Ответственный',
  'Имя',
  'Телефон',
  'E-mail',
  'Проект',
  'Объект',
  'Вакансия',
  'Встреча',
  'Офис встречи',
  'Сообщение',
  'Подробности',
  'Комментарии',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'Страница',
  'Язык',
  'Доставка',
  'Доставка e-mail',
  'Доставка CRM',
  'Доставка amoCRM',
  'Доставка Битрикс24',
  'Доставка MacroCRM',
  'Доставка Telegram',
  'Резюме',
]

const titleOf = (value: unknown, key: string): string => (value && typeof value === 'object' ? String((value as Record<string, unknown>)[key] ?? '') : value ? `#${value}` : '')

/** A populated staff member (depth 1) by name; an id alone (an account the reader may not see) as #id. */
const nameOf = (user: unknown): string => (user && typeof user === 'object' ? staffName(user as { name?: string; email?: string }) : user ? `#${user}` : '')

const ru = (labels: Record<string, { ru: string }>, code: string | null | undefined): string => (code ? (labels[code]?.ru ?? code) : '')
const LANGUAGES: Record<string, string> = { ru: 'русский', kk: 'казахский', en: 'английский' }

type Comment = { text: string; createdAt: string; author?: unknown }

function row(lead: Lead, comments: Comment[]): unknown[] {
  // The form's own extra fields; the visitor's address (details.client_address) stays out of the export.
  const details =
    lead.details && typeof lead.details === 'object'
      ? Object.entries(lead.details as Record<string, unknown>)
          .filter(([key]) => key !== 'client_address')
          .map(([key, value]) => `${LEAD_DETAIL_LABELS[key]?.ru ?? key}: ${String(value)}`)
          .join('; ')
      : ''
  const office =
    lead.meeting_office && typeof lead.meeting_office === 'object'
      ? [lead.meeting_office.title, lead.meeting_office.address].filter(Boolean).join(', ')
      : titleOf(lead.meeting_office, 'title')
  return [
    lead.id,
    formatAlmatyDateTime(lead.createdAt),
    ru(LEAD_KIND_LABELS, lead.kind),
    ru(LEAD_STATUS_LABELS, lead.status),
    nameOf(lead.assignee),
    lead.name,
    lead.phone ? toE164(lead.phone) : '',
    lead.email,
    titleOf(lead.complex, 'name'),
    titleOf(lead.estate, 'geo_flatnum'),
    titleOf(lead.vacancy, 'title'),
    lead.meeting_at ? formatAlmatyDateTime(lead.meeting_at) : '',
    office,
    lead.message,
    details,
    comments.map((c) => `${formatAlmatyDateTime(c.createdAt)} ${nameOf(c.author)}: ${c.text}`).join('\n'),
    lead.utm?.source,
    lead.utm?.medium,
    lead.utm?.campaign,
    lead.utm?.term,
    lead.page,
    lead.locale ? (LANGUAGES[lead.locale] ?? lead.locale) : '',
    ru(DELIVERY_STATE_LABELS, lead.delivery_state),
    ru(CHANNEL_STATE_LABELS, lead.delivery?.email),
    ru(CHANNEL_STATE_LABELS, lead.delivery?.crm),
    ru(CHANNEL_STATE_LABELS, lead.delivery?.amocrm),
    ru(CHANNEL_STATE_LABELS, lead.delivery?.bitrix24),
    ru(CHANNEL_STATE_LABELS, lead.delivery?.macrocrm),
    ru(CHANNEL_STATE_LABELS, lead.delivery?.telegram),
    lead.cv ? 'да' : '',
  ]
}

/** The list view's filter (`where`) and search box (`search`: the search key, as the list searches it). */
function listWhere(query: Record<string, unknown> = {}): Where {
  const filter = (query.where ?? {}) as Where
  const search = typeof query.search === 'string' ? query.search.trim() : ''
  if (!search) return filter
  return { and: [filter, { search_text: { like: search } }] }
}

/** The comments of a page of leads, oldest first, by lead. */
async function commentsOf(req: PayloadRequest, ids: number[]): Promise<Map<number, Comment[]>> {
  const byLead = new Map<number, Comment[]>()
  if (!ids.length) return byLead
  const { docs } = await req.payload.find({
    collection: 'lead-comments',
    where: { lead: { in: ids } },
    sort: 'createdAt',
    pagination: false,
    depth: 1,
    overrideAccess: false,
    user: req.user,
  })
  for (const comment of docs) {
    const lead = typeof comment.lead === 'object' ? comment.lead.id : comment.lead
    byLead.set(lead, [...(byLead.get(lead) ?? []), comment as Comment])
  }
  return byLead
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
        // The comments come apart (commentsOf), not through the join.
        joins: false,
        locale: 'ru',
        overrideAccess: false,
        user: req.user,
      })
      const comments = await commentsOf(
        req,
        result.docs.map((lead) => lead.id),
      )
      rows.push(...result.docs.map((lead) => row(lead, comments.get(lead.id) ?? [])))
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

/**
 * POST /cms-api/leads/:id/retry-delivery[?target=amocrm]: 202 when queued again, 409 when in flight, sent
 * or nothing is configured. With `target` (one of TARGETS), that target only: the re-send button of each
 * target in the lead's delivery panel.
 */
export const retryDeliveryEndpoint: Endpoint = {
  path: '/:id/retry-delivery',
  method: 'post',
  handler: async (req) => {
    const refusal = denied(req)
    if (refusal) return refusal
    const id = Number(req.routeParams?.id)
    const lead = Number.isInteger(id) ? await req.payload.findByID({ collection: 'leads', id, depth: 0, overrideAccess: true, disableErrors: true }) : null
    if (!lead) return Response.json({ message: 'not_found' }, { status: 404 })
    const target = (req.query as Record<string, unknown> | undefined)?.target
    if (target !== undefined && !isTarget(target)) return Response.json({ message: 'unknown_target' }, { status: 400 })
    const result = await retryLeadDelivery(req.payload, lead, target)
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
