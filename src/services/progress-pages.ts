import 'server-only'

import { getPayloadClient } from '../lib/payload'
import { relationId } from './related-documents'
import { PUBLISHED } from '../content/access'

/**
 * Which construction progress pages exist (/about/{slug}: a project's or a queue's), read from the store
 * without Next's cache, for the proxy (which has none) and the sitemap. The pages themselves are
 * services/construction-progress.ts; both follow one rule: a published report of a published project,
 * whose queue, when it names one, is published too.
 */

export type ProgressRow = { complex: number; house: number | null; month: string; percent: number; updatedAt: string }

/** Every published report (ids only), latest first: what the overview and the page list are computed from. */
export async function readProgressRows(): Promise<ProgressRow[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'construction-progress',
    where: PUBLISHED,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    sort: ['-month', '-id'],
    select: { complex: true, house: true, month: true, percent: true, updatedAt: true },
  })
  return docs.flatMap((doc) => {
    const complex = relationId(doc.complex)
    return complex === null ? [] : [{ complex, house: relationId(doc.house), month: doc.month, percent: doc.percent, updatedAt: doc.updatedAt }]
  })
}

/** The slug of every progress page (projects' and queues'), with the time its latest report changed. */
export async function progressPageSlugs(): Promise<Map<string, string>> {
  const payload = await getPayloadClient()
  const [rows, complexes, houses] = await Promise.all([
    readProgressRows(),
    payload.find({ collection: 'complexes', where: PUBLISHED, pagination: false, depth: 0, overrideAccess: true, select: { slug: true } }),
    payload.find({ collection: 'houses', where: PUBLISHED, pagination: false, depth: 0, overrideAccess: true, select: { slug: true, complex: true } }),
  ])
  const complexSlug = new Map(complexes.docs.map((c) => [c.id, c.slug]))
  const house = new Map(
    houses.docs.flatMap((h) => {
      const owner = relationId(h.complex)
      return owner !== null && complexSlug.has(owner) ? [[h.id, { slug: h.slug, complex: owner }] as const] : []
    }),
  )
  const pages = new Map<string, string>()
  const touch = (slug: string, updatedAt: string) => {
    const known = pages.get(slug)
    if (!known || updatedAt > known) pages.set(slug, updatedAt)
  }
  for (const row of rows) {
    const project = complexSlug.get(row.complex)
    if (!project) continue
    if (row.house === null) touch(project, row.updatedAt)
    else {
      const queue = house.get(row.house)
      if (!queue) continue
      touch(project, row.updatedAt)
      // A report names its project and its queue; a queue of another project is an editor's slip that
      // the queue's page does not show (it lists the reports of its own project).
      if (queue.complex === row.complex) touch(queue.slug, row.updatedAt)
    }
  }
  return pages
}
