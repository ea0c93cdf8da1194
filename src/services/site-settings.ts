import 'server-only'

import { analyticsIds, type AnalyticsIds } from '../domain/analytics'
import { telegramUsername } from '../domain/phone'
import type { Locale } from '../i18n/locales'
import { getPayloadClient } from '../lib/payload'
import type { Media } from '../payload-types'
import { cached } from './cache'

/**
 * Company-wide settings (Settings > Site settings): contacts and socials for the header and footer, the
 * privacy policy document per language, the made-by credit and the default SEO texts.
 * Empty strings stand for values an editor has not filled in; the site then leaves that element out.
 */
export type SiteSettingsView = {
  company_name: string
  phone: string
  /** The sales team's WhatsApp number, as typed; empty when there is none. */
  whatsapp: string
  /** The sales team's Telegram username (no @), as typed; empty when there is none. */
  telegram: string
  sales_email: string
  info_email: string
  socials: Array<{ network: string; url: string }>
  policy: { filename: string; mime_type: string; url: string } | null
  made_by: { title: string; url: string } | null
  /** The company's legal details (shown on /contacts); empty strings for what is not filled in. */
  requisites: Requisites
  seo: { title: string; description: string }
  /** The analytics counters (whole ids only); both null: no analytics. */
  analytics: AnalyticsIds
}

export type Requisites = { legal_name: string; bin: string; kbe: string; iban: string; bik: string; bank: string; legal_address: string }

export const EMPTY_REQUISITES: Requisites = { legal_name: '', bin: '', kbe: '', iban: '', bik: '', bank: '', legal_address: '' }

export const getSiteSettings = cached('site-settings', ['site-settings', 'media'], async (locale: Locale): Promise<SiteSettingsView> => {
  const payload = await getPayloadClient()
  const doc = await payload.findGlobal({ slug: 'site-settings', locale, depth: 1, overrideAccess: true })
  const policy = typeof doc.policy === 'object' && doc.policy ? (doc.policy as Media) : null
  return {
    company_name: doc.company_name ?? '',
    phone: doc.phone ?? '',
    whatsapp: doc.whatsapp ?? '',
    telegram: telegramUsername(doc.telegram ?? ''),
    sales_email: doc.sales_email ?? '',
    info_email: doc.info_email ?? '',
    socials: (doc.socials ?? []).filter((s) => s.url).map((s) => ({ network: s.network, url: s.url })),
    policy: policy?.filename ? { filename: policy.filename, mime_type: policy.mimeType ?? 'application/pdf', url: policy.url ?? '' } : null,
    requisites: {
      legal_name: doc.requisites?.legal_name ?? '',
      bin: doc.requisites?.bin ?? '',
      kbe: doc.requisites?.kbe ?? '',
      iban: doc.requisites?.iban ?? '',
      bik: doc.requisites?.bik ?? '',
      bank: doc.requisites?.bank ?? '',
      legal_address: doc.requisites?.legal_address ?? '',
    },
    made_by: doc.made_by?.title && doc.made_by.url ? { title: doc.made_by.title, url: doc.made_by.url } : null,
    seo: { title: doc.seo?.title ?? '', description: doc.seo?.description ?? '' },
    analytics: analyticsIds(doc.analytics),
  }
})
