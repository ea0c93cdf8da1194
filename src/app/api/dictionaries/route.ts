import { readHandler } from '@/lib/api'
import { getDictionaries } from '@/services/dictionaries'

/**
 * GET /api/dictionaries — the catalogue's reference data: {data: {cities, complex_classes, complex_statuses,
 * estate_statuses, estate_categories, restorations}} (src/services/dictionaries.ts).
 */
export const GET = readHandler(async ({ locale }) => ({ data: await getDictionaries(locale) }))
