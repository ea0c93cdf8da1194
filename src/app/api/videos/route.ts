import { z } from 'zod'

import { parseQuery, readHandler, rejectUnknownFilters } from '@/lib/api'
import { filterParams } from '@/lib/filter-params'
import { unknownFilterTargets } from '@/services/filter-targets'
import { listVideos } from '@/services/gallery'

const query = z.object({ complex_id: filterParams.id })

/** GET /api/videos[?complex_id=N] -> { data: [{ id, title, video_url, preview, complex }] } in the editors' order. */
export const GET = readHandler(async ({ locale, searchParams }) => {
  const { complex_id } = parseQuery(query, searchParams)
  rejectUnknownFilters(await unknownFilterTargets({ complex_id }))
  return { data: await listVideos(locale, { complexId: complex_id }) }
})
