import { LOCALES, type Locale } from './locales'
import { localizedPath, pathSegments, splitLocale } from './routing-rules'

/** Open Graph locale names of the site languages. */
export const OG_LOCALES: Record<Locale, string> = { ru: 'ru_KZ', kk: 'kk_KZ', en: 'en_US' }

/** The path of a public URL without its language prefix ('/kk/projects' -> '/projects'). */
export function unprefixedPath(publicPath: string): string {
  const { rest } = splitLocale(pathSegments(publicPath))
  return rest.length ? `/${rest.join('/')}` : '/'
}

/** The page in view (a browser path, with or without a language prefix) in another language, query left out. */
export const samePageIn = (locale: Locale, pathname: string): string => localizedPath(locale, unprefixedPath(pathname))

/**
 * hreflang alternates of a page (spec §2 SEO): the same path in every language, and x-default pointing
 * at the Russian one, which is what a visitor without a language preference gets.
 */
export function languageAlternates(path: string): Record<string, string> {
  const links: Record<string, string> = {}
  for (const locale of LOCALES) links[locale] = localizedPath(locale, path)
  links['x-default'] = localizedPath('ru', path)
  return links
}
