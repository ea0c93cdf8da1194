import { z } from 'zod'

import { parseQuery, readHandler, rejectUnknownFilters } from '@/lib/api'
import { filterParams } from '@/lib/filter-params'
import { unknownFilterTargets } from '@/services/filter-targets'
import { listVacancies } from '@/services/vacancies'

const query = z.object({ vacancy_category_id: filterParams.id, search: filterParams.search, student: filterParams.flag })

/**
 * GET /api/vacancies[?vacancy_category_id=N][&search=text][&student=1|0]
 *   -> { data: [{ id, slug, title, category: {id,slug,title}, city, salary, employment, is_burning, is_student }] }
 * search: case-insensitive substring of the title in the request language. When search is given the
 * category filter is dropped (spec §7: search replaces the category). student=1: student jobs only,
 * student=0: the others. An unknown category (when used) is a 422.
 */
export const GET = readHandler(async ({ locale, searchParams }) => {
  const { vacancy_category_id, search, student } = parseQuery(query, searchParams)
  const categoryId = search ? undefined : vacancy_category_id
  rejectUnknownFilters(await unknownFilterTargets({ vacancy_category_id: categoryId }))
  return { data: await listVacancies(locale, { categoryId, search, student }) }
})
