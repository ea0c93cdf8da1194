import http from 'node:http'
import type net from 'node:net'

/**
 * The common part of the CRM stand-ins (amocrm.ts, bitrix24.ts, macrocrm.ts, telegram.ts): a node:http
 * server on 127.0.0.1 that records every request it gets and answers as the API does, unless a failure
 * was queued for the next requests (`failNext`): an HTTP status with a body and headers, or a hang (the
 * request is read and never answered, as a timeout looks to the caller).
 */

export type Received = { method: string; path: string; headers: http.IncomingHttpHeaders; raw: string; json: unknown; form: Record<string, string> | null; at: number }

export type Failure = { status: number; body?: unknown; headers?: Record<string, string> } | 'hang'

export type Answer = { status: number; body: unknown; headers?: Record<string, string> }

export type StandIn = {
  url: string
  /** Every request, in order, failed ones included. */
  received: Received[]
  /** The requests that were answered as a success. */
  accepted: Received[]
  /** The next `times` requests get `failure` instead of the API's answer. */
  failNext: (times: number, failure: Failure) => void
  clearFailures: () => void
  close: () => Promise<void>
}

export async function startStandIn(answer: (request: Received) => Answer): Promise<StandIn> {
  const received: Received[] = []
  const accepted: Received[] = []
  const failures: Failure[] = []
  const sockets = new Set<net.Socket>()
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8')
      let json: unknown = null
      try {
        json = raw ? JSON.parse(raw) : null
      } catch {
        // not JSON
      }
      const form = String(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded') ? Object.fromEntries(new URLSearchParams(raw)) : null
      const request: Received = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, raw, json, form, at: Date.now() }
      received.push(request)
      const failure = failures.shift()
      if (failure === 'hang') return
      const reply = failure ?? answer(request)
      if (!failure && reply.status >= 200 && reply.status < 300) accepted.push(request)
      const body = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body)
      res.writeHead(reply.status, { 'Content-Type': typeof reply.body === 'string' ? 'text/plain; charset=utf-8' : 'application/json', ...reply.headers }).end(body)
    })
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  const port = await new Promise<number>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)))
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    accepted,
    failNext: (times, failure) => {
      for (let i = 0; i < times; i++) failures.push(failure)
    },
    clearFailures: () => void failures.splice(0),
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
