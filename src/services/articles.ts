import 'server-only'

import type { Where } from 'payload'

import type { Locale } from '../i18n/locales'
import { paginate, type Paginated } from '../domain/pagination'
import { getPayloadClient } from '../lib/payload'
import type { Article } from '../payload-types'
import { matchesSearch } from '../domain/text-search'
import { isPublishedAt, kazakhstanYear, toTime, visibleAsOf } from '../domain/publication'
import { cached } from './cache'
import { latestVersionBySlug } from './drafts'
import { publicMedia, type PublicMedia } from './media'
import { complexRef, REF_POPULATE, seoOf, type ComplexRef, type Seo } from './related-documents'
import { richTextToHtml } from './rich-text'
import { PUBLISHED } from '../content/access'

/**
 * News articles, published only, newest first.
 *
 * Summary: { id, slug, title, excerpt, published_at (ISO), image: PublicMedia|null, complex: {id,name,slug}|null }
 * Article: summary + { content: Lexical JSON|null, content_html, seo: {title, description}, related: summary[3] }
 *
 * Filters: `search` (case-insensitive substring of the title or excerpt in the reader's language, folded
 * in code so Cyrillic and Kazakh work on SQLite too), `year` (of published_at, in Kazakhstan time),
 * `complexId`.
 *
 * Publication by the clock (domain/publication): an article is public from its `published_at` on. The
 * cached reads are keyed by the visibility moment (the latest publication that has passed), so a
 * scheduled article appears by itself at its time, and `now` can be given (tests, the clock).
 */

export type ArticleSummary = {
  id: number
  slug: string
  title: string
  excerpt: string
  published_at: string
  image: PublicMedia | null
  complex: ComplexRef | null
}
export type PublicArticle = ArticleSummary & { content: Article['content'] | null; content_html: string; seo: Seo; related: ArticleSummary[] }
export type ArticleFilter = { page: number; perPage: number; search?: string; year?: number; complexId?: number }

const TAGS = ['articles', 'complexes', 'media']
/** Published and public at `asOf` (an ISO moment from visibleAsOf). */
const publicAt = (asOf: string): Where => ({ and: [PUBLISHED, { published_at: { less_than_equal: asOf } }] })
const NEWEST_FIRST = ['-published_at', '-id']
/** Kazakhstan's single time zone since 2024; a year's news starts at its local midnight. */
const KZ_OFFSET = '+05:00'
const RELATED_COUNT = 3

const SUMMARY_SELECT = { slug: true, title: true, excerpt: true, published_at: true, image: true, complex: true } as const

const toSummary = (doc: Pick<Article, 'id' | 'slug' | 'title' | 'excerpt' | 'published_at' | 'image' | 'complex'>): ArticleSummary => ({
  id: doc.id,
  slug: doc.slug,
  title: doc.title,
  excerpt: doc.excerpt ?? '',
  published_at: doc.published_at,
  image: publicMedia(doc.image),
  complex: complexRef(doc.complex),
})

/** Ids of the published articles whose title or excerpt contains the search text. */
async function searchArticleIds(locale: Locale, search: string, asOf: string): Promise<number[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'articles',
    locale,
    where: publicAt(asOf),
    pagination: false,
    depth: 0,
    select: { title: true, excerpt: true },
  })
  return docs.filter((doc) => matchesSearch([doc.title, doc.excerpt], search)).map((doc) => doc.id)
}

/** Publication moment of every published article (past and scheduled): cheap, cached until a save. */
export const articleSchedule = cached('article-schedule', ['articles'], async (): Promise<number[]> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'articles', where: PUBLISHED, pagination: false, depth: 0, select: { published_at: true } })
  return docs.flatMap((doc) => {
    const time = toTime(doc.published_at)
    return time === null ? [] : [time]
  })
})

/** The visibility moment of the articles at `now`: the key of every cached read below. */
export const articlesAsOf = async (now: Date): Promise<string> => visibleAsOf(await articleSchedule(), now)

/** The years (Kazakhstan time) that have public articles, newest first: the year filter's choices. */
export async function articleYears(now = new Date()): Promise<number[]> {
  const schedule = await articleSchedule()
  const at = now.getTime()
  return [...new Set(schedule.filter((time) => time <= at).map((time) => kazakhstanYear(new Date(time).toISOString())))].sort((a, b) => b - a)
}

