import { z } from 'zod'

import { parseQuery, queryParams, readHandler, validationError } from '@/lib/api'
import { listParam } from '@/domain/query-lists'
import { calculatorPrograms } from '@/services/purchase-programs'
import { resolveCategory } from '@/services/estate-categories'

const schema = z.object({
  complex_id: queryParams.optionalId,
  house_id: queryParams.optionalId,
  /** Category ids or codes, one or several (`estate_category_ids[]=1&estate_category_ids[]=flat` or `1,flat`). */
  estate_category_ids: listParam(z.string().regex(/^[a-z0-9]{1,20}$/i, 'validation_invalid'), 10).optional(),
})

/**
 * GET /api/calculators?complex_id=&house_id=&estate_category_ids[]=
 * {data: {mortgages: [...], installments: [...]}} — the programs that apply, by initial payment from highest to lowest.
 */
export const GET = readHandler(async ({ locale, searchParams }) => {
  const query = parseQuery(schema, searchParams)
  const categories = await Promise.all((query.estate_category_ids ?? []).map((token) => resolveCategory(token)))
  if (categories.some((c) => c === null)) throw validationError({ estate_category_ids: ['validation_invalid'] })
  const data = await calculatorPrograms(locale, { complexId: query.complex_id, houseId: query.house_id, categories: categories.map((c) => c!.code) })
  return { data }
})
