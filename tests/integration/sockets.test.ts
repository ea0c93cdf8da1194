import fs from 'node:fs'
import net from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { rawExchange } from '../support/raw-http'
import { startServer, type RunningServer } from '../support/server'

/**
 * Connections the server must not keep (scripts/server.mjs): upgrade requests (WebSocket, h2c) are
 * refused and closed at once on every path, half-closed or not (an outside probe left 206 sockets of 200
 * upgrade requests in CLOSE-WAIT for 30 minutes), and a connection that sends nothing is closed after
 * REQUEST_HEADERS_TIMEOUT_SECONDS (2 s here, 10 s by default), while a slow request body goes on.
 * The server's own file descriptors show what it keeps.
 */

const HEADERS_TIMEOUT_MS = 2000
const UPGRADE_PATHS = ['/_next/x', '/Projects/', '/', '/api/health', '/cms-api/users/me']

const upgradeRequest = (path: string, index: number) =>
  [
    `GET ${path} HTTP/1.1`,
    'Host: localhost',
    ...(index % 10 === 9
      ? ['Upgrade: h2c', 'Connection: Upgrade, HTTP2-Settings', 'HTTP2-Settings: AAMAAABkAARAAAAAAAIAAAAA']
      : ['Upgrade: websocket', 'Connection: Upgrade', 'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==', 'Sec-WebSocket-Version: 13']),
    '',
    '',
  ].join('\r\n')

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('sockets of the production server', () => {
  let server: RunningServer
  const descriptors = () => fs.readdirSync(`/proc/${server.process.pid}/fd`).length

  /** Waits up to `ms` for the server's descriptors to come down to `level`; the last count and the time taken. */
  async function descriptorsBackTo(level: number, ms: number) {
    const started = Date.now()
    let count = descriptors()
    while (count > level && Date.now() - started < ms) {
      await sleep(100)
      count = descriptors()
    }
    return { count, ms: Date.now() - started }
  }

  beforeAll(async () => {
    server = await startServer({ name: 'sockets', env: { SEED_ON_EMPTY: 'false', REQUEST_HEADERS_TIMEOUT_SECONDS: String(HEADERS_TIMEOUT_MS / 1000) } })
    // First requests open what the server keeps for good (database, caches): take the level after them.
    for (const path of ['/api/health', '/projects', '/_next/x']) await fetch(`${server.baseUrl}${path}`).then((response) => response.arrayBuffer())
  })
  afterAll(async () => {
    await server?.stop()
    if (server && !process.env.KEEP_TEST_DATA) fs.rmSync(server.dataDir, { recursive: true, force: true })
  })

  it('refuses 200 upgrade requests on every path, half-closed or not, closes them at once and gives their descriptors back', async () => {
    // Keep-alive connections of the warm-up close after 5 s; wait for them to take the level.
    await sleep(5500)
    const before = descriptors()
    const started = Date.now()
    const exchanges = await Promise.all(
      Array.from({ length: 200 }, (_, index) => {
        const path = UPGRADE_PATHS[index % UPGRADE_PATHS.length]
        return rawExchange(server.baseUrl, upgradeRequest(path, index), { halfClose: index % 3 === 0, waitMs: 5000 }).then((exchange) => ({ path, index, ...exchange }))
      }),
    )
    const allClosedMs = Date.now() - started
    for (const { path, index, status, headers, body, closed } of exchanges) {
      const label = `${index} ${path}`
      expect(closed, label).toBe(true)
      expect(status, label).toBe(400)
      expect(headers.connection, label).toBe('close')
      expect(headers['x-content-type-options'], label).toBe('nosniff')
      if (path.startsWith('/api/')) expect(JSON.parse(body), label).toEqual({ message: 'upgrade_not_supported' })
      else expect(body, label).toMatch(/^Bad Request/)
    }
    const after = await descriptorsBackTo(before + 5, 5000)
    console.log(
      `[sockets] 200 upgrade requests: all answered and closed within ${allClosedMs} ms (slowest ${Math.max(...exchanges.map((e) => e.ms))} ms); descriptors ${before} before, ${after.count} ${after.ms} ms after`,
    )
    expect(after.count).toBeLessThanOrEqual(before + 5)
  })

  it('closes a connection that sends nothing, or drips its headers, with 408 after the headers timeout', async () => {
    const [silent, dripping] = await Promise.all([
      rawExchange(server.baseUrl, '', { waitMs: HEADERS_TIMEOUT_MS + 3000 }),
      rawExchange(server.baseUrl, 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n', { waitMs: HEADERS_TIMEOUT_MS + 3000 }),
    ])
    console.log(`[sockets] headers timeout ${HEADERS_TIMEOUT_MS} ms: silent connection closed after ${silent.ms} ms, dripping one after ${dripping.ms} ms`)
    for (const exchange of [silent, dripping]) {
      expect(exchange.closed).toBe(true)
      expect(exchange.status).toBe(408)
      expect(exchange.ms).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 100)
      expect(exchange.ms).toBeLessThan(HEADERS_TIMEOUT_MS + 1500)
    }
  })

  it('closes a connection idle after its answer within the keep-alive timeout (5 s), and a half-closed one at once', async () => {
    const idle = await rawExchange(server.baseUrl, 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n', { waitMs: 8000 })
    expect(idle.status).toBe(200)
    expect(idle.closed).toBe(true)
    expect(idle.ms).toBeGreaterThanOrEqual(4900)
    expect(idle.ms).toBeLessThan(7000)
    const halfClosed = await rawExchange(server.baseUrl, 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n', { halfClose: true, waitMs: 3000 })
    expect(halfClosed.closed).toBe(true)
    expect(halfClosed.ms).toBeLessThan(2000)
  })

  it('lets a request body arrive slowly, long after the headers timeout (an upload over a slow link)', async () => {
    // No phone: the route reads the whole body, then refuses it (no lead is made).
    const body = JSON.stringify({ name: 'Slow Upload', message: 'x'.repeat(200) })
    const { hostname, port } = new URL(server.baseUrl)
    const exchange = await new Promise<{ text: string; ms: number }>((resolve, reject) => {
      const started = Date.now()
      let text = ''
      const socket = net.connect(Number(port), hostname, async () => {
        socket.write(
          `POST /api/feedback/callback HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nX-Forwarded-For: 10.9.8.7\r\nConnection: close\r\n\r\n`,
        )
        // The body in pieces of 40 characters, spread over twice the headers timeout.
        const pieces = body.match(/[\s\S]{1,40}/g) ?? []
        for (const piece of pieces) {
          await sleep((2 * HEADERS_TIMEOUT_MS) / pieces.length)
          if (!socket.destroyed) socket.write(piece)
        }
      })
      socket.on('data', (chunk) => (text += chunk))
      socket.on('error', reject)
      socket.on('close', () => resolve({ text, ms: Date.now() - started }))
    })
    expect(exchange.ms).toBeGreaterThanOrEqual(2 * HEADERS_TIMEOUT_MS - 200)
    // The route's own answer to the form (whatever it thinks of it), never the server's 408.
    const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(exchange.text)?.[1])
    expect(status).toBeGreaterThanOrEqual(200)
    expect(status).toBeLessThan(500)
    expect(status).not.toBe(408)
    expect(exchange.text).toMatch(/content-type: application\/json/i)
  })
})
