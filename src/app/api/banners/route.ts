import { readHandler } from '@/lib/api'
import { listBanners } from '@/services/gallery'

/** GET /api/banners -> { data: [{ id, title, subtitle, link, image, image_mobile }] } in the editors' order. */
export const GET = readHandler(async ({ locale }) => ({ data: await listBanners(locale) }))
