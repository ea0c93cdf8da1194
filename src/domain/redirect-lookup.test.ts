import { describe, expect, it } from 'vitest'

import { matchRedirect, redirectPathOf, redirectRules } from './redirect-lookup'

const rules = redirectRules([
  { from: '/old-news', to: '/contents/news', status: 301 },
  { from: '/en/old-about', to: '/en/about', status: 302 },
  { from: '/partner', to: 'https://example.com/x', status: 307 },
  { from: '/gone-home', to: '/', status: 301 },
])

describe('matchRedirect', () => {
  it('matches the stored path after normalising case, slashes and the query string', () => {
    expect(matchRedirect(rules, '/Old-News/')).toEqual({ to: '/contents/news', status: 301 })
    expect(matchRedirect(rules, '//old-news?utm_source=x#top')).toEqual({ to: '/contents/news', status: 301 })
  })
  it('matches a rule stored with a language prefix in that language only', () => {
    expect(matchRedirect(rules, '/en/old-about')).toEqual({ to: '/en/about', status: 302 })
    expect(matchRedirect(rules, '/old-about')).toBeNull()
    expect(matchRedirect(rules, '/kk/old-about')).toBeNull()
  })
  it('applies an unprefixed rule in every language, keeping the language in a site-path target', () => {
    expect(matchRedirect(rules, '/kk/old-news')).toEqual({ to: '/kk/contents/news', status: 301 })
    expect(matchRedirect(rules, '/en/gone-home')).toEqual({ to: '/en', status: 301 })
    expect(matchRedirect(rules, '/kk/partner')).toEqual({ to: 'https://example.com/x', status: 307 })
  })
  it('answers null when nothing matches', () => {
    expect(matchRedirect(rules, '/projects')).toBeNull()
    expect(matchRedirect(rules, '/')).toBeNull()
  })
})

describe('redirectPathOf', () => {
  it('decodes percent escapes and tolerates broken ones', () => {
    expect(redirectPathOf('/%D0%BD%D0%BE%D0%B2%D0%BE%D1%81%D1%82%D0%B8?a=1')).toBe('/новости')
    expect(redirectPathOf('/bad%E0%A4%A')).toBe('/bad%E0%A4%A')
  })
})
