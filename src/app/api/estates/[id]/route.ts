import { idParam, notFound, readHandler } from '@/lib/api'
import { getEstate } from '@/services/estates'

/** GET /api/estates/{id} — one public estate (any status) with its queue, project and similar offers: {data: {...}}. */
export const GET = readHandler<{ id: string }>(async ({ locale, params }) => {
  const estate = await getEstate(locale, idParam(params.id))
  if (!estate) throw notFound()
  return { data: estate }
})
