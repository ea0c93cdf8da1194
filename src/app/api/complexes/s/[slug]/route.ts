import { notFound, readHandler, slugParam } from '@/lib/api'
import { getComplexBySlug } from '@/services/complexes'

/** GET /api/complexes/s/{slug} — one public project with its queues, progress and offers: {data: {...}}. */
export const GET = readHandler<{ slug: string }>(async ({ locale, params }) => {
  const complex = await getComplexBySlug(locale, slugParam(params.slug))
  if (!complex) throw notFound()
  return { data: complex }
})
