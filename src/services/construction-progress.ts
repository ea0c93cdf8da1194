import 'server-only'

import type { Locale } from '../i18n/locales'
import { cached } from './cache'
import { complexNavigation, getComplexBySlug, getComplexCard, type ComplexDetail } from './complexes'
import { visibleHouses } from './houses'
import { readProgressRows, type ProgressRow } from './progress-pages'

/**
 * Construction progress pages, /about/{slug} (spec §2): the slug is a project's (the reports of all its
 * queues) or a queue's (that queue's reports alone). Project and queue slugs live in two collections;
 * should one ever be both, the project's page wins. A page exists only while it has a report to show:
 * a published report of a public project, whose queue (when it names one) is public too.
 */

export type ProgressEntry = ComplexDetail['construction_progress'][number]
type Queue = ComplexDetail['houses'][number]

export type ProgressPage = {
  slug: string
  complex: Pick<ComplexDetail, 'id' | 'name' | 'slug' | 'status' | 'completion_date' | 'city' | 'address'>
  /** The queue of a queue's page; null on a project's page. */
  house: Queue | null
  /** The project's queues that have reports (each has a page of its own), in editorial order. */
  queues: Queue[]
  /** The reports shown, latest first. */
  entries: ProgressEntry[]
}

function progressPage(complex: ComplexDetail, slug: string, house: Queue | null): ProgressPage | null {
  // Latest month first; within a month, the queues in the project's order.
  const queueOrder = new Map(complex.houses.map((h, i) => [h.id, i]))
  const rank = (entry: ProgressEntry) => (entry.house ? (queueOrder.get(entry.house.id) ?? complex.houses.length) : -1)
  const entries = complex.construction_progress
    .filter((entry) => house === null || entry.house?.id === house.id)
    .sort((a, b) => b.month.slice(0, 7).localeCompare(a.month.slice(0, 7)) || rank(a) - rank(b))
  if (!entries.length) return null
  const reported = new Set(complex.construction_progress.map((entry) => entry.house?.id))
  const { id, name, slug: complexSlug, status, completion_date, city, address } = complex
  return {
    slug,
    complex: { id, name, slug: complexSlug, status, completion_date, city, address },
    house,
    queues: complex.houses.filter((h) => reported.has(h.id)),
    entries,
  }
}

export const getProgressPage = cached(async (locale: Locale, slug: string): Promise<ProgressPage | null> => {
  const complex = await getComplexBySlug(locale, slug)
  const page = complex ? progressPage(complex, slug, null) : null
  if (page) return page
  const house = (await visibleHouses(locale)).find((h) => h.slug === slug)
  const card = house ? await getComplexCard(locale, house.complex) : null
  const owner = card ? await getComplexBySlug(locale, card.slug) : null
  const queue = owner?.houses.find((h) => h.id === house?.id)
  return owner && queue ? progressPage(owner, slug, queue) : null
})

export type ProgressSummary = {
  complex: { id: number; name: string; slug: string }
  /** The month of the latest report (ISO date). */
  month: string
  /** The latest percent of each queue with reports (or of the project, for reports without a queue). */
  queues: Array<{ name: string | null; slug: string | null; percent: number }>
}

const progressRows = cached('progress-rows', ['construction-progress'], readProgressRows)

/** The projects with construction reports, for the links of /about: latest month and each queue's latest percent. */
export const progressOverview = cached(async (locale: Locale): Promise<ProgressSummary[]> => {
  const [rows, projects, houses] = await Promise.all([progressRows(), complexNavigation(locale), visibleHouses(locale)])
  const houseById = new Map(houses.map((h) => [h.id, h]))
  return projects.flatMap((project) => {
    const own = rows.filter((row) => row.complex === project.id && (row.house === null || houseById.has(row.house)))
    if (!own.length) return []
    const latest = new Map<number | null, ProgressRow>()
    for (const row of own) if (!latest.has(row.house)) latest.set(row.house, row)
    const queues = [...latest.values()]
      .map((row) => {
        const house = row.house === null ? null : houseById.get(row.house)!
        return { name: house?.name ?? null, slug: house?.slug ?? null, percent: row.percent, order: house?.order ?? -1 }
      })
      .sort((a, b) => a.order - b.order)
      .map(({ order: _order, ...queue }) => queue)
    return [{ complex: { id: project.id, name: project.name, slug: project.slug }, month: own[0].month, queues }]
  })
})
