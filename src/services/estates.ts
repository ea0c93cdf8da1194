import 'server-only'

import { and, asc, count, desc, eq, ne, sql, type SQL } from '@payloadcms/db-sqlite/drizzle'

import { displayedEstateNumber, type EstateCategoryCode, type EstateStatus } from '../domain/estate-categories'
import { parseSort, type EstateSort } from '../domain/estate-filters'
import { PRICE_HISTORY_LIMIT, type PriceHistoryEntry } from '../domain/price-history'
import type { Locale } from '../i18n/locales'
import { paginate, type Paginated } from '../domain/pagination'
import { getPayloadClient } from '../lib/payload'
import { cached } from './cache'
import { latestVersionBySlug } from './drafts'
import { catalogueDb, toNumber, visibleCondition, visibleEstates, type CatalogueDb, type CatalogueTables } from './catalogue-db'
import { complexNavigation, getComplexCard, getComplexCardDraft, type ComplexListItem } from './complexes'
import { estateConditions, type EstateFilters } from './estate-filters'
import { getHouseRecordDraft, visibleHouses, type HouseRecord } from './houses'
import { publicMedia, type PublicMedia } from './media'
import { listRestorations } from './restorations'

/**
 * Estates (flats, commercial premises, parking spaces, storerooms).
 *
 * List item (GET /api/estates):
 *   {id, slug, geo_flatnum, number (as shown to visitors), category, rooms, area, floor, section, price,
 *    price_per_m2, status, restoration: {id, title} | null, complex: {id, name, slug},
 *    house: {id, name, slug, completion_year, completion_quarter}, layout: media | null}
 * Detail (GET /api/estates/{id}): the list item with
 *   house: {..., floors, sections, status}, complex: {..., city, address, district, class, status, completion_date, cover},
 *   similar: [list items] (up to 6 free estates of the same category and room count in the same project, nearest price first),
 *   price_history: [{date, price, previous_price, status, previous_status}] (its price and status changes, newest first, at most 50).
 * A sold or reserved estate still answers by id, with its status; an unpublished one (or one in an
 * unpublished queue or project) is a 404.
 */

export type EstateListItem = {
  id: number
  slug: string
  geo_flatnum: string
  number: string
  category: EstateCategoryCode
  rooms: number | null
  area: number
  floor: number | null
  section: number | null
  price: number
  price_per_m2: number | null
  status: EstateStatus
  restoration: { id: number; title: string } | null
  complex: { id: number; name: string; slug: string }
  house: { id: number; name: string; slug: string; completion_year: number; completion_quarter: number }
  layout: PublicMedia | null
}

type EstateRow = Record<string, unknown>

/** The estate's own columns of a row (the relations aside). */
const ROW_FIELDS = ['id', 'slug', 'geo_flatnum', 'category', 'rooms', 'area', 'floor', 'section', 'price', 'price_per_m2', 'status'] as const

const rowFields = (t: CatalogueTables) => ({
  id: t.estates.id,
  slug: t.estates.slug,
  geo_flatnum: t.estates.geo_flatnum,
  category: t.estates.category,
  rooms: t.estates.rooms,
  area: t.estates.area,
  floor: t.estates.floor,
  section: t.estates.section,
  price: t.estates.price,
  price_per_m2: t.estates.price_per_m2,
  status: t.estates.status,
  restoration: t.estates.restoration,
  house: t.estates.house,
  complex: t.houses.complex,
  layout: t.estates.layout,
})

/** Public shapes of media documents by id (layouts), in one query. */
const mediaByIds = cached('media-by-ids', ['media'], async (locale: Locale, ids: number[]): Promise<Array<[number, PublicMedia | null]>> => {
  if (ids.length === 0) return []
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'media', where: { id: { in: ids } }, pagination: false, depth: 0, locale, overrideAccess: true })
  return docs.map((m) => [m.id, publicMedia(m)])
})

