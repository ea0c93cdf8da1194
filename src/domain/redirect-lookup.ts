import { LOCALES, type Locale } from './locales'
import { isAbsoluteUrl, normalizeRedirectSource } from './redirects'

export type RedirectRule = { from: string; to: string; status: number }
export type RedirectTarget = { to: string; status: number }

/** The path part of what a caller passes: no query string or fragment, percent-escapes decoded. */
export function redirectPathOf(input: string): string {
  const path = input.split(/[?#]/, 1)[0]
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}

/**
 * Finds the redirect of a site path. A rule stored with a language prefix (/en/old) matches that
 * language only; a rule without one (/old) matches the path in every language, and a site-path target
 * then keeps the visitor's language (/kk/old -> /kk/new). Absolute URLs are returned as they are.
 */
export function matchRedirect(rules: Map<string, RedirectTarget>, rawPath: string): RedirectTarget | null {
  const path = normalizeRedirectSource(redirectPathOf(rawPath))
  const exact = rules.get(path)
  if (exact) return exact
  const prefix = LOCALES.find((locale) => path === `/${locale}` || path.startsWith(`/${locale}/`)) as Locale | undefined
  if (!prefix) return null
  const unprefixed = normalizeRedirectSource(path.slice(prefix.length + 1) || '/')
  const shared = rules.get(unprefixed)
  if (!shared) return null
  if (isAbsoluteUrl(shared.to) || prefix === 'ru') return shared
  const to = shared.to === '/' ? `/${prefix}` : `/${prefix}${shared.to.startsWith('/') ? '' : '/'}${shared.to}`
  return { to, status: shared.status }
}

export const redirectRules = (rules: RedirectRule[]): Map<string, RedirectTarget> =>
  new Map(rules.map((rule) => [normalizeRedirectSource(rule.from), { to: rule.to, status: rule.status }]))
