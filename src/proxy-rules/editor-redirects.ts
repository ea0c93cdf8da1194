import { decideRoute } from '../domain/routing-rules'
import { isAbsoluteUrl } from '../domain/redirects'
import { saveAwareMemo } from '../lib/save-aware-memo'
import { findRedirect } from '../services/redirects'
import type { ProxyRule } from './context'
import { redirectTo } from './responses'

const MAX_REDIRECT_CHAIN = 5
const PERMANENT = new Set([301, 308])

/**
 * Editors' redirects through the Local API (the proxy runs in the server process, so this is an in-process
 * query of about a millisecond). Next's data cache does not work in the proxy, so answers are kept in
 * memory for a second and dropped by a save: an editor's change shows within that time on every instance.
 */
const rememberedRedirect = saveAwareMemo(findRedirect, { ttlMs: 1_000, max: 2_000 })

async function lookupRedirect(path: string) {
  try {
    return await rememberedRedirect(path)
  } catch (error) {
    // A store hiccup must not take the site down: serve the page without the redirect.
    console.error('[proxy] redirect lookup failed', path, error)
    return null
  }
}

/** An absolute target keeps the visitor's query (UTM tags) unless it has its own. */
function withSearch(url: string, search: string): string {
  return search && !url.includes('?') ? `${url}${search}` : url
}

/**
 * Follows editors' redirects from a path to the end of their chain, so the visitor is redirected once;
 * null when there is none or the chain loops. The hop is permanent only when every link of the chain is.
 */
export async function resolveEditorRedirect(pathname: string, search: string): Promise<{ url: string; status: number } | null> {
  let current = { pathname, search }
  const statuses: number[] = []
  const seen = new Set([pathname])
  const result = (url: string) => ({ url, status: statuses.find((s) => !PERMANENT.has(s)) ?? statuses[0] })
  for (let hop = 0; hop < MAX_REDIRECT_CHAIN; hop++) {
    const found = await lookupRedirect(current.pathname)
    if (!found) break
    statuses.push(found.status)
    if (isAbsoluteUrl(found.to)) return result(withSearch(found.to, current.search))
    const next = new URL(found.to, 'http://site.invalid')
    const nextSearch = next.search || current.search
    const decision = decideRoute(next.pathname, nextSearch)
    const target = decision.kind === 'redirect' ? { pathname: decision.pathname, search: decision.search } : { pathname: next.pathname, search: nextSearch }
    if (seen.has(target.pathname)) {
      console.error('[proxy] redirect loop ignored:', [...seen, target.pathname].join(' -> '))
      return null
    }
    seen.add(target.pathname)
    current = target
  }
  return statuses.length ? result(`${current.pathname}${current.search}`) : null
}

/** An editor's redirect of the (normalised) path wins over every other rule, the URL rules included. */
export const editorRedirect: ProxyRule = async ({ request, normalized }) => {
  const editorial = await resolveEditorRedirect(normalized.pathname, normalized.search)
  return editorial ? redirectTo(request, editorial.url, editorial.status) : null
}
