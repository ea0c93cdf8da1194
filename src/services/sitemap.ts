import 'server-only'

import type { CollectionSlug } from 'payload'

import { ESTATE_CATEGORY_CODES, isEstateCategoryCode } from '../domain/estate-categories'
import { estatePath, PAGES, progressPath, projectPath, propertiesPath, queuePath } from '../domain/site-pages'
import { getPayloadClient } from '../lib/payload'
import { articlesAsOf } from './articles'
import { cached } from './cache'
import { promotionsAsOf } from './promotions'
import { progressPageSlugs } from './progress-pages'
import { PUBLISHED } from '../content/access'

/** One public page of the sitemap: its path without language prefix and when its content last changed. */
export type SitemapEntry = { path: string; lastModified: string | null }

/** The sitemap protocol allows 50,000 URLs per file. */
const SITEMAP_URL_LIMIT = 50_000

const DOCUMENT_COLLECTIONS = ['complexes', 'houses', 'articles', 'promotions', 'vacancy-categories', 'vacancies', 'construction-progress', 'estates', 'contacts'] as const

type Row = { id: number; slug?: string | null; updatedAt: string; [key: string]: unknown }

async function readAll(collection: CollectionSlug, extra: Record<string, true> = {}): Promise<Row[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection, where: PUBLISHED, pagination: false, depth: 0, select: { slug: true, updatedAt: true, ...extra } })
  return docs as unknown as Row[]
}

const latest = (rows: Row[]): string | null => rows.reduce<string | null>((max, row) => (!max || row.updatedAt > max ? row.updatedAt : max), null)

/**
 * Every public page and document of the site (spec §2, §7 SEO): the static screens and one entry per
 * published complex, queue, article, promotion, vacancy category, vacancy and property, and the
 * construction progress of each project and queue with reports. Static screens take the last change of
 * the content they list.
 */
const sitemapEntries = cached('sitemap', [...DOCUMENT_COLLECTIONS], async (articlesAt: string, promotionsAt: string): Promise<SitemapEntry[]> => {
  // News and promotions scheduled for later are not public yet (domain/publication).
  const [complexes, houses, allArticles, allPromotions, categories, vacancies, progress, estates, progressPages, contacts] = await Promise.all([
    readAll('complexes'),
    readAll('houses'),
    readAll('articles', { published_at: true }),
    readAll('promotions', { starts_at: true }),
    readAll('vacancy-categories'),
    readAll('vacancies', { category: true, is_closed: true }),
    readAll('construction-progress'),
    readAll('estates', { category: true }),
    progressPageSlugs(),
    readAll('contacts'),
  ])
  const publicBy = (asOf: string, field: string) => (row: Row) => typeof row[field] === 'string' && Date.parse(row[field] as string) <= Date.parse(asOf)
  const articles = allArticles.filter(publicBy(articlesAt, 'published_at'))
  const promotions = allPromotions.filter(publicBy(promotionsAt, 'starts_at'))
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
    entry(PAGES.contacts, latest(contacts)),
    ...documents(complexes, (row) => projectPath(row.slug!)),
    ...documents(houses, (row) => queuePath(row.slug!)),
    ...[...progressPages].map(([slug, updatedAt]) => entry(progressPath(slug), updatedAt)),
    ...documents(articles, (row) => `${PAGES.news}/${row.slug}`),
    ...documents(promotions, (row) => `${PAGES.promo}/${row.slug}`),
    ...documents(categories, (row) => `${PAGES.career}/${row.slug}`),
    // A closed vacancy's page stays (it says so) but is not for search engines.
    ...documents(
      vacancies.filter((row) => !row.is_closed),
      (row) => {
        const category = categorySlugs.get(row.category as number)
        return category ? `${PAGES.career}/${category}/${row.slug}` : null
      },
    ),
    ...documents(estates, (row) => (isEstateCategoryCode(row.category) ? estatePath(row.category, row.slug!) : null)),
  ]
  if (entries.length > SITEMAP_URL_LIMIT) console.warn(`[sitemap] ${entries.length} pages: only the first ${SITEMAP_URL_LIMIT} are listed`)
  return entries.slice(0, SITEMAP_URL_LIMIT)
})

export async function listSitemapEntries(now = new Date()): Promise<SitemapEntry[]> {
  const [articlesAt, promotionsAt] = await Promise.all([articlesAsOf(now), promotionsAsOf(now)])
  return sitemapEntries(articlesAt, promotionsAt)
}
