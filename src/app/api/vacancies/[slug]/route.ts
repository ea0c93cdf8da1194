import { notFound, readHandler, slugParam } from '@/lib/api'
import { getVacancy } from '@/services/vacancies'

/**
 * GET /api/vacancies/{slug} -> { data: { ...summary, is_closed, description, responsibilities: string[],
 * requirements: string[], conditions: string[], seo, created_at } }; unknown or hidden: 404. A closed
 * vacancy (is_closed: true) still answers: its page says it is closed; the lists leave it out.
 * ('categories' and 'burning' are taken by the lists above: a vacancy cannot use those slugs.)
 */
export const GET = readHandler<{ slug: string }>(async ({ locale, params }) => {
  const vacancy = await getVacancy(locale, slugParam(params.slug))
  if (!vacancy) throw notFound()
  return { data: vacancy }
})
