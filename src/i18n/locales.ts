import { DEFAULT_LOCALE, isLocale, type Locale } from '../domain/locales'

// The language constants live in the domain layer (which imports nothing above it); re-exported here
// for the site's code, which knows them as i18n.
export { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, LOCALES, type Locale } from '../domain/locales'

export const LOCALE_NAMES: Record<Locale, string> = { ru: 'Русский', kk: 'Қазақша', en: 'English' }

/** API locale from an Accept-Language header: the first supported language listed, else ru. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      return { lang: tag.trim().toLowerCase().split('-')[0], q: q ? Number(q.slice(2)) || 0 : 1, index }
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  return (ranked.find((entry) => isLocale(entry.lang))?.lang as Locale | undefined) ?? DEFAULT_LOCALE
}
