import { idParam, notFound, readHandler } from '@/lib/api'
import { getAward } from '@/services/company'

/** GET /api/awards/{id} -> { data: { id, title, year, issuer, description, image } }; unknown or hidden: 404. */
export const GET = readHandler<{ id: string }>(async ({ locale, params }) => {
  const award = await getAward(locale, idParam(params.id))
  if (!award) throw notFound()
  return { data: award }
})
