import { z } from 'zod'

import { parseQuery, queryParams, readHandler, validationError } from '@/lib/api'
import { resolveCategory } from '@/services/estate-categories'
import { listPropertyDescriptions } from '@/services/property-descriptions'

const schema = z.object({
  type: z.enum(['advantages', 'layout', 'finishing', 'purchase'], { message: 'validation_invalid' }).optional(),
  /** A category id or code. */
  estate_category_id: z
    .string()
    .regex(/^[a-z0-9]{1,20}$/i, 'validation_invalid')
    .optional(),
  house_id: queryParams.optionalId,
  complex_id: queryParams.optionalId,
  estate_rooms: z.coerce.number({ message: 'validation_integer' }).int('validation_integer').min(0, 'validation_min').max(20, 'validation_max').optional(),
  without_estate_rooms: queryParams.flag,
})

/**
 * GET /api/property-descriptions?type=&estate_category_id=&house_id=&estate_rooms=&without_estate_rooms=&complex_id=
 * {data: [{id, type, title, text, estate_category, complex_id, house_id, estate_rooms}]}.
 */
export const GET = readHandler(async ({ locale, searchParams }) => {
  const query = parseQuery(schema, searchParams)
  let category
  if (query.estate_category_id) {
    category = await resolveCategory(query.estate_category_id)
    if (!category) throw validationError({ estate_category_id: ['validation_invalid'] })
  }
  const data = await listPropertyDescriptions(locale, {
    type: query.type,
    category: category?.code,
    houseId: query.house_id,
    complexId: query.complex_id,
    rooms: query.estate_rooms,
    withoutRooms: query.without_estate_rooms,
  })
  return { data }
})
