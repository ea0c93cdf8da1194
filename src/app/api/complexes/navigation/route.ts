import { readHandler } from '@/lib/api'
import { complexNavigation } from '@/services/complexes'

/** GET /api/complexes/navigation — the header's projects menu: {data: [{id, name, slug, price_from}]}. */
export const GET = readHandler(async ({ locale }) => ({ data: await complexNavigation(locale) }))
