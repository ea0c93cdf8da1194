import { NextRequest } from 'next/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const table = vi.hoisted(() => new Map<string, { to: string; status: number }>())
const failing = vi.hoisted(() => ({ on: false }))
vi.mock('../../src/services/redirects', () => ({
  findRedirect: async (path: string) => {
    if (failing.on) throw new Error('store down')
    return table.get(path) ?? null
  },
}))

// The store knows one project, one queue and one flat.
vi.mock('../../src/services/catalogue-paths', () => ({
  catalogueEntryExists: async (target: { kind: string; slug?: string; category?: string | null }) =>
    target.kind === 'category' ? target.category !== null : ['sunrise', 'sunrise-1', 'sr-flat-101'].includes(target.slug ?? '') && target.category !== null,
}))

const { default: proxy } = await import('../../src/proxy')

const ORIGIN = 'http://site.test'
type Options = { cookie?: string; language?: string; userAgent?: string }

function call(path: string, { cookie, language = 'ru', userAgent = 'Mozilla/5.0 Chrome/120' }: Options = {}) {
  const headers = new Headers({ 'accept-language': language, 'user-agent': userAgent })
  if (cookie) headers.set('cookie', cookie)
  return proxy(new NextRequest(`${ORIGIN}${path}`, { headers }))
}

const location = (response: Response) => response.headers.get('location')?.replace(ORIGIN, '')
const rewrite = (response: Response) => response.headers.get('x-middleware-rewrite')?.replace(ORIGIN, '')

// Paths are looked up in a new in-memory cache per test: unique paths per test keep them apart.
let n = 0
const unique = (base: string) => `${base}-${++n}`

beforeEach(() => {
  table.clear()
  failing.on = false
})
afterEach(() => vi.unstubAllEnvs())

describe('proxy: normalisation', () => {
  it('redirects permanently, once, to the normalised URL', async () => {
    const response = await call('/RU/About/?page=1&utm_source=x')
    expect(response.status).toBe(308)
    expect(location(response)).toBe('/about?utm_source=x')
  })

  it('serves canonical paths in the right language with the public path for the pages', async () => {
    const response = await call('/kk/projects')
    expect(response.status).toBe(200)
    expect(response.headers.get('location')).toBeNull()
    expect(response.headers.get('x-middleware-request-x-pathname')).toBe('/kk/projects')
    expect(rewrite(await call('/projects'))).toBe('/ru/projects')
  })

  it('answers paths ending in index after another segment with the 404 page', async () => {
    const response = await call('/kk/Projects/Index/')
    expect(rewrite(response)).toBe('/kk/_not-found/kk/Projects/Index')
    expect(response.status).toBe(404)
  })

  it('adds the visitor language to a normalisation redirect in the same hop, as a temporary one', async () => {
    const response = await call('/About/', { cookie: 'i18n_redirected=kk' })
    expect(response.status).toBe(307)
    expect(location(response)).toBe('/kk/about')
  })
})

