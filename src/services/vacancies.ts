import 'server-only'

import type { Locale } from '../i18n/locales'
import { getPayloadClient } from '../lib/payload'
import type { Vacancy, VacancyCategory } from '../payload-types'
import { matchesSearch } from '../domain/text-search'
import { cached } from './cache'
import { latestVersionBySlug } from './drafts'
import { cityRef, REF_POPULATE, seoOf, type CityRef, type Seo } from './related-documents'
import { PUBLISHED } from '../content/access'

/**
 * Career: vacancy categories and vacancies. A vacancy is visible when it and its category are published.
 * A closed vacancy (is_closed) keeps its page, which says so, but is in no list or count.
 *
 * Category:        { id, slug, title, vacancies_count, seo }   (count of visible vacancies)
 * Vacancy (list):  { id, slug, title, category: {id,slug,title}, city: {id,name,slug}|null, salary,
 *                    employment, is_burning, is_student }  (lists hold open vacancies only)
 * Vacancy (page):  the list fields + is_closed, description, responsibilities[], requirements[], conditions[], seo,
 *                  created_at (ISO time the vacancy was first saved: the job posting's date)
 *
 * There are tens of vacancies, not thousands: one cached read of all visible vacancies per language,
 * filtered in code. That also makes the title search case-insensitive for Cyrillic and Kazakh on SQLite,
 * whose LIKE folds ASCII only (see domain/text-search.ts).
 */

export type VacancyCategoryRef = { id: number; slug: string; title: string }
export type PublicVacancyCategory = VacancyCategoryRef & { vacancies_count: number; seo: Seo }
export type PublicVacancySummary = {
  id: number
  slug: string
  title: string
  category: VacancyCategoryRef
  city: CityRef | null
  salary: string
  employment: string
  is_burning: boolean
  is_student: boolean
}
export type PublicVacancy = PublicVacancySummary & {
  is_closed: boolean
  description: string
  responsibilities: string[]
  requirements: string[]
  conditions: string[]
  seo: Seo
  created_at: string
}

export type VacancyFilter = { categoryId?: number; search?: string; student?: boolean }

const TAGS = ['vacancies', 'vacancy-categories', 'cities']

/** Texts of an array of rows; a row without a text in this language is skipped, never sent as null. */
const texts = (items: Array<{ text?: string | null }> | null | undefined): string[] => (items ?? []).map((item) => item.text).filter((text): text is string => Boolean(text))

/** A vacancy whose category is populated and published; null when it must stay hidden. */
function toVacancy(doc: Vacancy): PublicVacancy | null {
  const category = doc.category as VacancyCategory | number
  if (typeof category !== 'object' || category._status !== 'published') return null
  return {
    id: doc.id,
    slug: doc.slug,
    title: doc.title,
    category: { id: category.id, slug: category.slug, title: category.title },
    city: cityRef(doc.city),
    salary: doc.salary ?? '',
    employment: doc.employment ?? '',
    is_burning: doc.is_burning ?? false,
    is_student: doc.is_student ?? false,
    is_closed: doc.is_closed ?? false,
    description: doc.description ?? '',
    responsibilities: texts(doc.responsibilities),
    requirements: texts(doc.requirements),
    conditions: texts(doc.conditions),
    seo: seoOf(doc.seo, doc.title, doc.description),
    created_at: doc.createdAt,
  }
}

const summary = ({ is_closed, description, responsibilities, requirements, conditions, seo, created_at, ...rest }: PublicVacancy): PublicVacancySummary => rest

const VACANCY_POPULATE = { 'vacancy-categories': { slug: true, title: true, _status: true }, cities: REF_POPULATE.cities } as const

/** Every visible vacancy of a language, closed ones included, in the editors' order, with full texts. */
const allVacancies = cached('vacancies-all', TAGS, async (locale: Locale): Promise<PublicVacancy[]> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'vacancies',
    locale,
    where: PUBLISHED,
    sort: ['order', 'id'],
    pagination: false,
    depth: 1,
    populate: VACANCY_POPULATE,
  })
  return docs.map(toVacancy).filter((v): v is PublicVacancy => v !== null)
})

/** The vacancies that take applications: every list and count shows these only. */
const openVacancies = async (locale: Locale): Promise<PublicVacancy[]> => (await allVacancies(locale)).filter((v) => !v.is_closed)

export const listVacancyCategories = cached('vacancy-categories', TAGS, async (locale: Locale): Promise<PublicVacancyCategory[]> => {
  const payload = await getPayloadClient()
  const [{ docs }, vacancies] = await Promise.all([
    payload.find({
      collection: 'vacancy-categories',
      locale,
      where: PUBLISHED,
      sort: ['order', 'id'],
      pagination: false,
      depth: 0,
    }),
    openVacancies(locale),
  ])
  const counts = new Map<number, number>()
  for (const vacancy of vacancies) counts.set(vacancy.category.id, (counts.get(vacancy.category.id) ?? 0) + 1)
  return docs.map((doc) => ({
    id: doc.id,
    slug: doc.slug,
    title: doc.title,
    vacancies_count: counts.get(doc.id) ?? 0,
    seo: seoOf(doc.seo, doc.title),
  }))
})

/**
 * Vacancies by category, student flag and title search. Spec §7: when both a search and a category are
 * given, the search replaces the category (it looks through every category).
 */
export async function listVacancies(locale: Locale, filter: VacancyFilter): Promise<PublicVacancySummary[]> {
  const categoryId = filter.search ? undefined : filter.categoryId
  return (await openVacancies(locale))
    .filter((v) => categoryId === undefined || v.category.id === categoryId)
    .filter((v) => filter.student === undefined || v.is_student === filter.student)
    .filter((v) => !filter.search || matchesSearch([v.title], filter.search))
    .map(summary)
}

export async function listBurningVacancies(locale: Locale): Promise<PublicVacancySummary[]> {
  return (await openVacancies(locale)).filter((v) => v.is_burning).map(summary)
}

/** A vacancy's page and API answer: closed ones too (is_closed says it). */
export async function getVacancy(locale: Locale, slug: string): Promise<PublicVacancy | null> {
  return (await allVacancies(locale)).find((v) => v.slug === slug) ?? null
}

/** An editor's preview: the vacancy's latest version (services/drafts.ts); null when its category is not published. */
export async function getVacancyDraft(locale: Locale, slug: string): Promise<PublicVacancy | null> {
  const doc = await latestVersionBySlug('vacancies', locale, slug, VACANCY_POPULATE)
  return doc ? toVacancy({ ...doc, title: doc.title ?? '' }) : null
}

export async function getVacancyCategory(locale: Locale, slug: string): Promise<PublicVacancyCategory | null> {
  return (await listVacancyCategories(locale)).find((c) => c.slug === slug) ?? null
}
