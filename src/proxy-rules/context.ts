import type { NextRequest, NextResponse } from 'next/server'

import { decideRoute, type RouteDecision } from '../domain/routing-rules'

/** What every rule of the proxy sees: the request and the spec §2 decision about its URL, made once. */
export type ProxyContext = {
  request: NextRequest
  decision: RouteDecision
  /** The path and query after the URL rules (the path the editors' redirects are looked up by). */
  normalized: { pathname: string; search: string }
  /** An editor's draft preview is open (./preview-session.ts): drafts' slugs are not 404s. */
  preview: boolean
}

/** One step of the proxy (src/proxy.ts): an answer, or null to let the next rule decide. */
export type ProxyRule = (context: ProxyContext) => NextResponse | null | Promise<NextResponse | null>

export function proxyContext(request: NextRequest, preview = false): ProxyContext {
  const { pathname, search } = request.nextUrl
  const decision = decideRoute(pathname, search)
  const normalized = decision.kind === 'pass' ? { pathname, search } : { pathname: decision.pathname, search: decision.kind === 'redirect' ? decision.search : search }
  return { request, decision, normalized, preview }
}
