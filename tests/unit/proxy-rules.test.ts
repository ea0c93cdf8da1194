import { NextRequest } from 'next/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

// Each rule of the proxy on its own (tests/unit/proxy.test.ts covers them composed).
const redirects = vi.hoisted(() => new Map<string, { to: string; status: number }>())
vi.mock('../../src/services/redirects', () => ({ findRedirect: async (path: string) => redirects.get(path) ?? null }))
// The store knows one project.
vi.mock('../../src/services/catalogue-paths', () => ({
  catalogueEntryExists: async (target: { kind: string; slug?: string; category?: string | null }) =>
    target.kind === 'category' ? target.category !== null : target.slug === 'sunrise',
}))

const { auditPlaceholder } = await import('../../src/proxy-rules/audit-placeholder')
const { proxyContext } = await import('../../src/proxy-rules/context')
const { editorRedirect } = await import('../../src/proxy-rules/editor-redirects')
const { unroutedPath } = await import('../../src/proxy-rules/unrouted-paths')
const { urlRules } = await import('../../src/proxy-rules/url-rules')
const { bumpContentGeneration } = await import('../../src/lib/content-generation.mjs')

const ORIGIN = 'http://site.test'
const BROWSER = 'Mozilla/5.0 Chrome/120'
const context = (path: string, userAgent = BROWSER) => proxyContext(new NextRequest(`${ORIGIN}${path}`, { headers: { 'user-agent': userAgent, 'accept-language': 'ru' } }))
const location = (response: Response | null) => response?.headers.get('location')?.replace(ORIGIN, '')
const rewrite = (response: Response | null) => response?.headers.get('x-middleware-rewrite')?.replace(ORIGIN, '')

beforeEach(() => {
  redirects.clear()
  // Remembered lookups are dropped by a save: every test starts from a fresh memory.
  bumpContentGeneration()
})
afterEach(() => vi.unstubAllEnvs())

describe('audit placeholder', () => {
  it('answers audit tools with an empty page only when turned on', async () => {
    const lighthouse = 'Mozilla/5.0 (Linux) Chrome-Lighthouse'
    expect(await auditPlaceholder(context('/projects', lighthouse))).toBeNull()
    vi.stubEnv('AUDIT_PLACEHOLDER', 'true')
    const answer = await auditPlaceholder(context('/projects', lighthouse))
    expect(answer?.status).toBe(200)
    expect(answer?.headers.get('cache-control')).toBe('no-store')
    expect(await answer?.text()).toContain('<body></body>')
    expect(await auditPlaceholder(context('/projects'))).toBeNull()
  })
})

describe('URL rules', () => {
  it('redirects permanently to the normalised URL, answers 404 for index endings, passes the rest', async () => {
    const redirect = await urlRules(context('/RU/Projects/?page=1&utm_source=x'))
    expect(redirect?.status).toBe(308)
    expect(location(redirect)).toBe('/projects?utm_source=x')
    const notFound = await urlRules(context('/projects/index'))
    expect(notFound?.status).toBe(404)
    expect(rewrite(notFound)).toBe('/ru/_not-found/projects/index')
    expect(await urlRules(context('/kk/projects'))).toBeNull()
  })
})

describe('unrouted paths', () => {
  it('answers 404 for internal routes, sections without pages and unknown catalogue slugs', async () => {
    expect(rewrite(await unroutedPath(context('/_not-found/x')))).toBe('/ru/_not-found/_not-found/x')
    expect(rewrite(await unroutedPath(context('/kk/no-such-section')))).toBe('/kk/_not-found/kk/no-such-section')
    expect(rewrite(await unroutedPath(context('/projects/nowhere')))).toBe('/ru/_not-found/projects/nowhere')
    expect(await unroutedPath(context('/projects/sunrise'))).toBeNull()
    expect(await unroutedPath(context('/'))).toBeNull()
  })

  it('gives search engines the plain 404 page', async () => {
    const answer = await unroutedPath(context('/projects/nowhere', 'Mozilla/5.0 (compatible; Googlebot/2.1)'))
    expect(answer?.status).toBe(404)
    expect(rewrite(answer)).toBe('/ru/_not-found-plain')
  })
})

describe('editor redirects', () => {
  it('follows a chain to its end in one redirect, temporary when any link is', async () => {
    redirects.set('/old', { to: '/older-still', status: 301 })
    redirects.set('/older-still', { to: '/projects', status: 302 })
    const answer = await editorRedirect(context('/Old/?utm_source=x'))
    expect(answer?.status).toBe(302)
    expect(location(answer)).toBe('/projects?utm_source=x')
  })

  it('ignores a loop and passes when nothing matches', async () => {
    redirects.set('/a', { to: '/b', status: 301 })
    redirects.set('/b', { to: '/a', status: 301 })
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(await editorRedirect(context('/a'))).toBeNull()
    expect(error).toHaveBeenCalledWith('[proxy] redirect loop ignored:', '/a -> /b -> /a')
    expect(await editorRedirect(context('/projects'))).toBeNull()
  })

  it("sends the router's data request for a redirect to another site to a full page load (connect-src 'self')", async () => {
    redirects.set('/instagram', { to: 'https://www.instagram.com/qazaqstroy', status: 302 })
    expect(location(await editorRedirect(context('/instagram')))).toBe('https://www.instagram.com/qazaqstroy')
    const data = proxyContext(new NextRequest(`${ORIGIN}/instagram?_rsc=1x`, { headers: { 'user-agent': BROWSER, 'accept-language': 'ru', 'x-router-data-request': '1' } }))
    const answer = await editorRedirect(data)
    expect(answer?.status).toBe(204)
    expect(answer?.headers.get('location')).toBeNull()
    redirects.set('/old-projects', { to: '/projects', status: 301 })
    const local = proxyContext(new NextRequest(`${ORIGIN}/old-projects`, { headers: { 'user-agent': BROWSER, 'accept-language': 'ru', 'x-router-data-request': '1' } }))
    expect(location(await editorRedirect(local))).toBe('/projects')
  })

  it('sees an editor’s new redirect after a save', async () => {
    expect(await editorRedirect(context('/promo-2026'))).toBeNull()
    redirects.set('/promo-2026', { to: '/projects', status: 301 })
    expect(await editorRedirect(context('/promo-2026'))).toBeNull()
    bumpContentGeneration()
    expect(location(await editorRedirect(context('/promo-2026')))).toBe('/projects')
  })
})
