import { describe, expect, it } from 'vitest'

import { isOpenPreviewSession, isSitePath, previewLink, previewSession, SESSION_LIFETIME_MS, verifyPreviewLink } from './preview-links'

const params = (link: string) => new URL(link, 'http://site.test').searchParams
const NOW = Date.parse('2026-11-24T09:03:00Z')
const MINUTE = 60_000

describe('a preview link', () => {
  it('opens its own page until it expires, 15 to 25 minutes later', () => {
    const link = previewLink('/kk/contents/news/opening', NOW)
    expect(verifyPreviewLink(params(link), NOW)).toBe('/kk/contents/news/opening')
    expect(verifyPreviewLink(params(link), NOW + 15 * MINUTE)).toBe('/kk/contents/news/opening')
    expect(verifyPreviewLink(params(link), NOW + 26 * MINUTE)).toBeNull()
  })

  it('stays the same for minutes, so that the live preview frame is not reloaded on every autosave', () => {
    expect(previewLink('/projects/a', Date.parse('2026-11-24T09:06:00Z'))).toBe(previewLink('/projects/a', Date.parse('2026-11-24T09:14:59Z')))
  })

  it('cannot be turned to another page, nor made to last longer', () => {
    const link = params(previewLink('/contents/news/opening', NOW))
    const otherPage = new URLSearchParams(link)
    otherPage.set('path', '/contents/news/secret')
    expect(verifyPreviewLink(otherPage, NOW)).toBeNull()
    const longer = new URLSearchParams(link)
    longer.set('expires', String(Number(link.get('expires')) + 60 * MINUTE))
    expect(verifyPreviewLink(longer, NOW)).toBeNull()
    expect(verifyPreviewLink(new URLSearchParams({ path: '/contents/news/opening' }), NOW)).toBeNull()
  })

  it('opens only a page of this site', () => {
    for (const path of ['https://evil.test/', '//evil.test/', '/\\evil.test', 'contents', '']) {
      expect(isSitePath(path)).toBe(false)
      expect(verifyPreviewLink(params(previewLink(path, NOW)), NOW)).toBeNull()
    }
    expect(isSitePath('/en/projects?x=1')).toBe(true)
  })
})

describe('a preview session', () => {
  it('is open until its end, and only when signed here', () => {
    const session = previewSession(NOW)
    expect(isOpenPreviewSession(session, NOW)).toBe(true)
    expect(isOpenPreviewSession(session, NOW + SESSION_LIFETIME_MS + 1)).toBe(false)
    const [end, signature] = session.split('.')
    expect(isOpenPreviewSession(`${Number(end) + 3_600_000}.${signature}`, NOW)).toBe(false)
    expect(isOpenPreviewSession('', NOW)).toBe(false)
    expect(isOpenPreviewSession(undefined, NOW)).toBe(false)
  })
})
