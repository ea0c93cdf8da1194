import 'server-only'

import { complexMatches, completionYear, countBy, type BuildStatus, type ComplexClass, type ComplexFilters } from '../domain/complex-filters'
import type { EstateCategoryCode } from '../domain/estate-categories'
import type { Locale } from '../i18n/locales'
import { paginate, type Paginated } from '../domain/pagination'
import { getPayloadClient } from '../lib/payload'
import type { City, Complex, House } from '../payload-types'
import { cached } from './cache'
import { latestVersionById, latestVersionBySlug } from './drafts'
import { codeTitles } from './dictionaries'
import { listEstateCategories } from './estate-categories'
import { byCategory, freeStatsByHouse, summarize } from './estate-stats'
import { visibleHouses } from './houses'
import { publicGallery, publicMedia, type PublicMedia } from './media'
import { isDrawn } from '../domain/plan-areas'
import { richTextToHtml } from './rich-text'
import { PUBLISHED } from '../content/access'
import { isProjectDocumentKind, sortDocuments, type ProjectDocumentKind } from '../domain/project-documents'

/**
 * Projects (complexes). Public shapes:
 *
 * List item (GET /api/complexes, sorted by editorial order then name):
 *   {id, name, slug, city: {id, name} | null, district, address, class, status, completion_date (ISO),
 *    latitude, longitude, short_description, cover: media | null,
 *    price_from: lowest price of a FREE apartment or null, estates_count: FREE estates of all categories}
 * Filters (GET /api/complexes/filters): {cities: [{id, name, count}], statuses: [{code, title, count}],
 *   classes: [{code, title, count}], completion_years: [{year, count}], price: {min, max}, total}
 *   — each facet counts the projects that pass the other filters of the query.
 * Navigation (GET /api/complexes/navigation): [{id, name, slug, price_from}]
 * Detail (GET /api/complexes/s/{slug}): the list item plus description (Lexical JSON), description_html,
 *   gallery, features [{title}], infrastructure [{title, distance}], documents [{title, kind, house {id, name, slug} | null,
 *   issuer, number, issued_at, file {…media, size, updated_at}}] (the permit and the guarantee first), seo,
 *   houses [{id, name, slug, completion_year, completion_quarter, status, floors, sections, price_from, estates_count}],
 *   construction_progress [{id, month, percent, text, photos, house: {id, name, slug} | null}] (latest first),
 *   categories [{id, code, title, path, estates_count, price_from}] (free estates per category),
 *   master_plan {image: media, areas: [{house: {id, name, slug}, points}]} | null: the visual picker's first
 *   level, a polygon (domain/plan-areas.ts) per published queue over the project's master plan.
 */

export type ComplexListItem = {
  id: number
  name: string
  slug: string
  city: { id: number; name: string } | null
  district: string | null
  address: string | null
  class: ComplexClass | null
  status: BuildStatus
  completion_date: string | null
  latitude: number | null
  longitude: number | null
  short_description: string | null
  cover: PublicMedia | null
  price_from: number | null
  estates_count: number
}

type ComplexRecord = ComplexListItem & { order: number; completion_year: number | null; city_id: number | null }

type ComplexDocument = Omit<ComplexRecord, 'price_from' | 'estates_count'>

/** A stored project (published, or the latest draft in a preview) as the list and the page need it. */
type StoredComplex = Pick<
  Complex,
  'id' | 'name' | 'slug' | 'city' | 'district' | 'address' | 'class' | 'status' | 'completion_date' | 'latitude' | 'longitude' | 'short_description' | 'cover' | 'order'
>

function toComplexDocument(doc: StoredComplex): ComplexDocument {
  const city = doc.city && typeof doc.city === 'object' ? (doc.city as City) : null
  return {
    id: doc.id,
    name: doc.name,
    slug: doc.slug,
    city: city ? { id: city.id, name: city.name } : null,
    district: doc.district ?? null,
    address: doc.address ?? null,
    class: doc.class ?? null,
    status: doc.status,
    completion_date: doc.completion_date ?? null,
    latitude: doc.latitude ?? null,
    longitude: doc.longitude ?? null,
    short_description: doc.short_description ?? null,
    cover: publicMedia(doc.cover),
    order: doc.order ?? 0,
    completion_year: completionYear(doc.completion_date),
    city_id: city?.id ?? (typeof doc.city === 'number' ? doc.city : null),
  }
}

