import { readHandler } from '@/lib/api'
import { listVacancyCategories } from '@/services/vacancies'

/** GET /api/vacancies/categories -> { data: [{ id, slug, title, vacancies_count, seo }] } in the editors' order. */
export const GET = readHandler(async ({ locale }) => ({ data: await listVacancyCategories(locale) }))
