import { isLocale } from '@/i18n/locales'
import { notFound, readHandler } from '@/lib/api'
import { listLocalizations } from '@/services/localizations'

/**
 * GET /api/localizations/{ru|kk|en} -> { data: [{ key, content }] }
 * The editors' UI strings of that language (the path decides the language, not Accept-Language),
 * sorted by key; an untranslated entry falls back to Russian. Other languages: 404.
 */
export const GET = readHandler<{ lang: string }>(async ({ params }) => {
  if (!isLocale(params.lang)) throw notFound()
  return { data: await listLocalizations(params.lang) }
})
