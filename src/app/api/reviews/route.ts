import { z } from 'zod'

import { parseQuery, readHandler, rejectUnknownFilters } from '@/lib/api'
import { filterParams } from '@/lib/filter-params'
import { listReviews } from '@/services/company'
import { unknownFilterTargets } from '@/services/filter-targets'

const query = z.object({ complex_id: filterParams.id })

/**
 * GET /api/reviews[?complex_id=N] -> { data: [{ id, author, text, rating, date, complex, video_url, photo }] },
 * newest first. complex_id must name a published project (else 422).
 */
export const GET = readHandler(async ({ locale, searchParams }) => {
  const { complex_id } = parseQuery(query, searchParams)
  rejectUnknownFilters(await unknownFilterTargets({ complex_id }))
  return { data: await listReviews(locale, { complexId: complex_id }) }
})
