import { readHandler } from '@/lib/api'
import { listAwards } from '@/services/company'

/** GET /api/awards -> { data: [{ id, title, year, issuer, description, image }] } in the editors' order, then newest year. */
export const GET = readHandler(async ({ locale }) => ({ data: await listAwards(locale) }))
