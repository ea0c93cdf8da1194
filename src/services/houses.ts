import 'server-only'

import { and, asc, count, eq, isNull, min, type SQL } from '@payloadcms/db-sqlite/drizzle'

import type { SectionCount, SectionKey } from '../domain/chessboard-sections'
import type { BuildStatus } from '../domain/complex-filters'
import { availabilityOf, isDrawn, type AreaSummary } from '../domain/plan-areas'
import { displayedEstateNumber, type EstateCategoryCode, type EstateStatus } from '../domain/estate-categories'
import type { Locale } from '../i18n/locales'
import { getPayloadClient } from '../lib/payload'
import type { Complex, House } from '../payload-types'
import { cached } from './cache'
import { latestVersionById, latestVersionBySlug } from './drafts'
import { catalogueDb, toNumber, visibleCondition, visibleEstates, type CatalogueTables } from './catalogue-db'
import { byCategory, freeStatsByHouse, summarize, STATS_TAGS } from './estate-stats'
import { publicGallery, publicMedia, type PublicMedia } from './media'
import { PUBLISHED } from '../content/access'

/**
 * Houses (queues, phases) of the public projects, and one house with its chessboard
 * (GET /api/houses/s/{slug}):
 *
 * {data: {id, name, slug, complex: {id, name, slug}, completion_year, completion_quarter, floors, sections,
 *   status, description, gallery: [media], seo: {title, description}, price_from, estates_count,
 *   categories: [{code, estates_count, price_from}],
 *   facade: {image: media, areas: [{floor, section | null, points}]} | null,
 *   floor_plans: [{image: media, section | null, floor_from, floor_to, areas: [{position, points}]}],
 *   chessboard: {floors: [max..min], sections: [1..n],
 *     estates: [{id, slug, geo_flatnum, number, category, floor, section, floor_position, rooms, area, price, status}]}}}
 * `points` are the visual picker's polygons (domain/plan-areas.ts): "x,y x,y …", fractions of the picture; a
 * floor plan's `position` is the place on the landing that estates with that floor_position hold.
 * The chessboard lists every public estate of the house whatever its status (sold ones grey out).
 * price_from is the lowest price of a free apartment; estates_count counts free estates of all categories.
 * The queue page of a big house loads less: per-section counts, then one section's estates.
 */

export type HouseRecord = {
  id: number
  name: string
  slug: string
  complex: number
  completion_year: number
  completion_quarter: number
  floors: number
  sections: number
  status: BuildStatus
  order: number
}

type StoredHouse = Pick<House, 'id' | 'name' | 'slug' | 'complex' | 'completion_year' | 'completion_quarter' | 'floors' | 'sections' | 'status' | 'order'>

/** A stored house (published, or the latest draft in a preview, which may lack what publishing requires). */
const toHouseRecord = (d: StoredHouse): HouseRecord => ({
  id: d.id,
  name: d.name ?? '',
  slug: d.slug,
  complex: typeof d.complex === 'object' ? d.complex.id : d.complex,
  completion_year: d.completion_year,
  completion_quarter: d.completion_quarter,
  floors: d.floors ?? 0,
  sections: d.sections ?? 0,
  status: d.status,
  order: d.order ?? 0,
})

/** Published houses of published complexes, in editorial order. */
export const visibleHouses = cached('visible-houses', ['houses', 'complexes'], async (locale: Locale): Promise<HouseRecord[]> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'houses',
    locale,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    where: { and: [PUBLISHED, { 'complex._status': { equals: 'published' } }] },
    sort: ['order', 'id'],
    select: { name: true, slug: true, complex: true, completion_year: true, completion_quarter: true, floors: true, sections: true, status: true, order: true },
  })
  return docs.map(toHouseRecord)
})

/** An editor's preview: a house's latest version (services/drafts.ts), published or not, by id. */
export async function getHouseRecordDraft(locale: Locale, id: number): Promise<HouseRecord | null> {
  const doc = await latestVersionById('houses', locale, id, HOUSE_POPULATE)
  return doc && toHouseRecord(doc)
}

export type ChessboardCell = {
  id: number
  slug: string
  geo_flatnum: string
  number: string
  category: EstateCategoryCode
  floor: number | null
  section: number | null
  floor_position: number | null
  rooms: number | null
  area: number
  price: number
  status: EstateStatus
}

/** A polygon of the facade: one floor, of one section or of the whole house (section null). */
export type FacadeArea = { floor: number; section: number | null; points: string }
/** A typical floor plan: the floors and section it serves (null: all), a polygon per place on the landing. */
export type FloorPlan = { image: PublicMedia; section: number | null; floor_from: number; floor_to: number; areas: Array<{ position: number; points: string }> }

