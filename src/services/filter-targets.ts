import { validationError } from '../lib/api'
import { getPayloadClient } from '../lib/payload'
import { cachedQuery } from './cache'

/**
 * Whether a filter value names a published document, so that `complex_id=999999` or a hidden project
 * answers 422 (unknown filter value) instead of a silently empty list. One cached list of ids per
 * collection (not one entry per asked id: probes with random ids must not grow the cache).
 */
type FilterCollection = 'complexes' | 'vacancy-categories'

const publishedIds = cachedQuery('published-ids', ['complexes', 'vacancy-categories'], async (collection: FilterCollection): Promise<number[]> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection,
    where: { published: { equals: true } },
    pagination: false,
    depth: 0,
    select: { published: true },
  })
  return docs.map((doc) => doc.id)
})

export const isPublishedComplex = async (id: number): Promise<boolean> => (await publishedIds('complexes')).includes(id)
export const isPublishedVacancyCategory = async (id: number): Promise<boolean> => (await publishedIds('vacancy-categories')).includes(id)

/**
 * For route handlers: 422 `{errors: {complex_id: ['validation_invalid']}}` when a filter names no
 * published document.
 */
export async function assertKnownFilters(filters: { complex_id?: number; vacancy_category_id?: number }): Promise<void> {
  const errors: Record<string, string[]> = {}
  if (filters.complex_id !== undefined && !(await isPublishedComplex(filters.complex_id))) errors.complex_id = ['validation_invalid']
  if (filters.vacancy_category_id !== undefined && !(await isPublishedVacancyCategory(filters.vacancy_category_id)))
    errors.vacancy_category_id = ['validation_invalid']
  if (Object.keys(errors).length > 0) throw validationError(errors)
}
