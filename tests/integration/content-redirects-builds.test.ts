import fs from 'node:fs'
import path from 'node:path'

import { beforeAll, describe, expect, inject, it } from 'vitest'

import { getJson } from './api-client'
import { expectValidation, getItem, qs } from './content-support'
import { createLocalized, uniqueSuffix, updateDocument } from './staff-session'

/** The redirect lookup (GET /api/redirects?path=) and the latest-build manifest (GET /api/builds/latest). */
describe.each(inject('targets'))('redirects and build manifest on $name', ({ baseUrl }) => {
  const run = uniqueSuffix()
  const f: Record<string, any> = {}

  beforeAll(async () => {
    // Stored as typed by an editor: the collection hook normalises `from`.
    f.shared = await createLocalized(baseUrl, 'redirects', { from: `/It-Old-News-${run}/`, to: '/contents/news', status: '302' })
    f.english = await createLocalized(baseUrl, 'redirects', { from: `/en/it-old-about-${run}`, to: '/en/about', status: '301' })
    f.external = await createLocalized(baseUrl, 'redirects', { from: `/it-partner-${run}`, to: 'https://partner.example.com/landing', status: '307' })
  })

  const lookup = async (p: string, locale = 'ru') => {
    const { status, body, headers } = await getJson(baseUrl, `/api/redirects${qs({ path: p })}`, locale)
    expect(status, `${p} -> ${JSON.stringify(body)}`).toBe(200)
    expect(Object.keys(body)).toEqual(['data'])
    expect(headers.get('cache-control')).toMatch(/public/)
    return body.data
  }

  describe('GET /api/redirects', () => {
    it('answers the target of a matching path, normalising case, slashes and the query string', async () => {
      expect(await lookup(`/it-old-news-${run}`)).toEqual({ to: '/contents/news', status: 302 })
      expect(await lookup(`/IT-OLD-NEWS-${run}//?utm_source=x`)).toEqual({ to: '/contents/news', status: 302 })
      expect(await lookup(`/it-partner-${run}`)).toEqual({ to: 'https://partner.example.com/landing', status: 307 })
    })
    it('matches a rule with a language prefix in that language, and a rule without one in every language', async () => {
      expect(await lookup(`/en/it-old-about-${run}`)).toEqual({ to: '/en/about', status: 301 })
      expect(await lookup(`/it-old-about-${run}`)).toBeNull()
      expect(await lookup(`/kk/it-old-news-${run}`)).toEqual({ to: '/kk/contents/news', status: 302 })
      expect(await lookup(`/en/it-partner-${run}`)).toEqual({ to: 'https://partner.example.com/landing', status: 307 })
    })
    it('answers {data: null} when nothing matches', async () => {
      expect(await lookup('/projects')).toBeNull()
      expect(await lookup(`/it-nothing-${run}`)).toBeNull()
      expect(await lookup('/новости/старые')).toBeNull()
    })
    it('follows an editor change at once', async () => {
      await updateDocument(baseUrl, 'redirects', f.shared.id, { to: '/contents/promo', status: '301' })
      expect(await lookup(`/it-old-news-${run}`)).toEqual({ to: '/contents/promo', status: 301 })
    })
    it('answers 422 for a missing or malformed path, never 500', async () => {
      await expectValidation(baseUrl, '/api/redirects', ['path'])
      for (const value of ['', 'no-leading-slash', '/<script>alert(1)</script>', "/x' OR '1'='1", '/a b', `/${'a'.repeat(1001)}`, '/x\u0000y']) {
        await expectValidation(baseUrl, `/api/redirects${qs({ path: value })}`, ['path'])
      }
      await expectValidation(baseUrl, '/api/redirects?path=/a&path=/b', ['path'])
    })
  })

  describe('GET /api/builds/latest', () => {
    const buildId = fs.readFileSync(path.resolve('.next/BUILD_ID'), 'utf8').trim()

    it("answers the running build's id, never cached", async () => {
      const response = await fetch(`${baseUrl}/api/builds/latest`)
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('no-store')
      const body = await response.json()
      expect(body).toEqual({ id: buildId, built_at: expect.any(String) })
      expect(Number.isNaN(Date.parse(body.built_at))).toBe(false)
    })
    it('ignores the timestamp query the client adds', async () => {
      for (const t of [Date.now(), 'abc', '<script>']) {
        const { status, body, headers } = await getJson(baseUrl, `/api/builds/latest${qs({ t })}`)
        expect(status).toBe(200)
        expect(body.id).toBe(buildId)
        expect(headers.get('cache-control')).toBe('no-store')
      }
    })
  })

  it('serves a redirect and a build id to any language', async () => {
    expect((await getItem(baseUrl, `/api/redirects${qs({ path: `/it-partner-${run}` })}`, 'kk')).to).toBe('https://partner.example.com/landing')
  })
})
