import { describe, expect, it } from 'vitest'

import { decideRoute, localizedHref, localizedPath, normalizeSearch, type RouteDecision } from './routing-rules'

const target = (decision: RouteDecision) => (decision.kind === 'redirect' ? `${decision.pathname}${decision.search}` : decision.kind)

/** The path and query as the URL parser would hand them to the proxy. */
function decide(url: string): RouteDecision {
  const parsed = new URL(url, 'http://site.test')
  return decideRoute(parsed.pathname, parsed.search)
}

describe('decideRoute (spec §2 routing rules)', () => {
  it('passes canonical paths through', () => {
    for (const url of ['/', '/kk', '/en', '/projects', '/kk/properties/apartments', '/properties/apartments?rooms=2&page=3', '/проекты']) {
      expect(decide(url)).toEqual({ kind: 'pass' })
    }
  })

  it('lowercases the path but not the query', () => {
    expect(target(decide('/Projects/Queue/ABC'))).toBe('/projects/queue/abc')
    expect(target(decide('/About?utm_source=Google'))).toBe('/about?utm_source=Google')
    expect(target(decide('/KK/About'))).toBe('/kk/about')
    expect(target(decide('/ПРОЕКТЫ'))).toBe('/проекты')
  })

  it('removes repeated and trailing slashes', () => {
    expect(target(decide('/projects/'))).toBe('/projects')
    expect(target(decide('/kk/'))).toBe('/kk')
    expect(target(decide('/projects///queue//a/'))).toBe('/projects/queue/a')
  })

  it('removes page=1 and keeps the other parameters in order', () => {
    expect(target(decide('/properties/apartments?rooms=2&page=1'))).toBe('/properties/apartments?rooms=2')
    expect(target(decide('/contents/news?page=1'))).toBe('/contents/news')
    expect(decide('/contents/news?page=2')).toEqual({ kind: 'pass' })
    expect(normalizeSearch('?page=10')).toBeNull()
  })

  it('drops the default language prefix', () => {
    expect(target(decide('/ru'))).toBe('/')
    expect(target(decide('/ru/about'))).toBe('/about')
    expect(target(decide('/RU/About/'))).toBe('/about')
  })

  it('sends index, default, main and home endings to the root of their language', () => {
    expect(target(decide('/index'))).toBe('/')
    expect(target(decide('/HOME/'))).toBe('/')
    expect(target(decide('/kk/main'))).toBe('/kk')
    expect(target(decide('/en/default?utm_source=x'))).toBe('/en?utm_source=x')
    expect(target(decide('/ru/index'))).toBe('/')
  })

  it('gives a 404 when something precedes those endings', () => {
    expect(decide('/projects/index')).toEqual({ kind: 'not-found', locale: 'ru', pathname: '/projects/index' })
    expect(decide('/kk/about/home')).toEqual({ kind: 'not-found', locale: 'kk', pathname: '/kk/about/home' })
    expect(decide('/EN/Contents/Main/')).toEqual({ kind: 'not-found', locale: 'en', pathname: '/en/contents/main' })
  })

  it('ends a chain of rules in one redirect that is never redirected again', () => {
    const inputs = ['/RU//About/?page=1', '/Kk/Home/', '/EN///Projects//?page=1&x=1', '/%D0%9F%D0%A0%D0%9E%D0%95%D0%9A%D0%A2', '/a%2fb', '/%E0%A4%A', '/A%3FB']
    for (const input of inputs) {
      const first = decide(input)
      expect(first.kind).toBe('redirect')
      const again = decide(target(first))
      expect(again, `${input} -> ${target(first)}`).toEqual({ kind: 'pass' })
    }
  })

  it('keeps characters that would change the URL structure escaped', () => {
    expect(target(decide('/A%3FB'))).toBe('/a%3Fb')
    expect(target(decide('/a%2fb'))).toBe('/a%2Fb')
  })
})

describe('localizedPath', () => {
  it('prefixes every language but Russian', () => {
    expect(localizedPath('ru', '/')).toBe('/')
    expect(localizedPath('kk', '/')).toBe('/kk')
    expect(localizedPath('en', '/projects')).toBe('/en/projects')
    expect(localizedPath('ru', '/projects')).toBe('/projects')
  })
  it('gives a link its language, the query and fragment kept, other links unchanged', () => {
    expect(localizedHref('en', '/?page=2')).toBe('/en?page=2')
    expect(localizedHref('kk', '/projects#map')).toBe('/kk/projects#map')
    expect(localizedHref('ru', '/projects?page=2')).toBe('/projects?page=2')
    expect(localizedHref('en', 'https://example.com/x')).toBe('https://example.com/x')
    expect(localizedHref('en', '#top')).toBe('#top')
  })
})

describe('a decoded backslash', () => {
  it('stays escaped: a URL parser reads it as a slash (another site, or no URL at all)', () => {
    expect(decideRoute('/Projects/%5Cevil.com', '')).toEqual({ kind: 'redirect', pathname: '/projects/%5Cevil.com', search: '' })
    expect(decideRoute('/%5C/%%/filters', '').kind).toBe('pass')
  })
})
