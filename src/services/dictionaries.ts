import 'server-only'

import { BUILD_STATUSES, COMPLEX_CLASSES, type BuildStatus, type ComplexClass } from '../domain/complex-filters'
import { ESTATE_STATUSES, type EstateStatus } from '../domain/estate-categories'
import type { Locale } from '../i18n/locales'
import type { MessageKey } from '../i18n/messages'
import { getPayloadClient } from '../lib/payload'
import { cached } from './cache'
import { listEstateCategories, type PublicEstateCategory } from './estate-categories'
import { getMessages } from './localizations'
import { listRestorations, type Restoration } from './restorations'

/**
 * Reference data of the catalogue (GET /api/dictionaries) and the lookups other services share.
 *
 * {data: {
 *   cities: [{id, name, slug}],
 *   complex_classes: [{code, title}], complex_statuses: [{code, title}], estate_statuses: [{code, title}],
 *   estate_categories: [{id, code, title, path}], restorations: [{id, code, title}]
 * }}
 * Titles of codes are the UI strings `class-<code>`, `status-<code>` and `estate-status-<code>`
 * (editable by editors).
 */

export type City = { id: number; name: string; slug: string }
export type CodeTitle<Code extends string = string> = { code: Code; title: string }

export const listCities = cached('cities', ['cities'], async (locale: Locale): Promise<City[]> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'cities',
    locale,
    pagination: false,
    depth: 0,
    sort: 'name',
    overrideAccess: true,
    select: { name: true, slug: true },
  })
  return docs.map((d) => ({ id: d.id, name: d.name, slug: d.slug }))
})

/** Localized titles of the catalogue's codes (UI strings, so editors' localization entries win over the shipped ones). */
export const codeTitles = cached(
  async (
    locale: Locale,
  ): Promise<{
    classes: CodeTitle<ComplexClass>[]
    statuses: CodeTitle<BuildStatus>[]
    estateStatuses: CodeTitle<EstateStatus>[]
    title: (key: MessageKey) => string
  }> => {
    const messages = await getMessages(locale)
    const title = (key: MessageKey) => messages[key] ?? key
    return {
      classes: COMPLEX_CLASSES.map((code) => ({ code, title: title(`class-${code}`) })),
      statuses: BUILD_STATUSES.map((code) => ({ code, title: title(`status-${code}`) })),
      estateStatuses: ESTATE_STATUSES.map((code) => ({ code, title: title(`estate-status-${code}`) })),
      title,
    }
  },
)

export type Dictionaries = {
  cities: City[]
  complex_classes: CodeTitle[]
  complex_statuses: CodeTitle[]
  estate_statuses: CodeTitle[]
  estate_categories: PublicEstateCategory[]
  restorations: Restoration[]
}

export const getDictionaries = cached(async (locale: Locale): Promise<Dictionaries> => {
  const [cities, titles, categories, restorations] = await Promise.all([listCities(locale), codeTitles(locale), listEstateCategories(locale), listRestorations(locale)])
  return {
    cities,
    complex_classes: titles.classes,
    complex_statuses: titles.statuses,
    estate_statuses: titles.estateStatuses,
    estate_categories: categories,
    restorations,
  }
})
