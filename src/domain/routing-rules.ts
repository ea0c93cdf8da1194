import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales'

/**
 * URL normalisation rules of spec §2, as one pure decision so that a chain of rules ends in one redirect:
 * - the path is lowercased, repeated and trailing slashes are removed;
 * - the default language's prefix is dropped (/ru/about -> /about: Russian lives at the root);
 * - a path ending in index, default, main or home goes to the root of its language, or is a 404 when
 *   anything else precedes that ending (/projects/index);
 * - `page=1` is removed from the query (other parameters keep their order).
 * Applying the rules to their own result changes nothing, so a redirect can never loop.
 */

export type RouteDecision =
  | { kind: 'pass' }
  /** pathname is percent-encoded only where needed (%, ?, # and / inside a segment); the URL parser encodes the rest. */
  | { kind: 'redirect'; pathname: string; search: string }
  /** pathname: the path after case and slash normalisation, for the editors' redirect lookup. */
  | { kind: 'not-found'; locale: Locale; pathname: string }

/** Request header that carries the public path from the proxy to the pages. */
export const PATHNAME_HEADER = 'x-pathname'

const INDEX_ENDINGS = new Set(['index', 'default', 'main', 'home'])

/**
 * A segment decoded, lowercased and re-escaped where a raw character would change the URL's structure:
 * a backslash too, which URL parsers read as a slash (`/\host` is another site, `/\/%%` no URL at all).
 */
function normalizeSegment(segment: string): string {
  let decoded: string
  try {
    decoded = decodeURIComponent(segment)
  } catch {
    return segment.toLowerCase()
  }
  return decoded.toLowerCase().replace(/[%?#/\\]/g, (c) => encodeURIComponent(c))
}

/** Path segments after case and slash normalisation ('/' gives []). */
export function pathSegments(pathname: string): string[] {
  return pathname.split('/').filter(Boolean).map(normalizeSegment)
}

/** The language of a segment list by its prefix, and the segments after it. */
export function splitLocale(segments: string[]): { locale: Locale; rest: string[]; prefixed: boolean } {
  const first = segments[0] as Locale
  if (segments.length > 0 && (LOCALES as readonly string[]).includes(first)) return { locale: first, rest: segments.slice(1), prefixed: true }
  return { locale: DEFAULT_LOCALE, rest: segments, prefixed: false }
}

/** The public path of a page in a language: Russian without a prefix, the others with theirs. */
export function localizedPath(locale: Locale, path: string): string {
  const clean = path === '/' ? '' : path
  return locale === DEFAULT_LOCALE ? clean || '/' : `/${locale}${clean}`
}

/** A link's target in a language: a site path (`/projects?page=2#top`) gets the prefix, query and fragment kept; absolute and fragment links go through unchanged. */
export function localizedHref(locale: Locale, href: string): string {
  if (!href.startsWith('/')) return href
  const split = href.search(/[?#]/)
  return split < 0 ? localizedPath(locale, href) : localizedPath(locale, href.slice(0, split)) + href.slice(split)
}

/** The query without `page=1`; null when nothing changes. */
export function normalizeSearch(search: string): string | null {
  const params = new URLSearchParams(search)
  if (!params.getAll('page').includes('1')) return null
  const kept = [...params.entries()].filter(([key, value]) => !(key === 'page' && value === '1'))
  const next = new URLSearchParams(kept).toString()
  return next ? `?${next}` : ''
}

/** The spec §2 decision for a request path (percent-encoded, as in URL.pathname) and its query. */
export function decideRoute(pathname: string, search: string): RouteDecision {
  const segments = pathSegments(pathname)
  const { locale, rest } = splitLocale(segments)
  const last = rest[rest.length - 1]
  if (last !== undefined && INDEX_ENDINGS.has(last)) {
    if (rest.length > 1) return { kind: 'not-found', locale, pathname: `/${segments.join('/')}` }
    rest.pop()
  }
  const canonical = localizedPath(locale, rest.length ? `/${rest.join('/')}` : '/')
  const canonicalSearch = normalizeSearch(search)
  const samePath = canonical === pathname || safeDecode(canonical) === safeDecode(pathname)
  if (samePath && canonicalSearch === null) return { kind: 'pass' }
  return { kind: 'redirect', pathname: canonical, search: canonicalSearch ?? search }
}

function safeDecode(path: string): string {
  try {
    return decodeURI(path)
  } catch {
    return path
  }
}
