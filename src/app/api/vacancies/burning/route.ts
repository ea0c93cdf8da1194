import { readHandler } from '@/lib/api'
import { listBurningVacancies } from '@/services/vacancies'

/** GET /api/vacancies/burning -> { data: [vacancy summary] }: the urgent ones (is_burning), in the editors' order. */
export const GET = readHandler(async ({ locale }) => ({ data: await listBurningVacancies(locale) }))