/** Published projects as stored (no offer figures): one data-cache entry per language. */
const publishedComplexes = cached('published-complexes', ['complexes', 'cities', 'media'], async (locale: Locale): Promise<ComplexDocument[]> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'complexes',
    locale,
    pagination: false,
    depth: 1,
    overrideAccess: true,
    where: PUBLISHED,
    select: {
      name: true,
      slug: true,
      city: true,
      district: true,
      address: true,
      class: true,
      status: true,
      completion_date: true,
      latitude: true,
      longitude: true,
      short_description: true,
      cover: true,
      order: true,
    },
    populate: { cities: { name: true } },
  })
  const records = docs.map((doc) => toComplexDocument(doc))
  return records.sort((a, b) => a.order - b.order || a.name.localeCompare(b.name, locale) || a.id - b.id)
})

/** Every public project with its derived offer figures: the base of the list, filters and navigation. */
const visibleComplexes = cached(async (locale: Locale): Promise<ComplexRecord[]> => {
  const [docs, stats] = await Promise.all([publishedComplexes(locale), freeStatsByHouse()])
  const offers = summarize(stats, 'complex')
  return docs.map((doc) => ({
    ...doc,
    price_from: offers.get(doc.id)?.price_from ?? null,
    estates_count: offers.get(doc.id)?.estates_count ?? 0,
  }))
})

const toListItem = ({ order: _order, completion_year: _year, city_id: _city, ...item }: ComplexRecord): ComplexListItem => item

export const listComplexes = cached(async (locale: Locale, filters: ComplexFilters, page: number, perPage: number): Promise<Paginated<ComplexListItem>> => {
  const matching = (await visibleComplexes(locale)).filter((c) => complexMatches(c, filters))
  const start = (page - 1) * perPage
  return paginate(matching.slice(start, start + perPage).map(toListItem), page, perPage, matching.length)
})

export type ComplexFilterOptions = {
  cities: Array<{ id: number; name: string; count: number }>
  statuses: Array<{ code: string; title: string; count: number }>
  classes: Array<{ code: string; title: string; count: number }>
  completion_years: Array<{ year: number; count: number }>
  price: { min: number | null; max: number | null }
  total: number
}

export const complexFilterOptions = cached(async (locale: Locale, filters: ComplexFilters): Promise<ComplexFilterOptions> => {
  const [items, titles] = await Promise.all([visibleComplexes(locale), codeTitles(locale)])
  const cityNames = new Map(items.flatMap((c) => (c.city ? [[c.city.id, c.city.name] as const] : [])))
  const cities = countBy(items, filters, 'city', (c) => c.city_id)
  const statuses = countBy(items, filters, 'status', (c) => c.status)
  const classes = countBy(items, filters, 'class', (c) => c.class)
  const years = countBy(items, filters, 'completion', (c) => c.completion_year)
  const prices = items.filter((c) => complexMatches(c, filters, 'price') && c.price_from !== null).map((c) => c.price_from as number)
  return {
    cities: [...cities.entries()].map(([id, count]) => ({ id, name: cityNames.get(id) ?? '', count })).sort((a, b) => a.name.localeCompare(b.name, locale)),
    statuses: titles.statuses.filter((s) => statuses.has(s.code)).map((s) => ({ ...s, count: statuses.get(s.code) ?? 0 })),
    classes: titles.classes.filter((s) => classes.has(s.code)).map((s) => ({ ...s, count: classes.get(s.code) ?? 0 })),
    completion_years: [...years.entries()].map(([year, count]) => ({ year, count })).sort((a, b) => a.year - b.year),
    price: { min: prices.length ? Math.min(...prices) : null, max: prices.length ? Math.max(...prices) : null },
    total: items.filter((c) => complexMatches(c, filters)).length,
  }
})

/** Every public project's list item, in the list's order (no filters, no paging). */
export const listPublicComplexes = cached(async (locale: Locale): Promise<ComplexListItem[]> => (await visibleComplexes(locale)).map(toListItem))

/** How many public projects there are and in how many cities (the company's figures on /about). */
export const projectFacts = cached(async (locale: Locale): Promise<{ projects: number; cities: number }> => {
  const items = await visibleComplexes(locale)
  return { projects: items.length, cities: new Set(items.flatMap((c) => (c.city_id === null ? [] : [c.city_id]))).size }
})

export type ComplexNavItem = { id: number; name: string; slug: string; price_from: number | null }

export const complexNavigation = cached(async (locale: Locale): Promise<ComplexNavItem[]> =>
  (await visibleComplexes(locale)).map(({ id, name, slug, price_from }) => ({ id, name, slug, price_from })),
)

