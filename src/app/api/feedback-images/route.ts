import { readHandler } from '@/lib/api'
import { listFeedbackImages } from '@/services/gallery'

/**
 * GET /api/feedback-images -> { data: [{ id, alt, image }] }: the (7) images the consultation modal
 * picks from, in the editors' order. The envelope is kept like every other list (spec §7 says the old
 * client used the whole body; ours reads `data`).
 */
export const GET = readHandler(async ({ locale }) => ({ data: await listFeedbackImages(locale) }))
