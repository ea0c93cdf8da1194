import { describe, expect, it, vi } from 'vitest'

import { CHUNK_RELOAD_GUARD_MS, claimChunkReload, isChunkLoadError } from '../../src/client/chunk-reload'
import { readFavorites } from '../../src/client/favorites'
import { sendLead, type LeadRequest, type Uploader } from '../../src/client/lead-request'
import { captureUtm, readUtm, UTM_STORAGE_KEY } from '../../src/client/utm'

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial))
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data }
}

describe('UTM capture (spec §4)', () => {
  it('saves the four values when the URL has utm_source', () => {
    const storage = memoryStorage()
    captureUtm('?utm_source=google&utm_medium=cpc&utm_campaign=spring&x=1', storage)
    expect(JSON.parse(storage.data.get(UTM_STORAGE_KEY)!)).toEqual({ utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'spring', utm_term: '' })
    expect(readUtm(storage)).toEqual({ utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'spring' })
  })
  it('keeps earlier data when the URL has no utm_source', () => {
    const storage = memoryStorage({ [UTM_STORAGE_KEY]: JSON.stringify({ utm_source: 'mail' }) })
    captureUtm('?utm_medium=cpc', storage)
    expect(readUtm(storage)).toEqual({ utm_source: 'mail' })
  })
  it('reads broken data as none', () => {
    expect(readUtm(memoryStorage({ [UTM_STORAGE_KEY]: '{oops' }))).toEqual({})
  })
})

describe('outdated chunk reload (spec §8)', () => {
  it('recognises chunk load errors of webpack, Turbopack and native imports', () => {
    expect(isChunkLoadError(Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' }))).toBe(true)
    expect(isChunkLoadError(new Error('Failed to fetch dynamically imported module: /_next/static/chunks/a.js'))).toBe(true)
    expect(isChunkLoadError(new Error('Loading CSS chunk app failed'))).toBe(true)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false)
  })
  it('reloads once per 10 seconds', () => {
    const storage = memoryStorage()
    expect(claimChunkReload(storage, 1_000_000)).toBe(true)
    expect(claimChunkReload(storage, 1_000_000 + CHUNK_RELOAD_GUARD_MS - 1)).toBe(false)
    expect(claimChunkReload(storage, 1_000_000 + CHUNK_RELOAD_GUARD_MS)).toBe(true)
  })
})

describe('favorites', () => {
  it('reads ids and ignores anything else', () => {
    expect(readFavorites(memoryStorage({ favorites: '[1, 2, "x", 3.5]' }))).toEqual([1, 2])
    expect(readFavorites(memoryStorage({ favorites: 'nope' }))).toEqual([])
    expect(readFavorites(memoryStorage())).toEqual([])
  })
})

describe('lead requests (contract of the form endpoints, src/leads/http.ts)', () => {
  const callback = (overrides: Partial<LeadRequest> = {}): LeadRequest => ({
    endpoint: '/api/feedback/callback',
    values: { name: ' Айгерим ', phone: '+7 (701) 123-45-67', website: '' },
    visible: ['name', 'phone'],
    page: '/kk/projects',
    utm: { utm_source: 'google' },
    ...overrides,
  })
  const answer = (status: number, body?: unknown) => vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status }))

  it('posts JSON with the stripped phone, tracking data, page and language', async () => {
    const fetcher = answer(201, { data: { id: 1 } })
    expect(await sendLead(callback(), 'kk', { fetcher })).toEqual({ ok: true, data: { id: 1 } })
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/api/feedback/callback')
    expect(init.method).toBe('POST')
    expect(new Headers(init.headers).get('accept-language')).toBe('kk')
    expect(new Headers(init.headers).get('content-type')).toBe('application/json')
    expect(JSON.parse(init.body as string)).toEqual({ name: 'Айгерим', phone: '+77011234567', utm_source: 'google', page: '/kk/projects', website: '' })
  })
  it("sends the page's extra fields with the visitor's values", async () => {
    const fetcher = answer(201, { data: { id: 2 } })
    await sendLead(callback({ endpoint: '/api/feedback/reserves', extra: { estate_id: 7 } }), 'ru', { fetcher })
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/api/feedback/reserves')
    expect(JSON.parse(init.body as string)).toMatchObject({ estate_id: 7, name: 'Айгерим' })
  })
  it('returns field errors of the visible fields', async () => {
    const result = await sendLead(callback(), 'ru', {
      fetcher: answer(422, { message: 'validation_error', errors: { name: ['validation_required'], phone: ['validation_phone', 'validation_max'] } }),
    })
    expect(result).toEqual({ ok: false, fields: { name: ['validation_required'], phone: ['validation_phone', 'validation_max'] }, general: null })
  })
  it('returns a lone general message otherwise', async () => {
    expect(await sendLead(callback(), 'ru', { fetcher: answer(429, { message: 'too_many_requests' }) })).toEqual({ ok: false, fields: {}, general: 'too_many_requests' })
    expect(await sendLead(callback(), 'ru', { fetcher: answer(422, { message: 'validation_error', errors: { email: ['validation_email'] } }) })).toEqual({
      ok: false,
      fields: {},
      general: 'validation_error',
    })
    expect(await sendLead(callback(), 'ru', { fetcher: answer(502) })).toEqual({ ok: false, fields: {}, general: 'error-occurred' })
    expect(
      await sendLead(callback(), 'ru', {
        fetcher: vi.fn(async () => {
          throw new TypeError('offline')
        }),
      }),
    ).toEqual({ ok: false, fields: {}, general: 'error-occurred' })
  })
  it('uploads a file as multipart form data with its progress, and reads errors of the file field', async () => {
    const sent: Array<{ url: string; body: FormData; headers: Record<string, string> }> = []
    const progress: number[] = []
    const upload: Uploader = async (url, body, headers, onProgress) => {
      sent.push({ url, body, headers })
      onProgress(0.5)
      onProgress(1)
      return new Response(JSON.stringify({ message: 'validation_error', errors: { cv: ['validation_file_type'] } }), { status: 422 })
    }
    const cv = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' })
    const request = callback({
      endpoint: '/api/vacancies/application',
      values: { name: 'Айгерим', phone: '+7 (701) 123-45-67', email: 'a@b.kz', website: '' },
      visible: ['name', 'phone', 'email', 'cv'],
      extra: { vacancy_id: 3 },
      file: { field: 'cv', file: cv },
    })
    const result = await sendLead(request, 'en', { upload, onProgress: (share) => progress.push(share) })
    expect(result).toEqual({ ok: false, fields: { cv: ['validation_file_type'] }, general: null })
    expect(progress).toEqual([0.5, 1])
    expect(sent[0].url).toBe('/api/vacancies/application')
    expect(sent[0].headers['Accept-Language']).toBe('en')
    expect(sent[0].body.get('phone')).toBe('+77011234567')
    expect(sent[0].body.get('vacancy_id')).toBe('3')
    expect(sent[0].body.get('utm_source')).toBe('google')
    expect((sent[0].body.get('cv') as File).name).toBe('cv.pdf')
  })
})
