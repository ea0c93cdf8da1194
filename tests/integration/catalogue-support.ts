import { expect } from 'vitest'

import { getJson } from './api-client'

/** Shared helpers of the catalogue API tests (complexes, houses, estates, calculators...). */

export const LOCALES = ['ru', 'kk', 'en'] as const

/** Values no numeric, code or id parameter may accept. */
export const HOSTILE_VALUES = ["'; DROP TABLE estates;--", '<script>alert(1)</script>', '-5', 'abc', '1e999', 'x'.repeat(300)]
/** Values no free-text parameter may accept either (markup and SQL punctuation). */
export const HOSTILE_TEXT = ["'; DROP TABLE estates;--", '<script>alert(1)</script>', 'x'.repeat(300)]

export const query = (params: Record<string, string | number | Array<string | number>>): string => {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    if (Array.isArray(value)) for (const v of value) search.append(key, String(v))
    else search.append(key, String(value))
  }
  const text = search.toString()
  return text ? `?${text}` : ''
}

/** GET that must succeed with a JSON body. */
export async function ok(baseUrl: string, path: string, locale = 'ru'): Promise<any> {
  const { status, body } = await getJson(baseUrl, path, locale)
  expect(status, `${path}: ${JSON.stringify(body).slice(0, 300)}`).toBe(200)
  return body
}

/** GET that must answer 422 with field errors, naming `field` when given. */
export async function rejects(baseUrl: string, path: string, field?: string): Promise<void> {
  const { status, body } = await getJson(baseUrl, path)
  expect(status, `${path}: ${JSON.stringify(body).slice(0, 300)}`).toBe(422)
  expect(body.message).toBe('validation_error')
  expect(typeof body.errors).toBe('object')
  if (field) expect(Object.keys(body.errors), path).toContain(field)
  expect(JSON.stringify(body)).not.toMatch(/at .*\.(js|ts):\d+/)
}

/** Each hostile value in each parameter answers 422, never 500 and never a stack trace. */
export async function rejectsHostile(baseUrl: string, path: string, params: string[], values = HOSTILE_VALUES): Promise<void> {
  for (const param of params) {
    for (const value of values) {
      const separator = path.includes('?') ? '&' : '?'
      await rejects(baseUrl, `${path}${separator}${new URLSearchParams({ [param]: value })}`, param)
    }
  }
}

export async function notFound(baseUrl: string, path: string): Promise<void> {
  const { status, body } = await getJson(baseUrl, path)
  expect(status, path).toBe(404)
  expect(body).toEqual({ message: 'not_found' })
}

export function expectPageMeta(body: any, page: number, perPage: number): void {
  expect(body.meta).toEqual({
    current_page: page,
    per_page: perPage,
    total: expect.any(Number),
    last_page: Math.max(1, Math.ceil(body.meta.total / perPage)),
  })
  expect(body.data.length).toBeLessThanOrEqual(perPage)
}

export const expectMedia = (value: any): void => {
  if (value === null) return
  expect(value).toMatchObject({ id: expect.any(Number), url: expect.any(String), alt: expect.any(String), sizes: expect.any(Object) })
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * A staff token for Payload's REST. The first test that needs one registers the first user (an admin);
 * later ones log in with the same account.
 */
export const STAFF = { email: 'it-admin@example.test', password: 'It-admin-password-42' }

export async function staffToken(baseUrl: string): Promise<string> {
  const post = (path: string) =>
    fetch(`${baseUrl}/cms-api/users/${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(STAFF) })
  const registered = await post('first-register')
  if (registered.ok) return (await registered.json()).token
  const login = await post('login')
  const body = await login.json()
  if (!login.ok || !body.token) throw new Error(`cannot get a staff token: ${JSON.stringify(body)}`)
  return body.token
}

/** Polls `read` until `done` holds; returns the milliseconds it took, or throws after `timeoutMs`. */
export async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 5000): Promise<number> {
  const start = Date.now()
  let last: T | undefined
  while (Date.now() - start < timeoutMs + 2000) {
    last = await read()
    if (done(last)) return Date.now() - start
    await sleep(100)
  }
  throw new Error(`condition not met after ${timeoutMs} ms; last value ${JSON.stringify(last).slice(0, 300)}`)
}
