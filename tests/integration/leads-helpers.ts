import crypto from 'node:crypto'
import http from 'node:http'

import { createClient } from '@libsql/client'
import pg from 'pg'

import { rtf, validDoc, validDocx, validPdf } from '../support/cv-samples'
import type { ServerTarget } from '../support/server'
import { TEST_ADMIN } from '../support/staff'

/** Helpers of the leads integration tests: requests from a given address, the database as it is, files. */

let ipCounter = 0
/** A fresh client address per call, so that tests never share a rate-limit bucket. */
export const freshIp = (): string => `198.51.${(process.pid + ++ipCounter) % 250}.${Math.floor(Math.random() * 250) + 1}`

let phoneCounter = 0
/** A fresh valid Kazakhstan mobile number (distinct requests are never merged as duplicates). */
export const freshPhone = (): string => `+7701${String((Date.now() + ++phoneCounter * 7919) % 10_000_000).padStart(7, '0')}`

export type Answer = { status: number; body: any; headers: Headers }

export async function send(baseUrl: string, path: string, body: BodyInit | null, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'X-Forwarded-For': freshIp(), 'Accept-Language': 'ru', ...headers },
    body,
  })
  const text = await response.text()
  let parsed: unknown = text
  try {
    parsed = JSON.parse(text)
  } catch {
    // not JSON: keep the text for the assertion message
  }
  return { status: response.status, body: parsed, headers: response.headers }
}

export const postJson = (baseUrl: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  send(baseUrl, path, JSON.stringify(body), { 'Content-Type': 'application/json', ...headers })

/** Rows straight from the target's database (SQLite file or PostgreSQL), `?` placeholders. */
export async function query<T = Record<string, unknown>>(target: ServerTarget, sql: string, params: unknown[] = []): Promise<T[]> {
  if (target.databaseUrl) {
    const client = new pg.Client({ connectionString: target.databaseUrl })
    await client.connect()
    try {
      let n = 0
      const { rows } = await client.query(
        sql.replace(/\?/g, () => `$${++n}`),
        params,
      )
      return rows as T[]
    } finally {
      await client.end()
    }
  }
  const client = createClient({ url: `file:${target.dataDir}/site.db` })
  try {
    const { rows } = await client.execute({ sql, args: params as never[] })
    return rows.map((row) => ({ ...row })) as T[]
  } finally {
    client.close()
  }
}

export async function countLeads(target: ServerTarget): Promise<number> {
  const [row] = await query<{ n: number | string }>(target, 'SELECT COUNT(*) AS n FROM leads')
  return Number(row.n)
}

export async function waitFor<T>(what: string, check: () => Promise<T | null | undefined | false> | T | null | undefined | false, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/** A body of `totalBytes` sent in 64 KB chunks; resolves with the answer and how much had been sent. */
export function sendHuge(baseUrl: string, path: string, contentType: string, totalBytes: number, chunked: boolean): Promise<{ status: number; body: string; sentBytes: number }> {
  const url = new URL(path, baseUrl)
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { 'Content-Type': contentType, 'X-Forwarded-For': freshIp() }
    if (!chunked) headers['Content-Length'] = totalBytes
    const request = http.request({ host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers })
    const chunk = Buffer.alloc(64 * 1024, 'a')
    let sent = 0
    let answered = false
    request.on('response', (response) => {
      const parts: Buffer[] = []
      response.on('data', (part: Buffer) => parts.push(part))
      response.on('end', () => {
        answered = true
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(parts).toString('utf8'), sentBytes: sent })
        request.destroy()
      })
    })
    // A server may close the connection right after an early answer: give the answer a moment to arrive.
    request.on('error', (error) => setTimeout(() => answered || reject(error), 1000))
    const pump = () => {
      while (!answered && sent < totalBytes) {
        sent += chunk.length
        if (!request.write(chunk)) {
          request.once('drain', pump)
          return
        }
      }
      if (!answered) request.end()
    }
    pump()
  })
}

/** Small real files of each accepted CV type, valid through and through (tests/support/cv-samples.ts), and one impostor. */
export const files = {
  pdf: validPdf,
  rtf: () => rtf(),
  exe: () => Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00', 'latin1'), Buffer.alloc(2048)]),
  /** An OLE compound file whose directory holds a WordDocument stream, like every .doc. */
  doc: () => validDoc(),
  docx: validDocx,
}

export const sha256 = (data: Buffer): string => crypto.createHash('sha256').update(data).digest('hex')

/** A multipart body with text fields and an optional file under `cv`. */
export function multipart(fields: Record<string, string>, file?: { name: string; type: string; data: Buffer }): FormData {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  if (file) form.append('cv', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name)
  return form
}

/** Staff accounts on a fresh store: the server's first administrator (tests/support/staff.ts), and an editor and a sales manager it creates. */
export async function createStaff(baseUrl: string): Promise<Record<'admin' | 'editor' | 'sales', string>> {
  const api = `${baseUrl}/cms-api/users`
  const json = { 'Content-Type': 'application/json' }
  const password = `Pw-${crypto.randomBytes(6).toString('hex')}`
  const login = async (email: string, secret = password) => {
    const response = await fetch(`${api}/login`, { method: 'POST', headers: json, body: JSON.stringify({ email, password: secret }) })
    return ((await response.json()) as { token: string }).token
  }
  const admin = await login(TEST_ADMIN.email, TEST_ADMIN.password)
  for (const role of ['editor', 'sales']) {
    const created = await fetch(api, {
      method: 'POST',
      headers: { ...json, Authorization: `JWT ${admin}` },
      body: JSON.stringify({ email: `${role}@leads.test`, password, role }),
    })
    if (!created.ok) throw new Error(`create ${role}: ${created.status} ${await created.text()}`)
  }
  return { admin, editor: await login('editor@leads.test'), sales: await login('sales@leads.test') }
}

/** Payload REST as a staff member (token) or anonymously. */
export async function cms(baseUrl: string, path: string, token?: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${baseUrl}/cms-api${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `JWT ${token}` } : {}), ...(init.headers as Record<string, string>) },
  })
}
