import type { CollectionSlug, Where } from 'payload'

import { ESTATE_CATEGORY_CODES, isEstateCategoryCode } from '../domain/estate-categories'
import { estatePath, PAGES, projectPath, propertiesPath, queuePath } from '../domain/site-pages'
import { getPayloadClient } from '../lib/payload'
import { cached } from './cache'

/** One public page of the sitemap: its path without language prefix and when its content last changed. */
export type SitemapEntry = { path: string; lastModified: string | null }

/** The sitemap protocol allows 50,000 URLs per file. */
const SITEMAP_URL_LIMIT = 50_000

const PUBLISHED: Where = { published: { equals: true } }
const DOCUMENT_COLLECTIONS = ['complexes', 'houses', 'articles', 'promotions', 'vacancy-categories', 'vacancies', 'construction-progress', 'estates'] as const

type Row = { id: number; slug?: string | null; updatedAt: string; [key: string]: unknown }

async function readAll(collection: CollectionSlug, extra: Record<string, true> = {}): Promise<Row[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection, where: PUBLISHED, pagination: false, depth: 0, select: { slug: true, updatedAt: true, ...extra } })
  return docs as unknown as Row[]
}

const latest = (rows: Row[]): string | null => rows.reduce<string | null>((max, row) => (!max || row.updatedAt > max ? row.updatedAt : max), null)

/**
 * Every public page and document of the site (spec §2, §7 SEO): the static screens and one entry per
 * published complex, queue, article, promotion, vacancy category, vacancy, construction report and
 * property. Static screens take the last change of the content they list.
 */
export const listSitemapEntries = cached('sitemap', [...DOCUMENT_COLLECTIONS], async (): Promise<SitemapEntry[]> => {
  const [complexes, houses, articles, promotions, categories, vacancies, progress, estates] = await Promise.all([
    readAll('complexes'),
    readAll('houses'),
    readAll('articles'),
    readAll('promotions'),
    readAll('vacancy-categories'),
    readAll('vacancies', { category: true }),
    readAll('construction-progress'),
    readAll('estates', { category: true }),
  ])
  const categorySlugs = new Map(categories.map((c) => [c.id, c.slug]))
  const everything = latest([...complexes, ...houses, ...articles, ...promotions, ...vacancies, ...progress, ...estates])
  const newsAndPromo = latest([...articles, ...promotions])
  const entry = (path: string, lastModified: string | null): SitemapEntry => ({ path, lastModified })
  const documents = (rows: Row[], toPath: (row: Row) => string | null) =>
    rows.flatMap((row) => {
      const path = row.slug ? toPath(row) : null
      return path ? [entry(path, row.updatedAt)] : []
    })

  const entries: SitemapEntry[] = [
    entry(PAGES.home, everything),
    entry(PAGES.about, latest(progress)),
    entry(PAGES.projects, latest(complexes)),
    entry(PAGES.properties, latest(estates)),
    ...ESTATE_CATEGORY_CODES.map((code) => entry(propertiesPath(code), latest(estates.filter((e) => e.category === code)))),
    entry(PAGES.purchaseMethods, null),
    entry(PAGES.mortgage, null),
    entry(PAGES.installment, null),
    entry(PAGES.payment100, null),
    entry(PAGES.contents, newsAndPromo),
    entry(PAGES.news, latest(articles)),
    entry(PAGES.promo, latest(promotions)),
    entry(PAGES.career, latest(vacancies)),
    entry(PAGES.jobForStudent, latest(vacancies)),
    entry(PAGES.contacts, null),
    ...documents(complexes, (row) => projectPath(row.slug!)),
    ...documents(houses, (row) => queuePath(row.slug!)),
    ...documents(progress, (row) => `${PAGES.about}/${row.slug}`),
    ...documents(articles, (row) => `${PAGES.news}/${row.slug}`),
    ...documents(promotions, (row) => `${PAGES.promo}/${row.slug}`),
    ...documents(categories, (row) => `${PAGES.career}/${row.slug}`),
    ...documents(vacancies, (row) => {
      const category = categorySlugs.get(row.category as number)
      return category ? `${PAGES.career}/${category}/${row.slug}` : null
    }),
    ...documents(estates, (row) => (isEstateCategoryCode(row.category) ? estatePath(row.category, row.slug!) : null)),
  ]
  if (entries.length > SITEMAP_URL_LIMIT) console.warn(`[sitemap] ${entries.length} pages: only the first ${SITEMAP_URL_LIMIT} are listed`)
  return entries.slice(0, SITEMAP_URL_LIMIT)
})
