import type { Payload, TypedUser, Where } from 'payload'

import { hasRole, type Role } from '../../content/access'
import { almatyMidnight } from '../../domain/lead-desk'

type Props = { payload: Payload; user?: TypedUser | null; i18n?: { language?: string } }

/** New leads today: created since midnight in Almaty, still new, not spam (the dashboard card's filter and its link). */
export function newLeadsTodayWhere(now = new Date()): Where {
  return { and: [{ createdAt: { greater_than_equal: almatyMidnight(now) } }, { status: { equals: 'new' } }, { spam: { not_equals: true } }] }
}

/** The list's address for a where, as the admin's own filters write it (where[and][0][field][operator]=value). */
function listQuery(where: Where): string {
  const params = new URLSearchParams()
  ;(where.and as Where[]).forEach((condition, index) => {
    for (const [field, operators] of Object.entries(condition)) {
      for (const [operator, value] of Object.entries(operators as Record<string, unknown>)) params.append(`where[and][${index}][${field}][${operator}]`, String(value))
    }
  })
  return params.toString()
}

/** «новая заявка», «новые заявки», «новых заявок» after a count, by Russian plural rules (English: lead/leads). */
const NEW_LEADS = {
  ru: { one: 'новая заявка сегодня', few: 'новые заявки сегодня', many: 'новых заявок сегодня', other: 'новой заявки сегодня' },
  en: { one: 'new lead today', other: 'new leads today' },
} as const

export function newLeadsCaption(count: number, language: string | undefined): string {
  const en = language === 'en'
  const form = new Intl.PluralRules(en ? 'en' : 'ru').select(count)
  const forms: Record<string, string> = en ? NEW_LEADS.en : NEW_LEADS.ru
  return forms[form] ?? forms.other
}

/**
 * The dashboard's card for the sales team (admin and sales; editors see nothing): how many leads came
 * today and are still new, linking to exactly those in the list.
 */
export async function NewLeadsToday({ payload, user, i18n }: Props) {
  if (!hasRole(user as { role?: Role } | null, 'admin', 'sales')) return null
  const where = newLeadsTodayWhere()
  const { totalDocs } = await payload.count({ collection: 'leads', where, overrideAccess: false, user: user ?? undefined })
  const href = `${payload.config.routes.admin}/collections/leads?${listQuery(where)}`
  return (
    <div className="card" data-testid="new-leads-today" style={{ marginBottom: 24, padding: 'calc(var(--base) * 0.75)', display: 'flex', gap: 16, alignItems: 'baseline' }}>
      <a href={href} style={{ display: 'flex', gap: 12, alignItems: 'baseline', textDecoration: 'none' }}>
        <strong data-testid="new-leads-today-count" style={{ fontSize: '2rem', lineHeight: 1 }}>
          {totalDocs}
        </strong>
        <span>{newLeadsCaption(totalDocs, i18n?.language)}</span>
      </a>
    </div>
  )
}
