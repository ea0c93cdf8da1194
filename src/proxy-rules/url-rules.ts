import type { ProxyRule } from './context'
import { notFoundPage, redirectTo } from './responses'

/** Spec §2 URL rules: one permanent redirect to the normalised URL, or the 404 page (/projects/index). */
export const urlRules: ProxyRule = ({ request, decision }) => {
  if (decision.kind === 'redirect') return redirectTo(request, `${decision.pathname}${decision.search}`, 308)
  if (decision.kind === 'not-found') return notFoundPage(request, decision.locale)
  return null
}