const articlesPage = cached('articles-page', TAGS, async (locale: Locale, filter: ArticleFilter, asOf: string): Promise<Paginated<ArticleSummary>> => {
  const payload = await getPayloadClient()
  const and: Where[] = [publicAt(asOf)]
  if (filter.search) {
    const ids = await searchArticleIds(locale, filter.search, asOf)
    if (ids.length === 0) return paginate([], filter.page, filter.perPage, 0)
    and.push({ id: { in: ids } })
  }
  if (filter.year) {
    and.push({ published_at: { greater_than_equal: new Date(`${filter.year}-01-01T00:00:00${KZ_OFFSET}`).toISOString() } })
    and.push({ published_at: { less_than: new Date(`${filter.year + 1}-01-01T00:00:00${KZ_OFFSET}`).toISOString() } })
  }
  if (filter.complexId) and.push({ complex: { equals: filter.complexId } })
  const result = await payload.find({
    collection: 'articles',
    locale,
    where: { and },
    sort: NEWEST_FIRST,
    page: filter.page,
    limit: filter.perPage,
    depth: 1,
    select: SUMMARY_SELECT,
    populate: { complexes: REF_POPULATE.complexes },
  })
  return paginate(result.docs.map(toSummary), filter.page, filter.perPage, result.totalDocs)
})

export async function listArticles(locale: Locale, filter: ArticleFilter, now = new Date()): Promise<Paginated<ArticleSummary>> {
  return articlesPage(locale, filter, await articlesAsOf(now))
}

/** Up to three other articles: the same project's newest first, then the newest of the rest. */
async function relatedArticles(locale: Locale, article: Pick<Article, 'id' | 'complex'>, asOf: string): Promise<ArticleSummary[]> {
  const payload = await getPayloadClient()
  const read = async (where: Where, limit: number) =>
    (
      await payload.find({
        collection: 'articles',
        locale,
        where,
        sort: NEWEST_FIRST,
        limit,
        pagination: false,
        depth: 1,
        select: SUMMARY_SELECT,
        populate: { complexes: REF_POPULATE.complexes },
      })
    ).docs.map(toSummary)
  const complexId = article.complex == null ? null : typeof article.complex === 'number' ? article.complex : article.complex.id
  const related = complexId ? await read({ and: [publicAt(asOf), { id: { not_equals: article.id } }, { complex: { equals: complexId } }] }, RELATED_COUNT) : []
  if (related.length < RELATED_COUNT) {
    const seen = [article.id, ...related.map((a) => a.id)]
    related.push(...(await read({ and: [publicAt(asOf), { id: { not_in: seen } }] }, RELATED_COUNT - related.length)))
  }
  return related
}

/** The page of a stored article (the published version, or the latest draft in a preview). */
async function articlePage(locale: Locale, doc: Article, asOf: string): Promise<PublicArticle> {
  return {
    ...toSummary(doc),
    content: doc.content ?? null,
    content_html: richTextToHtml(locale, doc.content),
    seo: seoOf(doc.seo, doc.title, doc.excerpt),
    related: await relatedArticles(locale, doc, asOf),
  }
}

const articleBySlug = cached('article', TAGS, async (locale: Locale, slug: string, asOf: string): Promise<PublicArticle | null> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'articles',
    locale,
    where: { and: [publicAt(asOf), { slug: { equals: slug } }] },
    limit: 1,
    pagination: false,
    depth: 1,
    populate: { complexes: REF_POPULATE.complexes },
  })
  return docs[0] ? articlePage(locale, docs[0], asOf) : null
})

/** A public article by slug; null when there is none, or it is scheduled for later. */
export async function getArticle(locale: Locale, slug: string, now = new Date()): Promise<PublicArticle | null> {
  const article = await articleBySlug(locale, slug, await articlesAsOf(now))
  return article && isPublishedAt(article.published_at, now) ? article : null
}

/** An editor's preview: the article's latest version (services/drafts.ts); undated, it is dated today. */
export async function getArticleDraft(locale: Locale, slug: string, now = new Date()): Promise<PublicArticle | null> {
  const doc = await latestVersionBySlug('articles', locale, slug, { complexes: REF_POPULATE.complexes })
  return doc ? articlePage(locale, { ...doc, title: doc.title ?? '', published_at: doc.published_at ?? now.toISOString() }, await articlesAsOf(now)) : null
}
