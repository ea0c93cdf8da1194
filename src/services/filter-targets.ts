import 'server-only'

import { getPayloadClient } from '../lib/payload'
import { cached } from './cache'
import { PUBLISHED } from '../content/access'

/**
 * Whether a filter value names a published document, so that `complex_id=999999` or a hidden project
 * answers 422 (unknown filter value, lib/api rejectUnknownFilters) instead of a silently empty list. One cached list of ids per
 * collection (not one entry per asked id: probes with random ids must not grow the cache).
 */
type FilterCollection = 'complexes' | 'vacancy-categories'

const publishedIds = cached('published-ids', ['complexes', 'vacancy-categories'], async (collection: FilterCollection): Promise<number[]> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection,
    where: PUBLISHED,
    pagination: false,
    depth: 0,
    select: { _status: true },
  })
  return docs.map((doc) => doc.id)
})

export const isPublishedComplex = async (id: number): Promise<boolean> => (await publishedIds('complexes')).includes(id)
export const isPublishedVacancyCategory = async (id: number): Promise<boolean> => (await publishedIds('vacancy-categories')).includes(id)

/** The filter fields that name no published document (the handlers answer 422 for them). */
export async function unknownFilterTargets(filters: { complex_id?: number; vacancy_category_id?: number }): Promise<string[]> {
  const unknown: string[] = []
  if (filters.complex_id !== undefined && !(await isPublishedComplex(filters.complex_id))) unknown.push('complex_id')
  if (filters.vacancy_category_id !== undefined && !(await isPublishedVacancyCategory(filters.vacancy_category_id))) unknown.push('vacancy_category_id')
  return unknown
}
