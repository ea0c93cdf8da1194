import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { AlertsView, type AlertItem } from '@/components/alerts/AlertsView'
import { searchLabel, unitTitle } from '@/domain/alert-emails'
import { isAlertToken } from '@/domain/alerts'
import { categoryFromPath, isEstateCategoryCode } from '@/domain/estate-categories'
import { estatePath, PAGES, propertiesPath } from '@/domain/site-pages'
import type { SearchParams } from '@/domain/query-params'
import type { Locale } from '@/i18n/locales'
import { getPayloadClient } from '@/lib/payload'
import { alertsOfToken, type AlertRow } from '@/services/alerts'
import { getEstate } from '@/services/estates'
import { pageMetadata } from '@/app/(site)/seo'

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<SearchParams> }

const one = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value)

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale })
  // One visitor's own subscriptions, opened from an e-mail: nothing for search engines.
  return { ...pageMetadata({ locale, path: PAGES.alerts, title: t('alerts-title'), description: t('alerts-description') }), robots: { index: false, follow: false } }
}

/** A subscription as the page lists it: what it follows, in words, with its page. */
async function itemOf(locale: Locale, row: AlertRow): Promise<AlertItem> {
  const state = { id: row.id, confirmed: Boolean(row.confirmed_at) }
  if (row.kind === 'unit') {
    const estate = row.estate === null ? null : await getEstate(locale, row.estate)
    return estate
      ? { ...state, kind: 'unit', label: unitTitle(locale, estate.category, estate.number, estate.complex.name), href: estatePath(estate.category, estate.slug) }
      : { ...state, kind: 'unit', label: null, href: null }
  }
  const category = isEstateCategoryCode(row.search_category) ? row.search_category : categoryFromPath('apartments')!
  return {
    ...state,
    kind: 'search',
    label: searchLabel(locale, category, row.search_query ?? ''),
    href: `${propertiesPath(category)}${row.search_query ? `?${row.search_query}` : ''}`,
  }
}

/**
 * /alerts (issue 34, item 1): where the alerts' forms and e-mails lead. `?sent=1` after a form (check your
 * inbox), `?error=validation`, and with a subscription's `token` (its e-mails' links): confirm it, stop it
 * (`stop=1`), or see and delete everything its address follows. Rendered per request and never shared
 * (proxy.ts: a private page), since it shows one visitor's own subscriptions.
 */
export default async function AlertsPage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const query = await searchParams
  const token = one(query.token)
  const found = token && isAlertToken(token) ? await alertsOfToken(await getPayloadClient(), token) : null
  const items = found ? await Promise.all(found.rows.map((row) => itemOf(locale, row))) : []
  const back = one(query.back)
  return (
    <AlertsView
      locale={locale}
      state={{
        sent: one(query.sent) === '1',
        error: one(query.error) === 'validation',
        back: back && back.startsWith('/') && !back.startsWith('//') ? back : null,
        done: one(query.done) === 'confirmed' ? 'confirmed' : one(query.done) === 'deleted' ? 'deleted' : null,
        stop: one(query.stop) === '1',
      }}
      token={token ?? null}
      subscription={found ? { email: found.current.email, item: items.find((item) => item.id === found.current.id) ?? null } : null}
      items={items}
    />
  )
}