export type ComplexDetail = ComplexListItem & {
  description: Complex['description'] | null
  description_html: string | null
  gallery: PublicMedia[]
  features: Array<{ title: string }>
  infrastructure: Array<{ title: string; distance: string | null }>
  documents: ProjectDocument[]
  seo: { title: string | null; description: string | null }
  houses: Array<{
    id: number
    name: string
    slug: string
    completion_year: number
    completion_quarter: number
    status: BuildStatus
    floors: number
    sections: number
    price_from: number | null
    estates_count: number
  }>
  construction_progress: Array<{
    id: number
    month: string
    percent: number
    text: string | null
    photos: PublicMedia[]
    house: { id: number; name: string; slug: string } | null
  }>
  categories: Array<{ id: number; code: EstateCategoryCode; title: string; path: string; estates_count: number; price_from: number | null }>
  master_plan: { image: PublicMedia; areas: Array<{ house: { id: number; name: string; slug: string }; points: string }> } | null
}

/** The master plan as stored: its picture and the drawn polygons by queue id (published or not: resolved later). */
function storedMasterPlan(doc: Complex) {
  const image = publicMedia(doc.master_plan?.image)
  if (!image) return null
  const areas = (doc.master_plan?.areas ?? []).filter(isDrawn).flatMap((a) => {
    const house = typeof a.house === 'object' && a.house ? a.house.id : a.house
    return typeof house === 'number' ? [{ house, points: a.points }] : []
  })
  return { image, areas }
}

/**
 * One document of a project's library (issue 34, item 2): its kind, the queue it is about (null: the whole
 * project), who issued it, its number and day, and its PDF with the file's size and last change.
 */
export type ProjectDocument = {
  title: string
  kind: ProjectDocumentKind
  house: { id: number; name: string; slug: string } | null
  issuer: string | null
  number: string | null
  issued_at: string | null
  file: (PublicMedia & { size: number | null; updated_at: string | null }) | null
}

type StoredDocument = NonNullable<Complex['documents']>[number]

/** A library row as the site shows it; null for one about a queue that is not on the site. */
function projectDocument(row: StoredDocument): ProjectDocument | null {
  const house = row.house && typeof row.house === 'object' ? row.house : null
  if (row.house && (!house || house._status !== 'published')) return null
  const media = publicMedia(row.file)
  const file = media && typeof row.file === 'object' && row.file ? { ...media, size: row.file.filesize ?? null, updated_at: row.file.updatedAt ?? null } : null
  return {
    title: row.title,
    kind: isProjectDocumentKind(row.kind) ? row.kind : 'other',
    house: house ? { id: house.id, name: house.name, slug: house.slug } : null,
    issuer: row.issuer ?? null,
    number: row.number ?? null,
    issued_at: row.issued_at ?? null,
    file,
  }
}

/** The parts of a project page that only the page needs: description, gallery, lists, documents. */
const pageParts = (locale: Locale, doc: Complex) => ({
  description: doc.description ?? null,
  description_html: richTextToHtml(locale, doc.description) || null,
  gallery: publicGallery(doc.gallery),
  features: (doc.features ?? []).map((f) => ({ title: f.title })),
  infrastructure: (doc.infrastructure ?? []).map((i) => ({ title: i.title, distance: i.distance ?? null })),
  documents: sortDocuments((doc.documents ?? []).flatMap((row) => projectDocument(row) ?? [])),
  seo: { title: doc.seo?.title ?? null, description: doc.seo?.description ?? null },
  master_plan: storedMasterPlan(doc),
})

const complexDocument = cached('complex-document', ['complexes', 'media'], async (locale: Locale, id: number) => {
  const payload = await getPayloadClient()
  const doc = await payload.findByID({
    collection: 'complexes',
    id,
    locale,
    depth: 1,
    overrideAccess: true,
    select: { description: true, gallery: true, features: true, infrastructure: true, documents: true, seo: true, master_plan: true },
  })
  return pageParts(locale, doc as Complex)
})

/** Published construction reports of a project, latest first. */
const complexProgress = cached('complex-progress', ['construction-progress', 'houses', 'media'], async (locale: Locale, id: number) => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'construction-progress',
    locale,
    pagination: false,
    depth: 1,
    overrideAccess: true,
    where: { and: [{ complex: { equals: id } }, PUBLISHED] },
    sort: ['-month', '-id'],
    select: { month: true, percent: true, text: true, photos: true, house: true },
    populate: { houses: { name: true, slug: true } },
  })
  return docs.map((p) => {
    const house = p.house && typeof p.house === 'object' ? (p.house as House) : null
    return {
      id: p.id,
      month: p.month,
      percent: p.percent,
      text: p.text ?? null,
      photos: publicGallery(p.photos),
      house_id: house?.id ?? (typeof p.house === 'number' ? p.house : null),
      house: house ? { id: house.id, name: house.name, slug: house.slug } : null,
    }
  })
})