describe('proxy: editors’ redirects', () => {
  it('follows a redirect with its status and keeps the query', async () => {
    const from = unique('/old')
    table.set(from, { to: '/projects', status: 301 })
    const response = await call(`${from}?utm_source=mail`)
    expect(response.status).toBe(301)
    expect(location(response)).toBe('/projects?utm_source=mail')
  })

  it('normalises first and then redirects in one hop', async () => {
    const from = unique('/old')
    table.set(from, { to: '/projects', status: 301 })
    const response = await call(`${from.toUpperCase()}//?page=1`)
    expect(response.status).toBe(301)
    expect(location(response)).toBe('/projects')
  })

  it('collapses a chain into one redirect, temporary when a link is', async () => {
    const [a, b, c] = [unique('/a'), unique('/b'), unique('/c')]
    table.set(a, { to: b, status: 301 })
    table.set(b, { to: `${c.toUpperCase()}/`, status: 302 })
    table.set(c, { to: '/contacts', status: 301 })
    const response = await call(a)
    expect(response.status).toBe(302)
    expect(location(response)).toBe('/contacts')
  })

  it('ignores a loop instead of redirecting forever', async () => {
    const [a, b] = [unique('/test-ui/a'), unique('/test-ui/b')]
    table.set(a, { to: b, status: 301 })
    table.set(b, { to: a, status: 301 })
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const response = await call(a)
    expect(logged).toHaveBeenCalledWith('[proxy] redirect loop ignored:', `${a} -> ${b} -> ${a}`)
    logged.mockRestore()
    expect(response.status).toBe(200)
    expect(rewrite(response)).toBe(`/ru${a}`)
  })

  it('sends absolute targets as they are', async () => {
    const from = unique('/partner')
    table.set(from, { to: 'https://partner.example/landing', status: 302 })
    const response = await call(`${from}?utm_source=x`)
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('https://partner.example/landing?utm_source=x')
  })

  it('looks redirects up for 404 endings too', async () => {
    const from = `${unique('/legacy')}/index`
    table.set(from, { to: '/about', status: 301 })
    expect(location(await call(from))).toBe('/about')
  })

  it('serves the page when the lookup fails', async () => {
    failing.on = true
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const response = await call(unique('/test-ui/some-page'))
    expect(response.status).toBe(200)
    expect(logged).toHaveBeenCalledWith('[proxy] redirect lookup failed', expect.any(String), expect.any(Error))
    logged.mockRestore()
  })
})

describe('proxy: page-speed audit placeholder', () => {
  const lighthouse = 'Mozilla/5.0 (Linux; Android 11) Chrome/120 Mobile Safari/537.36 Chrome-Lighthouse'

  it('is off by default: audit tools get the real page', async () => {
    const response = await call('/', { userAgent: lighthouse })
    expect(rewrite(response)).toBe('/ru')
  })

  it('answers audit tools with an empty page when AUDIT_PLACEHOLDER=true', async () => {
    vi.stubEnv('AUDIT_PLACEHOLDER', 'true')
    const response = await call('/', { userAgent: lighthouse })
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('<body></body>')
    expect(rewrite(await call('/'))).toBe('/ru')
  })
})

describe('proxy: catalogue pages the store does not know', () => {
  it('answers an unknown project, queue or property with the server-rendered 404 page, in its language', async () => {
    expect(rewrite(await call('/projects/no-such-project'))).toBe('/ru/_not-found/projects/no-such-project')
    expect(rewrite(await call('/kk/projects/queue/no-such-queue'))).toBe('/kk/_not-found/kk/projects/queue/no-such-queue')
    expect(rewrite(await call('/en/properties/apartments/no-such-flat'))).toBe('/en/_not-found/en/properties/apartments/no-such-flat')
    const response = await call('/properties/villas')
    expect(rewrite(response)).toBe('/ru/_not-found/properties/villas')
    expect(response.status).toBe(404)
  })

  it('lets known ones through to their pages', async () => {
    expect(rewrite(await call('/projects/sunrise'))).toBe('/ru/projects/sunrise')
    const prefixed = await call('/kk/projects/queue/sunrise-1')
    expect(prefixed.status).toBe(200)
    expect(rewrite(prefixed)).toBeUndefined()
    expect(rewrite(await call('/properties/apartments/sr-flat-101'))).toBe('/ru/properties/apartments/sr-flat-101')
    expect(rewrite(await call('/properties/storerooms'))).toBe('/ru/properties/storerooms')
  })
})

