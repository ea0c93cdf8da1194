import { BUILD_STATUSES, COMPLEX_CLASSES } from '../domain/complex-filters'
import { ESTATE_STATUSES } from '../domain/estate-categories'
import type { Locale } from '../i18n/locales'
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
 * Titles of codes come from the localization keys `class-<code>`, `status-<code>` and
 * `estate-status-<code>` (editable by editors), with built-in defaults.
 */

export type City = { id: number; name: string; slug: string }
export type CodeTitle = { code: string; title: string }

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

const DEFAULT_TITLES: Record<Locale, Record<string, string>> = {
  ru: {
    'class-comfort': 'Комфорт',
    'class-comfort-plus': 'Комфорт+',
    'class-business': 'Бизнес',
    'class-premium': 'Премиум',
    'status-planning': 'Проектируется',
    'status-construction': 'Строится',
    'status-completed': 'Сдан',
    'estate-status-free': 'Свободно',
    'estate-status-reserved': 'Забронировано',
    'estate-status-sold': 'Продано',
  },
  kk: {
    'class-comfort': 'Комфорт',
    'class-comfort-plus': 'Комфорт+',
    'class-business': 'Бизнес',
    'class-premium': 'Премиум',
    'status-planning': 'Жобалануда',
    'status-construction': 'Салынуда',
    'status-completed': 'Тапсырылды',
    'estate-status-free': 'Бос',
    'estate-status-reserved': 'Брондалған',
    'estate-status-sold': 'Сатылған',
  },
  en: {
    'class-comfort': 'Comfort',
    'class-comfort-plus': 'Comfort+',
    'class-business': 'Business',
    'class-premium': 'Premium',
    'status-planning': 'Planning',
    'status-construction': 'Under construction',
    'status-completed': 'Completed',
    'estate-status-free': 'Available',
    'estate-status-reserved': 'Reserved',
    'estate-status-sold': 'Sold',
  },
}

/** Localized titles of the catalogue's codes: editors' localization entries win over the defaults. */
export const codeTitles = cached(async (locale: Locale): Promise<{
  classes: CodeTitle[]
  statuses: CodeTitle[]
  estateStatuses: CodeTitle[]
  title: (key: string) => string
}> => {
  const messages = { ...DEFAULT_TITLES[locale], ...(await getMessages(locale)) }
  const title = (key: string) => messages[key] ?? key
  return {
    classes: COMPLEX_CLASSES.map((code) => ({ code, title: title(`class-${code}`) })),
    statuses: BUILD_STATUSES.map((code) => ({ code, title: title(`status-${code}`) })),
    estateStatuses: ESTATE_STATUSES.map((code) => ({ code, title: title(`estate-status-${code}`) })),
    title,
  }
})

export type Dictionaries = {
  cities: City[]
  complex_classes: CodeTitle[]
  complex_statuses: CodeTitle[]
  estate_statuses: CodeTitle[]
  estate_categories: PublicEstateCategory[]
  restorations: Restoration[]
}

export const getDictionaries = cached(async (locale: Locale): Promise<Dictionaries> => {
  const [cities, titles, categories, restorations] = await Promise.all([
    listCities(locale),
    codeTitles(locale),
    listEstateCategories(locale),
    listRestorations(locale),
  ])
  return {
    cities,
    complex_classes: titles.classes,
    complex_statuses: titles.statuses,
    estate_statuses: titles.estateStatuses,
    estate_categories: categories,
    restorations,
  }
})