/** Turns raw rows into public items: relations from the cached lists, layouts in one media query. */
async function toListItems(locale: Locale, rows: EstateRow[]): Promise<EstateListItem[]> {
  if (rows.length === 0) return []
  const layoutIds = [...new Set(rows.map((r) => toNumber(r.layout)).filter((id): id is number => id !== null))].sort((a, b) => a - b)
  const [houses, complexes, restorations, layouts] = await Promise.all([visibleHouses(locale), complexNavigation(locale), listRestorations(locale), mediaByIds(locale, layoutIds)])
  const houseById = new Map(houses.map((h) => [h.id, h]))
  const complexById = new Map(complexes.map((c) => [c.id, c]))
  const restorationById = new Map(restorations.map((r) => [r.id, r]))
  const layoutById = new Map(layouts)
  return rows.map((r) => {
    const house = houseById.get(Number(r.house))
    const complex = complexById.get(Number(r.complex))
    const restoration = restorationById.get(Number(r.restoration))
    return {
      id: Number(r.id),
      slug: String(r.slug),
      geo_flatnum: String(r.geo_flatnum),
      number: displayedEstateNumber(String(r.category), String(r.geo_flatnum)),
      category: r.category as EstateCategoryCode,
      rooms: toNumber(r.rooms),
      area: Number(r.area),
      floor: toNumber(r.floor),
      section: toNumber(r.section),
      price: Number(r.price),
      price_per_m2: toNumber(r.price_per_m2),
      status: r.status as EstateStatus,
      restoration: restoration ? { id: restoration.id, title: restoration.title } : null,
      complex: complex ? { id: complex.id, name: complex.name, slug: complex.slug } : { id: Number(r.complex), name: '', slug: '' },
      house: house
        ? { id: house.id, name: house.name, slug: house.slug, completion_year: house.completion_year, completion_quarter: house.completion_quarter }
        : { id: Number(r.house), name: '', slug: '', completion_year: 0, completion_quarter: 0 },
      layout: layoutById.get(toNumber(r.layout) ?? -1) ?? null,
    }
  })
}

const ESTATE_TAGS = ['estates', 'houses', 'complexes']

function orderOf(t: CatalogueTables, sort: EstateSort): SQL[] {
  const { field, descending } = parseSort(sort)
  const column = t.estates[field]
  const primary = descending ? desc(column) : asc(column)
  // Ties are broken by price and then id, so pages never overlap or skip.
  return field === 'price' ? [primary, asc(t.estates.id)] : [primary, asc(t.estates.price), asc(t.estates.id)]
}

/** One page of matching rows and the total, in SQL; the same for every language. */
const estatePage = cached(
  'estates-page',
  ESTATE_TAGS,
  async (filters: EstateFilters, sort: EstateSort, page: number, perPage: number): Promise<{ rows: EstateRow[]; total: number }> => {
    const { db, t } = await catalogueDb()
    const where = estateConditions(t, filters)
    const [rows, totals] = await Promise.all([
      visibleEstates(db, t, rowFields(t))
        .where(where)
        .orderBy(...orderOf(t, sort))
        .limit(perPage)
        .offset((page - 1) * perPage),
      visibleEstates(db, t, { total: count() }).where(where),
    ])
    return { rows, total: Number(totals[0]?.total ?? 0) }
  },
)

export const listEstates = cached(async (locale: Locale, filters: EstateFilters, sort: EstateSort, page: number, perPage: number): Promise<Paginated<EstateListItem>> => {
  const { rows, total } = await estatePage(filters, sort, page, perPage)
  return paginate(await toListItems(locale, rows), page, perPage, total)
})

export type EstateDetail = Omit<EstateListItem, 'house' | 'complex'> & {
  house: EstateListItem['house'] & { floors: number; sections: number; status: string }
  complex: EstateListItem['complex'] & {
    city: { id: number; name: string } | null
    address: string | null
    district: string | null
    class: string | null
    status: string
    completion_date: string | null
    cover: PublicMedia | null
  }
  similar: EstateListItem[]
  /** Its price and status changes that reached the site, newest first, at most 50 (services/price-history.ts). */
  price_history: PriceHistoryEntry[]
}

function similarRows(db: CatalogueDb, t: CatalogueTables, row: EstateRow): PromiseLike<EstateRow[]> {
  const e = t.estates
  const rooms = toNumber(row.rooms)
  return visibleEstates(db, t, rowFields(t))
    .where(
      and(
        visibleCondition(t),
        eq(t.houses.complex, Number(row.complex)),
        eq(e.category, String(row.category)),
        eq(e.status, 'free'),
        ne(e.id, Number(row.id)),
        rooms === null ? sql`${e.rooms} is null` : eq(e.rooms, rooms),
      ),
    )
    .orderBy(sql`abs(${e.price} - ${Number(row.price)})`, asc(e.id))
    .limit(6)
}

/** A public estate's row and the rows of up to 6 similar free offers; the same for every language. */
const estateWithSimilar = cached('estate-with-similar', ESTATE_TAGS, async (id: number): Promise<{ row: EstateRow; similar: EstateRow[] } | null> => {
  const { db, t } = await catalogueDb()
  const [row] = await visibleEstates(db, t, rowFields(t))
    .where(and(visibleCondition(t), eq(t.estates.id, id)))
    .limit(1)
  if (!row) return null
  return { row, similar: await similarRows(db, t, row) }
})

/**
 * The public history of one estate (GET /api/estates/{id}, the property page): newest first, at most 50.
 * Kept in the data cache under the estates' tag, which every writer of estates expires (the history is
 * written with the estate it changes).
 */
