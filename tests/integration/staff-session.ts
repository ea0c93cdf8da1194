import { TEST_ADMIN } from '../support/staff'

/**
 * A staff session for integration tests that need to write through Payload's REST (/cms-api), e.g. to
 * create an unpublished document and show that the public API hides it. Tests talk HTTP only.
 *
 * Every test server starts with the same administrator (ADMIN_EMAIL and ADMIN_PASSWORD, tests/support/staff.ts);
 * tests log in as it. Tokens are remembered per server for the test file's lifetime.
 */
export const STAFF_EMAIL = TEST_ADMIN.email
export const STAFF_PASSWORD = TEST_ADMIN.password

const tokens = new Map<string, Promise<string>>()

async function postJson(url: string, body: unknown): Promise<{ status: number; body: any }> {
  const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
  return { status: response.status, body: await response.json().catch(() => null) }
}

async function openSession(baseUrl: string): Promise<string> {
  const login = await postJson(`${baseUrl}/cms-api/users/login`, { email: STAFF_EMAIL, password: STAFF_PASSWORD })
  if (login.status !== 200 || !login.body?.token) throw new Error(`staff login failed (${login.status}): ${JSON.stringify(login.body)}`)
  return login.body.token
}

/** A JWT of the test admin on that server (send as `Authorization: JWT <token>`). */
export function staffToken(baseUrl: string): Promise<string> {
  let token = tokens.get(baseUrl)
  if (!token) {
    token = openSession(baseUrl)
    token.catch(() => tokens.delete(baseUrl))
    tokens.set(baseUrl, token)
  }
  return token
}

export type Locale = 'ru' | 'kk' | 'en'

/** Calls Payload's REST as the test admin; throws with the answer when it is not a success. */
export async function cms(baseUrl: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<any> {
  const token = await staffToken(baseUrl)
  const response = await fetch(`${baseUrl}/cms-api${path}`, {
    method,
    headers: { Authorization: `JWT ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`${method} /cms-api${path} -> ${response.status}: ${text}`)
  return text ? JSON.parse(text) : null
}

type Texts = Record<string, unknown>

/**
 * Creates a document with its Russian texts, then adds the Kazakh and English ones (Payload stores one
 * locale per write). A translation may be a function of the created document: rows of arrays must be
 * sent with their ids, or Payload replaces the rows and the Russian texts are lost. Returns the
 * created document (as stored in Russian).
 */
export async function createLocalized(
  baseUrl: string,
  collection: string,
  data: Texts,
  translations: Partial<Record<Exclude<Locale, 'ru'>, Texts | ((doc: any) => Texts)>> = {},
): Promise<any> {
  // Published unless the test says otherwise (`_status: 'draft'`); collections without drafts ignore it.
  const { doc } = await cms(baseUrl, 'POST', `/${collection}?locale=ru`, { _status: 'published', ...data })
  for (const [locale, texts] of Object.entries(translations)) {
    await cms(baseUrl, 'PATCH', `/${collection}/${doc.id}?locale=${locale}`, typeof texts === 'function' ? texts(doc) : texts)
  }
  return doc
}

/** Array rows of a created document with new texts, keeping the row ids (see createLocalized). */
export const sameRows = (rows: Array<{ id: string }>, texts: string[]): Array<{ id: string; text: string }> => rows.map((row, index) => ({ id: row.id, text: texts[index] }))

export const updateDocument = (baseUrl: string, collection: string, id: number, data: Record<string, unknown>, locale: Locale = 'ru') =>
  cms(baseUrl, 'PATCH', `/${collection}/${id}?locale=${locale}`, data)

/** A 1x1 PNG uploaded to the media collection; returns its id. */
export async function uploadPixel(baseUrl: string, alt = 'test pixel'): Promise<number> {
  const token = await staffToken(baseUrl)
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')
  const form = new FormData()
  form.append('file', new Blob([png], { type: 'image/png' }), `it-pixel-${Date.now()}.png`)
  form.append('_payload', JSON.stringify({ alt }))
  const response = await fetch(`${baseUrl}/cms-api/media`, { method: 'POST', headers: { Authorization: `JWT ${token}` }, body: form })
  if (!response.ok) throw new Error(`media upload -> ${response.status}: ${await response.text()}`)
  return (await response.json()).doc.id
}

/** A short random suffix for unique slugs and keys within one test run. */
export const uniqueSuffix = (): string => Math.random().toString(36).slice(2, 8)

/** A random word of Cyrillic and Kazakh capitals: titles that SQLite's ASCII-only LIKE cannot fold. */
export function cyrillicToken(length = 7): string {
  const letters = 'АБВГДЕЖЗИКЛМНОПРСТУФХЦЧШЭЮЯӘҒҚҢӨҰҮҺІ'
  return Array.from({ length }, () => letters[Math.floor(Math.random() * letters.length)]).join('')
}
