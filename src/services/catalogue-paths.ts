import { and, eq } from '@payloadcms/db-sqlite/drizzle'

import type { CataloguePath } from '../domain/catalogue-paths'
import { saveAwareMemo } from '../lib/save-aware-memo'
import { catalogueDb, visibleCondition, visibleEstates } from './catalogue-db'

/**
 * Whether a catalogue page has something to show: a public project, queue or estate with that slug.
 * The proxy asks before rendering (Next serves an empty body for a 404 raised by notFound() inside a
 * page, vercel/next.js#62228, so unknown slugs are answered by the server-rendered global 404 instead).
 * One indexed lookup by slug; answers are kept in memory for a second, like the redirect lookups,
 * because Next's data cache is not available in the proxy; a save on any instance drops them (the page
 * answer cache would otherwise keep a 404 taken from them).
 */
async function lookup(target: CataloguePath): Promise<boolean> {
  if (target.kind === 'category') return target.category !== null
  if (target.kind === 'estate' && target.category === null) return false
  const { db, t } = await catalogueDb()
  if (target.kind === 'project') {
    const rows = await db
      .select({ id: t.complexes.id })
      .from(t.complexes)
      .where(and(eq(t.complexes.slug, target.slug), eq(t.complexes.published, true)))
      .limit(1)
    return rows.length > 0
  }
  if (target.kind === 'queue') {
    const rows = await db
      .select({ id: t.houses.id })
      .from(t.houses)
      .innerJoin(t.complexes, eq(t.complexes.id, t.houses.complex))
      .where(and(eq(t.houses.slug, target.slug), eq(t.houses.published, true), eq(t.complexes.published, true)))
      .limit(1)
    return rows.length > 0
  }
  const rows = await visibleEstates(db, t, { id: t.estates.id })
    .where(and(visibleCondition(t), eq(t.estates.slug, target.slug)))
    .limit(1)
  return rows.length > 0
}

const rememberedLookup = saveAwareMemo(lookup, { ttlMs: 1_000, max: 5_000 })

export async function catalogueEntryExists(target: CataloguePath): Promise<boolean> {
  try {
    return await rememberedLookup(target)
  } catch (error) {
    // A store hiccup: let the page render and decide (it calls notFound() itself).
    console.error('[catalogue] existence check failed', JSON.stringify(target), error)
    return true
  }
}
