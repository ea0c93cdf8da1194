import { expect } from 'vitest'

import { getJson } from './api-client'

/** Assertions shared by the content API tests (tests/integration/content-*.test.ts). */

/** Nonsense an id or page parameter may receive: words, negatives, fractions, markup, SQL, overflow. */
export const BAD_NUMBERS = ['abc', '-1', '0', '1.5', '<script>alert(1)</script>', "1' OR '1'='1", '1; DROP TABLE articles', '99999999999999999999999']

export const qs = (params: Record<string, string | number>): string =>
  '?' +
  Object.entries(params)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&')

export async function expectValidation(baseUrl: string, path: string, fields: string[]): Promise<void> {
  const { status, body, headers } = await getJson(baseUrl, path)
  expect(status, `${path} -> ${JSON.stringify(body)}`).toBe(422)
  expect(body.message).toBe('validation_error')
  for (const field of fields) {
    expect(body.errors?.[field], `${path}: errors.${field} in ${JSON.stringify(body)}`).toEqual(expect.arrayContaining([expect.stringMatching(/^validation_/)]))
  }
  expect(headers.get('cache-control')).toBe('no-store')
}

export async function expectNotFound(baseUrl: string, path: string): Promise<void> {
  const { status, body } = await getJson(baseUrl, path)
  expect(status, `${path} -> ${JSON.stringify(body)}`).toBe(404)
  expect(body).toEqual({ message: 'not_found' })
}

/** GETs a list endpoint and checks the `{data: [...]}` envelope and read-cache headers. */
export async function getList(baseUrl: string, path: string, locale = 'ru'): Promise<any[]> {
  const { status, body, headers } = await getJson(baseUrl, path, locale)
  expect(status, `${path} -> ${JSON.stringify(body)}`).toBe(200)
  expect(Array.isArray(body.data), `${path} has a data array`).toBe(true)
  expect(headers.get('cache-control')).toMatch(/public/)
  expect(headers.get('vary')).toMatch(/Accept-Language/i)
  return body.data
}

export async function getItem(baseUrl: string, path: string, locale = 'ru'): Promise<any> {
  const { status, body } = await getJson(baseUrl, path, locale)
  expect(status, `${path} -> ${JSON.stringify(body)}`).toBe(200)
  expect(body.data).toBeTypeOf('object')
  return body.data
}

/** A page of a list: `{data, meta: {current_page, per_page, total, last_page}}` with consistent numbers. */
export async function getPage(baseUrl: string, path: string, locale = 'ru'): Promise<{ data: any[]; meta: any }> {
  const { status, body } = await getJson(baseUrl, path, locale)
  expect(status, `${path} -> ${JSON.stringify(body)}`).toBe(200)
  expect(Object.keys(body).sort()).toEqual(['data', 'meta'])
  const { meta } = body
  expect(Object.keys(meta).sort()).toEqual(['current_page', 'last_page', 'per_page', 'total'])
  expect(meta.last_page).toBe(Math.max(1, Math.ceil(meta.total / meta.per_page)))
  expect(body.data.length).toBeLessThanOrEqual(meta.per_page)
  return body
}

/** Shape of a public image (src/services/media.ts), or null. */
export function expectMedia(value: unknown): void {
  if (value === null) return
  expect(value).toMatchObject({ id: expect.any(Number), url: expect.stringMatching(/^\/|^https?:/), alt: expect.any(String) })
}

/** Endpoints without parameters ignore unknown ones (cache-busters like ?t=) and never fail on junk. */
export async function expectJunkIgnored(baseUrl: string, path: string): Promise<void> {
  const junk = qs({ page: 'abc', t: Date.now(), q: '<script>alert(1)</script>', id: "1' OR '1'='1" })
  const { status } = await getJson(baseUrl, `${path}${path.includes('?') ? '&' + junk.slice(1) : junk}`)
  expect(status, path).toBe(200)
}