const estatePriceHistory = cached('estate-price-history', ['estates', 'estate-price-changes'], async (estateId: number): Promise<PriceHistoryEntry[]> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'estate-price-changes',
    where: { estate: { equals: estateId } },
    sort: ['-changed_at', '-id'],
    limit: PRICE_HISTORY_LIMIT,
    depth: 0,
    select: { changed_at: true, price: true, previous_price: true, status: true, previous_status: true },
    overrideAccess: true,
  })
  return docs.map((doc) => ({
    date: new Date(doc.changed_at).toISOString(),
    price: doc.price,
    previous_price: doc.previous_price,
    status: doc.status as EstateStatus,
    previous_status: doc.previous_status as EstateStatus,
  }))
})

/** The queue and the project an estate page shows. */
type EstatePlace = { house: HouseRecord | null; complex: ComplexListItem | null }

/** As visitors see them: null when not public. */
async function publicPlace(locale: Locale, houseId: number, complexId: number): Promise<EstatePlace> {
  const [houses, complex] = await Promise.all([visibleHouses(locale), getComplexCard(locale, complexId)])
  return { house: houses.find((h) => h.id === houseId) ?? null, complex }
}

/** In an editor's preview: their latest versions, so that an estate of a queue or project not yet published shows too. */
async function latestPlace(locale: Locale, houseId: number): Promise<EstatePlace> {
  const house = await getHouseRecordDraft(locale, houseId)
  return { house, complex: house && (await getComplexCardDraft(locale, house.complex)) }
}

/** The detail of an estate row with its similar offers' rows in its queue and project: null without them. */
async function estateDetail(locale: Locale, row: EstateRow, similarRows: EstateRow[], { house, complex }: EstatePlace): Promise<EstateDetail | null> {
  if (!house || !complex) return null
  const [[item, ...similar], price_history] = await Promise.all([toListItems(locale, [row, ...similarRows]), estatePriceHistory(Number(row.id))])
  return {
    ...item,
    house: {
      id: house.id,
      name: house.name,
      slug: house.slug,
      completion_year: house.completion_year,
      completion_quarter: house.completion_quarter,
      floors: house.floors,
      sections: house.sections,
      status: house.status,
    },
    complex: {
      id: complex.id,
      name: complex.name,
      slug: complex.slug,
      city: complex.city,
      address: complex.address,
      district: complex.district,
      class: complex.class,
      status: complex.status,
      completion_date: complex.completion_date,
      cover: complex.cover,
    },
    similar,
    price_history,
  }
}

export const getEstate = cached(async (locale: Locale, id: number): Promise<EstateDetail | null> => {
  const found = await estateWithSimilar(id)
  return found && estateDetail(locale, found.row, found.similar, await publicPlace(locale, Number(found.row.house), Number(found.row.complex)))
})

const idOf = (relation: unknown): unknown => (typeof relation === 'object' && relation !== null ? (relation as { id: unknown }).id : relation)

/**
 * An editor's preview: the estate's latest version (services/drafts.ts) in the latest versions of its queue
 * and project, with the similar published offers.
 */
export async function getEstateDraft(locale: Locale, slug: string): Promise<EstateDetail | null> {
  const doc = await latestVersionBySlug('estates', locale, slug, {})
  if (!doc) return null
  const place = await latestPlace(locale, Number(idOf(doc.house)))
  if (!place.house || !place.complex) return null
  const row: EstateRow = {
    ...Object.fromEntries(ROW_FIELDS.map((field) => [field, doc[field]])),
    restoration: idOf(doc.restoration),
    house: idOf(doc.house),
    // The queue's project: the estate's own copy is set when the estate is saved, and may be behind its queue's draft.
    complex: place.house.complex,
    layout: idOf(doc.layout),
  }
  const { db, t } = await catalogueDb()
  return estateDetail(locale, row, await similarRows(db, t, row), place)
}

/** The id of a public estate by its slug (slugs are unique across categories); the same for every language. */
const estateIdBySlug = cached('estate-id-by-slug', ESTATE_TAGS, async (slug: string): Promise<number | null> => {
  const { db, t } = await catalogueDb()
  const [row] = await visibleEstates(db, t, { id: t.estates.id })
    .where(and(visibleCondition(t), eq(t.estates.slug, slug)))
    .limit(1)
  return row ? Number(row.id) : null
})

/** One estate by its slug, like getEstate (the property page's address); null when unknown or unpublished. */
export const getEstateBySlug = cached(async (locale: Locale, slug: string): Promise<EstateDetail | null> => {
  if (!/^[a-z0-9-]{1,120}$/.test(slug)) return null
  const id = await estateIdBySlug(slug)
  return id === null ? null : getEstate(locale, id)
})
