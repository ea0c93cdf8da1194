import { readHandler } from '@/lib/api'
import { categoryTabs } from '@/services/estate-categories'

/**
 * GET /api/estates/categories — the header's mega-menu tabs over free estates:
 * {data: [{id, code, title, path, estates_count, rooms_data: [{title, rooms, plus, price_from}], restorations_data: [{id, title, price_from}]}]}.
 */
export const GET = readHandler(async ({ locale }) => ({ data: await categoryTabs(locale) }))