export type HouseDetail = {
  id: number
  name: string
  slug: string
  complex: { id: number; name: string; slug: string }
  completion_year: number
  completion_quarter: number
  floors: number
  sections: number
  status: BuildStatus
  description: string | null
  gallery: PublicMedia[]
  seo: { title: string | null; description: string | null }
  price_from: number | null
  estates_count: number
  categories: Array<{ code: EstateCategoryCode; estates_count: number; price_from: number | null }>
  facade: { image: PublicMedia; areas: FacadeArea[] } | null
  floor_plans: FloorPlan[]
  chessboard: { floors: number[]; sections: number[]; estates: ChessboardCell[] }
}

/** The chessboard's estates of a house matching `where` (a section, or all), floor by floor. */
async function chessboardCells(where: (e: CatalogueTables['estates']) => SQL | undefined, houseId: number): Promise<ChessboardCell[]> {
  const { db, t } = await catalogueDb()
  const e = t.estates
  const rows = await visibleEstates(db, t, {
    id: e.id,
    slug: e.slug,
    geo_flatnum: e.geo_flatnum,
    category: e.category,
    floor: e.floor,
    section: e.section,
    floor_position: e.floor_position,
    rooms: e.rooms,
    area: e.area,
    price: e.price,
    status: e.status,
  })
    .where(and(visibleCondition(t), eq(e.house, houseId), where(e)))
    .orderBy(asc(e.floor), asc(e.section), asc(e.geo_flatnum))
  return rows.map((r) => ({
    id: Number(r.id),
    slug: String(r.slug),
    geo_flatnum: String(r.geo_flatnum),
    number: displayedEstateNumber(String(r.category), String(r.geo_flatnum)),
    category: r.category as EstateCategoryCode,
    floor: toNumber(r.floor),
    section: toNumber(r.section),
    floor_position: toNumber(r.floor_position),
    rooms: toNumber(r.rooms),
    area: Number(r.area),
    price: Number(r.price),
    status: r.status as EstateStatus,
  }))
}

/** Every public estate of a house, whatever its status. */
export const chessboardEstates = cached('chessboard', STATS_TAGS, (houseId: number) => chessboardCells(() => undefined, houseId))

/** The public estates of one section of a house (null: those without a section), for a big house's page. */
export const sectionChessboardEstates = cached('chessboard-section', STATS_TAGS, (houseId: number, section: SectionKey) =>
  chessboardCells((e) => (section === null ? isNull(e.section) : eq(e.section, section)), houseId),
)

/** The public estates of one floor of one section (null: those without a section): the floor view of the picker. */
export const floorChessboardEstates = cached('chessboard-floor', STATS_TAGS, (houseId: number, section: SectionKey, floor: number) =>
  chessboardCells((e) => and(eq(e.floor, floor), section === null ? isNull(e.section) : eq(e.section, section)), houseId),
)

/** What the facade shows of a floor of a section: its free, reserved and sold estates, the lowest free price. */
export type FloorSummary = { floor: number; section: number | null } & AreaSummary

/** Every floor of every section of a house, summarized in one GROUP BY, to colour and label the facade. */
export const floorSummaries = cached('floor-summaries', STATS_TAGS, async (houseId: number): Promise<FloorSummary[]> => {
  const { db, t } = await catalogueDb()
  const e = t.estates
  const rows = await visibleEstates(db, t, { floor: e.floor, section: e.section, status: e.status, count: count(), price: min(e.price) })
    .where(and(visibleCondition(t), eq(e.house, houseId)))
    .groupBy(e.floor, e.section, e.status)
  const byFloor = new Map<string, FloorSummary>()
  for (const r of rows) {
    const floor = toNumber(r.floor)
    if (floor === null) continue
    const section = toNumber(r.section)
    const key = `${floor}:${section}`
    const entry = byFloor.get(key) ?? { floor, section, free: 0, reserved: 0, sold: 0, priceFrom: null, availability: 'sold' }
    const n = Number(r.count)
    if (r.status === 'free') {
      entry.free += n
      entry.priceFrom = Number(r.price)
    } else if (r.status === 'reserved') entry.reserved += n
    else entry.sold += n
    entry.availability = availabilityOf(entry.free, entry.reserved)
    byFloor.set(key, entry)
  }
  return [...byFloor.values()]
})

/** Public estates per section of a house, all and free: one GROUP BY, to choose and label the sections. */
export const chessboardSectionCounts = cached('chessboard-section-counts', STATS_TAGS, async (houseId: number): Promise<SectionCount[]> => {
  const { db, t } = await catalogueDb()
  const e = t.estates
  const rows = await visibleEstates(db, t, { section: e.section, status: e.status, count: count() })
    .where(and(visibleCondition(t), eq(e.house, houseId)))
    .groupBy(e.section, e.status)
  const bySection = new Map<SectionKey, SectionCount>()
  for (const r of rows) {
    const section = toNumber(r.section)
    const entry = bySection.get(section) ?? { section, total: 0, free: 0 }
    entry.total += Number(r.count)
    if (r.status === 'free') entry.free += Number(r.count)
    bySection.set(section, entry)
  }
  return [...bySection.values()]
})

