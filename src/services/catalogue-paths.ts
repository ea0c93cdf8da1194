import 'server-only'

import { and, eq } from '@payloadcms/db-sqlite/drizzle'

import type { CataloguePath } from '../domain/catalogue-paths'
import { getPayloadClient } from '../lib/payload'
import { saveAwareMemo } from '../lib/save-aware-memo'
import { catalogueDb, visibleCondition, visibleEstates } from './catalogue-db'
import { progressPageSlugs } from './progress-pages'
import { PUBLISHED } from '../content/access'

/**
 * Whether a catalogue page has something to show: a public project, queue or estate with that slug, a
 * vacancy category or vacancy of the career pages, or a project or queue with construction reports
 * (/about/{slug}).
 * The proxy asks before rendering (Next serves an empty body for a 404 raised by notFound() inside a
 * page, vercel/next.js#62228, so unknown slugs are answered by the server-rendered global 404 instead).
 * One indexed lookup by slug; answers are kept in memory for a second, like the redirect lookups,
 * because Next's data cache is not available in the proxy; a save on any instance drops them (the page
 * answer cache would otherwise keep a 404 taken from them).
 */
/** A published vacancy category, or a published vacancy of a published category (the vacancy page moves it to its category). */
async function careerEntryExists(target: Extract<CataloguePath, { kind: 'vacancy-category' | 'vacancy' }>): Promise<boolean> {
  const payload = await getPayloadClient()
  const where = { slug: { equals: target.slug }, _status: { equals: 'published' } }
  if (target.kind === 'vacancy-category') {
    const { docs } = await payload.find({ collection: 'vacancy-categories', where, limit: 1, depth: 0, pagination: false, select: {} })
    return docs.length > 0
  }
  const { docs } = await payload.find({
    collection: 'vacancies',
    where,
    limit: 1,
    depth: 1,
    pagination: false,
    select: { category: true },
    populate: { 'vacancy-categories': { _status: true } },
  })
  const category = docs[0]?.category
  return typeof category === 'object' && category !== null && category._status === 'published'
}

async function lookup(target: CataloguePath): Promise<boolean> {
  if (target.kind === 'category') return target.category !== null
  if (target.kind === 'vacancy-category' || target.kind === 'vacancy') return careerEntryExists(target)
  if (target.kind === 'progress') return (await rememberedProgressPages()).has(target.slug)
  if (target.kind === 'estate' && target.category === null) return false
  if (target.kind === 'article' || target.kind === 'promotion') {
    // Published, and its publication moment passed (domain/publication): a scheduled one is a 404 until then.
    const payload = await getPayloadClient()
    const now = new Date().toISOString()
    const { totalDocs } =
      target.kind === 'article'
        ? await payload.count({ collection: 'articles', where: { and: [{ slug: { equals: target.slug } }, PUBLISHED, { published_at: { less_than_equal: now } }] } })
        : await payload.count({ collection: 'promotions', where: { and: [{ slug: { equals: target.slug } }, PUBLISHED, { starts_at: { less_than_equal: now } }] } })
    return totalDocs > 0
  }
  const { db, t } = await catalogueDb()
  if (target.kind === 'project') {
    const rows = await db
      .select({ id: t.complexes.id })
      .from(t.complexes)
      .where(and(eq(t.complexes.slug, target.slug), eq(t.complexes._status, 'published')))
      .limit(1)
    return rows.length > 0
  }
  if (target.kind === 'queue') {
    const rows = await db
      .select({ id: t.houses.id })
      .from(t.houses)
      .innerJoin(t.complexes, eq(t.complexes.id, t.houses.complex))
      .where(and(eq(t.houses.slug, target.slug), eq(t.houses._status, 'published'), eq(t.complexes._status, 'published')))
      .limit(1)
    return rows.length > 0
  }
  const rows = await visibleEstates(db, t, { id: t.estates.id })
    .where(and(visibleCondition(t), eq(t.estates.slug, target.slug)))
    .limit(1)
  return rows.length > 0
}

const rememberedLookup = saveAwareMemo(lookup, { ttlMs: 1_000, max: 5_000 })
/** Every progress page at once (a few hundred slugs at most), read again at most once a second. */
const rememberedProgressPages = saveAwareMemo(progressPageSlugs, { ttlMs: 1_000, max: 1 })

export async function catalogueEntryExists(target: CataloguePath): Promise<boolean> {
  try {
    return await rememberedLookup(target)
  } catch (error) {
    // A store hiccup: let the page render and decide (it calls notFound() itself).
    console.error('[catalogue] existence check failed', JSON.stringify(target), error)
    return true
  }
}