/** A project's page: its record and page parts with its queues, construction reports and offers (published ones). */
async function complexDetail(locale: Locale, record: ComplexRecord, parts: Promise<ReturnType<typeof pageParts>>): Promise<ComplexDetail> {
  const [doc, progress, houses, stats, categories] = await Promise.all([
    parts,
    complexProgress(locale, record.id),
    visibleHouses(locale),
    freeStatsByHouse(),
    listEstateCategories(locale),
  ])
  const houseOffers = summarize(stats, 'house')
  const visibleHouseIds = new Set(houses.map((h) => h.id))
  const perCategory = byCategory(stats, (s) => s.complex === record.id)
  const ownHouses = houses.filter((h) => h.complex === record.id)
  const { master_plan: plan, ...page } = doc
  return {
    ...toListItem(record),
    ...page,
    // Only the published queues of this project are drawn: another's, or an unpublished one, leads nowhere.
    master_plan: plan && {
      image: plan.image,
      areas: plan.areas.flatMap(({ house, points }) => {
        const found = ownHouses.find((h) => h.id === house)
        return found ? [{ house: { id: found.id, name: found.name, slug: found.slug }, points }] : []
      }),
    },
    houses: ownHouses.map((h) => ({
      id: h.id,
      name: h.name,
      slug: h.slug,
      completion_year: h.completion_year,
      completion_quarter: h.completion_quarter,
      status: h.status,
      floors: h.floors,
      sections: h.sections,
      price_from: houseOffers.get(h.id)?.price_from ?? null,
      estates_count: houseOffers.get(h.id)?.estates_count ?? 0,
    })),
    // An entry of an unpublished queue stays hidden with its queue.
    construction_progress: progress.filter((p) => p.house_id === null || visibleHouseIds.has(p.house_id)).map(({ house_id: _house, ...p }) => p),
    categories: categories
      .filter((c) => perCategory.has(c.code))
      .map((c) => ({ ...c, estates_count: perCategory.get(c.code)?.estates_count ?? 0, price_from: perCategory.get(c.code)?.price_from ?? null })),
  }
}

export const getComplexBySlug = cached(async (locale: Locale, slug: string): Promise<ComplexDetail | null> => {
  const record = (await visibleComplexes(locale)).find((c) => c.slug === slug)
  return record ? complexDetail(locale, record, complexDocument(locale, record.id)) : null
})

const DRAFT_POPULATE = { cities: { name: true } } as const

/** A project's latest version as a record, with the offer figures of its published estates. */
async function draftRecord(doc: Complex): Promise<ComplexRecord> {
  const offers = summarize(await freeStatsByHouse(), 'complex').get(doc.id)
  return { ...toComplexDocument({ ...doc, name: doc.name ?? '' }), price_from: offers?.price_from ?? null, estates_count: offers?.estates_count ?? 0 }
}

/** An editor's preview: the project's latest version (services/drafts.ts), with its published queues, reports and offers. */
export async function getComplexDraft(locale: Locale, slug: string): Promise<ComplexDetail | null> {
  const doc = await latestVersionBySlug('complexes', locale, slug, DRAFT_POPULATE)
  return doc && complexDetail(locale, await draftRecord(doc), Promise.resolve(pageParts(locale, doc)))
}

/** An editor's preview of an estate: its project's latest version, published or not, as a list item. */
export async function getComplexCardDraft(locale: Locale, id: number): Promise<ComplexListItem | null> {
  const doc = await latestVersionById('complexes', locale, id, DRAFT_POPULATE)
  return doc && toListItem(await draftRecord(doc))
}

/** One public project's list item by id (for the estate page), or null when it is not public. */
export async function getComplexCard(locale: Locale, id: number): Promise<ComplexListItem | null> {
  const record = (await visibleComplexes(locale)).find((c) => c.id === id)
  return record ? toListItem(record) : null
}

/** Every public project's document library, in the projects' order (the /about page's «Документы проектов»). */
export const projectDocumentsOverview = cached(async (locale: Locale): Promise<Array<{ project: { name: string; slug: string }; documents: ProjectDocument[] }>> => {
  const projects = await listPublicComplexes(locale)
  const details = await Promise.all(projects.map((project) => getComplexBySlug(locale, project.slug)))
  return details.flatMap((detail) => {
    const documents = detail?.documents.filter((doc) => doc.file) ?? []
    return detail && documents.length ? [{ project: { name: detail.name, slug: detail.slug }, documents }] : []
  })
})