/** What the queue page shows of a house document (its project populated: name and slug). */
function toHouseDocument(house: House) {
  const complex = house.complex as Complex
  return {
    id: house.id,
    name: house.name ?? '',
    slug: house.slug,
    complex: { id: complex.id, name: complex.name ?? '', slug: complex.slug },
    completion_year: house.completion_year,
    completion_quarter: house.completion_quarter,
    floors: house.floors ?? 0,
    sections: house.sections ?? 0,
    status: house.status,
    description: house.description ?? null,
    gallery: publicGallery(house.gallery),
    seo: { title: house.seo?.title ?? null, description: house.seo?.description ?? null },
    ...housePictures(house),
  }
}

/** The facade and the floor plans of a house, with only their usable polygons; a picture missing drops its part. */
function housePictures(house: House): Pick<HouseDetail, 'facade' | 'floor_plans'> {
  const facadeImage = publicMedia(house.facade?.image)
  return {
    facade: facadeImage && {
      image: facadeImage,
      areas: (house.facade?.areas ?? []).filter(isDrawn).map((a) => ({ floor: a.floor, section: a.section ?? null, points: a.points })),
    },
    floor_plans: (house.floor_plans ?? []).flatMap((plan) => {
      const image = publicMedia(plan.image)
      if (!image) return []
      const areas = (plan.areas ?? []).filter(isDrawn).map((a) => ({ position: a.position, points: a.points }))
      return [{ image, section: plan.section ?? null, floor_from: plan.floor_from, floor_to: plan.floor_to, areas }]
    }),
  }
}

type HouseDocument = ReturnType<typeof toHouseDocument>

const HOUSE_POPULATE = { complexes: { name: true, slug: true } } as const

/** The public house document by slug, with its gallery and its project's name. */
const houseDocument = cached('house-document', ['houses', 'complexes', 'media'], async (locale: Locale, slug: string): Promise<HouseDocument | null> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'houses',
    locale,
    limit: 1,
    pagination: false,
    depth: 1,
    overrideAccess: true,
    where: { and: [{ slug: { equals: slug } }, PUBLISHED, { 'complex._status': { equals: 'published' } }] },
    populate: HOUSE_POPULATE,
  })
  return docs[0] ? toHouseDocument(docs[0]) : null
})

export type HouseSummary = Omit<HouseDetail, 'chessboard'>

/** A house with its offer figures (free estates: count, lowest price, by category). */
async function withOffers(house: HouseDocument): Promise<HouseSummary> {
  const stats = await freeStatsByHouse()
  const summary = summarize(stats, 'house').get(house.id)
  return {
    ...house,
    price_from: summary?.price_from ?? null,
    estates_count: summary?.estates_count ?? 0,
    categories: [...byCategory(stats, (s) => s.house === house.id).entries()].map(([code, s]) => ({ code, ...s })),
  }
}

/** A public house with its offer figures, without its estates (the queue page loads those by section). */
export const getHouseSummary = cached(async (locale: Locale, slug: string): Promise<HouseSummary | null> => {
  const house = await houseDocument(locale, slug)
  return house && withOffers(house)
})

/** An editor's preview: the queue's latest version (services/drafts.ts), with its published estates and offers. */
export async function getHouseSummaryDraft(locale: Locale, slug: string): Promise<HouseSummary | null> {
  const doc = await latestVersionBySlug('houses', locale, slug, HOUSE_POPULATE)
  return doc && typeof doc.complex === 'object' ? withOffers(toHouseDocument(doc)) : null
}

/**
 * The grid of these estates: floors from the top and sections in order, the house's own (1..floors,
 * 1..sections) and any an estate is placed on. `sections` narrows the columns (one section's grid).
 */
export function chessboardOf(house: Pick<HouseSummary, 'floors' | 'sections'>, estates: ChessboardCell[], sections?: number[]): HouseDetail['chessboard'] {
  const floorSet = new Set<number>()
  const sectionSet = new Set<number>(sections)
  for (let f = 1; f <= house.floors; f++) floorSet.add(f)
  if (!sections) for (let s = 1; s <= house.sections; s++) sectionSet.add(s)
  for (const cell of estates) {
    if (cell.floor !== null) floorSet.add(cell.floor)
    if (cell.section !== null && !sections) sectionSet.add(cell.section)
  }
  return {
    floors: [...floorSet].sort((a, b) => b - a),
    sections: [...sectionSet].sort((a, b) => a - b),
    estates,
  }
}

/** The house with its whole chessboard (GET /api/houses/s/{slug}). */
export const getHouseBySlug = cached(async (locale: Locale, slug: string): Promise<HouseDetail | null> => {
  const document = await houseDocument(locale, slug)
  if (!document) return null
  const [house, estates] = await Promise.all([getHouseSummary(locale, slug), chessboardEstates(document.id)])
  return house && { ...house, chessboard: chessboardOf(house, estates) }
})
