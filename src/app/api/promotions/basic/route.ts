import { readHandler } from '@/lib/api'
import { listBasicPromotions } from '@/services/promotions'

/** GET /api/promotions/basic -> { data: [promotion summary] }: the evergreen offers (is_basic), latest start first. */
export const GET = readHandler(async ({ locale }) => ({ data: await listBasicPromotions(locale) }))
