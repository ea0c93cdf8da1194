import { pathSegments, splitLocale } from '@/domain/routing-rules'
import { ROUTED_SECTIONS } from '@/domain/site-sections'

/** What the page-wide click handler needs to know of a clicked link and of the click. */
export type LinkClick = {
  href: string
  target: string
  download: boolean
  /** `data-keep-scroll` on the link: a view or filter switch that keeps the visitor where they are. */
  keepScroll: boolean
  button: number
  modified: boolean
  defaultPrevented: boolean
}

/**
 * Whether a click on a link becomes a client navigation (Next's router: only the changed segments are
 * fetched and rendered, the header and its state stay), and where to. The site's links are plain anchors
 * (server HTML, no next/link in the browser); this is the one place that decides, as next/link would
 * have for each: a plain left click, no new tab or download, to one of the site's pages on this origin.
 * Everything else is the browser's: files (the policy PDF, media), the API, the admin, other sites, a
 * fragment of the page in view (the browser scrolls to it), and another language (a document of its own:
 * `<html lang>`, the strings, the language switcher's cookie).
 */
export function softNavigation(click: LinkClick, current: URL): { href: string; scroll: boolean } | null {
  if (click.defaultPrevented || click.button !== 0 || click.modified || click.download) return null
  if (click.target && click.target !== '_self') return null
  let url: URL
  try {
    url = new URL(click.href, current)
  } catch {
    return null
  }
  if (url.origin !== current.origin || !/^https?:$/.test(url.protocol)) return null
  if (url.pathname === current.pathname && url.search === current.search && url.hash) return null
  const { locale, rest } = splitLocale(pathSegments(url.pathname))
  if (locale !== splitLocale(pathSegments(current.pathname)).locale) return null
  if (rest.length && !ROUTED_SECTIONS.has(rest[0])) return null
  return { href: url.pathname + url.search + url.hash, scroll: !click.keepScroll }
}