describe('proxy: cached pages', () => {
  it('marks pages shareable for the answer cache, and no redirect', async () => {
    expect((await call('/projects?city=2&utm_source=x')).headers.get('x-shareable-page')).toBe('1')
    expect((await call('/projects/no-such-project')).headers.get('x-shareable-page')).toBe('1')
    expect((await call('/projects', { cookie: 'i18n_redirected=kk' })).headers.get('x-shareable-page')).toBeNull()
  })

  it('answers internal routes and unknown sections with the 404 page', async () => {
    expect(rewrite(await call('/projects/_q/ea'))).toBe('/ru/_not-found/projects/_q/ea')
    expect(rewrite(await call('/wp-login.php'))).toBe('/ru/_not-found/wp-login.php')
    expect(rewrite(await call('/en/no-such-section/x'))).toBe('/en/_not-found/en/no-such-section/x')
  })

  it('gives search-engine bots the plain 404 page', async () => {
    const response = await call('/projects/no-such-project', { userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1)' })
    expect(rewrite(response)).toBe('/ru/_not-found-plain')
    expect(response.status).toBe(404)
  })

  it('sets no cookie on pages, so that a shared cache may keep them', async () => {
    const response = await call('/kk/projects', { language: 'ru' })
    expect(response.headers.get('set-cookie')).toBeNull()
    // Nor for the render to send (it would once the page reads its request cookies, as draft mode does).
    expect(response.headers.get('x-middleware-set-cookie')).toBeNull()
  })
})

describe('proxy: odd paths', () => {
  // The routed sections without a store check (purchase-methods, favorites…) pass to language routing.
  it('answers a path longer than any page with the 404 page, without a Link header repeating it', async () => {
    for (const path of [`/purchase-methods/${'a'.repeat(5000)}`, `/favorites/${'b/'.repeat(600)}c`, `/kk/${'a'.repeat(5000)}`]) {
      const response = await call(path)
      expect(rewrite(response), path.slice(0, 30)).toMatch(/^\/(ru|kk)\/_not-found\//)
      expect(response.headers.get('link')).toBeNull()
    }
  })

  it('bounds the Link header of language alternates, whatever the path', async () => {
    const response = await call(`/purchase-methods/${'a/'.repeat(400)}x`)
    expect((response.headers.get('link') ?? '').length).toBeLessThanOrEqual(2048)
    // A real page keeps its alternates.
    expect((await call('/purchase-methods')).headers.get('link')).toContain('hreflang="kk"')
  })

  it('passes a broken percent-escape to the 404 page as a param Next can decode', async () => {
    for (const path of ['/%e0%a4%a', '/projects/%e0%a4%a', `/${'%d0%b0'.repeat(49)}%d0%b`]) {
      const target = rewrite(await call(path))
      expect(target, path).toMatch(/^\/ru\/_not-found\//)
      for (const segment of new URL(target!, ORIGIN).pathname.split('/')) expect(() => decodeURIComponent(segment), target).not.toThrow()
    }
  })
})

describe("proxy: an editor's draft preview", () => {
  const open = async () => `__prerender_bypass=next-checks-this; site-preview=${(await import('../../src/lib/preview-links')).previewSession()}`

  it("lets a draft's slug reach its page, for that editor only and unindexed", async () => {
    const visitor = await call('/projects/draft-project')
    expect(rewrite(visitor)).toBe('/ru/_not-found/projects/draft-project')
    const editor = await call('/projects/draft-project', { cookie: await open() })
    expect(rewrite(editor)).toBe('/ru/projects/draft-project')
    expect(editor.headers.get('x-robots-tag')).toBe('noindex, nofollow')
    expect(editor.headers.get('cache-control')).toBe('private, no-store')
    expect(editor.headers.get('x-shareable-page')).toBeNull()
    expect(visitor.headers.get('x-shareable-page')).toBe('1')
  })

  it('ends a session that is over, forged, or half there: both cookies removed, the same URL again', async () => {
    const { previewSession } = await import('../../src/lib/preview-links')
    const over = previewSession(Date.now() - 3 * 60 * 60_000)
    for (const cookie of [
      `__prerender_bypass=x; site-preview=${over}`,
      `__prerender_bypass=x; site-preview=${Date.now() + 60_000}.forged`,
      '__prerender_bypass=x',
      `site-preview=${previewSession()}`,
    ]) {
      const response = await call('/projects/sunrise?x=1', { cookie })
      expect(response.status, cookie).toBe(307)
      expect(location(response)).toBe('/projects/sunrise?x=1')
      const cleared = response.headers.getSetCookie().join('\n')
      expect(cleared).toMatch(/__prerender_bypass=;/)
      expect(cleared).toMatch(/site-preview=;/)
    }
  })
})
