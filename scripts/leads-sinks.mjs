// Local stand-ins for the sales team's systems, used by the leads tests and `npm run bench:leads`:
// a CRM webhook receiver (verifies the signature, counts deliveries per idempotency key, can fail on
// purpose) and an SMTP sink (accepts every message, keeps Message-ID and Subject). localhost only.
import crypto from 'node:crypto'
import http from 'node:http'
import net from 'node:net'

/**
 * modes: 'ok' (200, a repeated key is answered 200 again and counted as a duplicate, like a CRM that
 * honours Idempotency-Key), 'error' (500), 'hang' (reads the request, never answers), 'down' (port closed).
 */
export async function startCrmReceiver({ port = 0, secret = '' } = {}) {
  /** @type {Map<string, number>} idempotency key -> times answered 2xx */
  const accepted = new Map()
  /** @type {Array<{ key: string, body: any }>} every accepted request */
  const deliveries = []
  const stats = { requests: 0, answered500: 0, hung: 0, badSignature: 0, duplicates: 0 }
  /** @type {Set<import('node:net').Socket>} */
  const sockets = new Set()
  let mode = 'ok'
  const server = http.createServer((req, res) => {
    /** @type {Buffer[]} */
    const chunks = []
    req.on('data', (c) => chunks.push(c))
    req.on('end', () => {
      stats.requests++
      if (mode === 'hang') {
        stats.hung++
        return
      }
      if (mode === 'error') {
        stats.answered500++
        res.writeHead(500).end('down for maintenance')
        return
      }
      const body = Buffer.concat(chunks).toString('utf8')
      const expected = `sha256=${crypto.createHmac('sha256', secret).update(body).digest('hex')}`
      if (secret && req.headers['x-signature-256'] !== expected) {
        stats.badSignature++
        res.writeHead(401).end('bad signature')
        return
      }
      const key = String(req.headers['idempotency-key'] ?? '')
      const times = accepted.get(key) ?? 0
      if (times > 0) stats.duplicates++
      accepted.set(key, times + 1)
      try {
        deliveries.push({ key, body: JSON.parse(body) })
      } catch {
        deliveries.push({ key, body })
      }
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}')
    })
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  /** @type {(p: number) => Promise<number>} */
  const listen = (p) => new Promise((resolve, reject) => server.once('error', reject).listen(p, 'localhost', () => resolve(boundPortOf(server))))
  const close = () =>
    /** @type {Promise<void>} */ (
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      })
    )
  const boundPort = await listen(port)
  return {
    url: `http://localhost:${boundPort}/hook`,
    port: boundPort,
    accepted,
    deliveries,
    stats,
    get mode() {
      return mode
    },
    /** @param {string} next 'ok', 'error', 'hang' or 'down' */
    async setMode(next) {
      if (next === mode) return
      if (mode === 'hang' || next === 'down') for (const socket of sockets) socket.destroy()
      if (next === 'down') await close()
      if (mode === 'down') await listen(boundPort)
      mode = next
    },
    close: () => (mode === 'down' ? Promise.resolve() : close()),
  }
}

/** A minimal SMTP server that accepts every message (no TLS, no auth). */
export async function startSmtpSink({ port = 0 } = {}) {
  /** @type {Array<{ messageId: string | null, subject: string | null, text: string }>} */
  const messages = []
  const server = net.createServer((socket) => {
    socket.setEncoding('utf8')
    let buffer = ''
    let inData = false
    /** @type {string[]} */
    let data = []
    socket.write('220 sink ESMTP\r\n')
    socket.on('data', (chunk) => {
      buffer += chunk
      let index
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index)
        buffer = buffer.slice(index + 2)
        if (inData) {
          if (line === '.') {
            inData = false
            const text = data.join('\n')
            messages.push({
              messageId: /^message-id:\s*(.+)$/im.exec(text)?.[1]?.trim() ?? null,
              subject: /^subject:\s*(.+)$/im.exec(text)?.[1]?.trim() ?? null,
              text,
            })
            data = []
            socket.write('250 queued\r\n')
          } else data.push(line.startsWith('..') ? line.slice(1) : line)
          continue
        }
        const verb = line.slice(0, 4).toUpperCase()
        if (verb === 'EHLO') socket.write('250-sink\r\n250 8BITMIME\r\n')
        else if (verb === 'HELO') socket.write('250 sink\r\n')
        else if (verb === 'DATA') {
          inData = true
          socket.write('354 go on\r\n')
        } else if (verb === 'QUIT') socket.end('221 bye\r\n')
        else socket.write('250 ok\r\n')
      }
    })
    socket.on('error', () => undefined)
  })
  /** @type {number} */
  const boundPort = await new Promise((resolve, reject) => server.once('error', reject).listen(port, 'localhost', () => resolve(boundPortOf(server))))
  return { port: boundPort, messages, close: () => /** @type {Promise<void>} */ (new Promise((resolve) => server.close(() => resolve()))) }
}

/** The port a listening server got (it listens on TCP here, never on a pipe). */
const boundPortOf = (/** @type {import('node:net').Server} */ server) => /** @type {import('node:net').AddressInfo} */ (server.address()).port

/**
 * As a process of its own (`node scripts/leads-sinks.mjs CONTROL_PORT SECRET`), so that a load generator
 * in another process cannot slow the "CRM" down: prints {"crm":…,"smtp":…} when ready and serves
 * GET /state (counts per idempotency key and per e-mail) and POST /mode?m=ok|error|hang|down on CONTROL_PORT.
 */
if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const [controlPort, secret = ''] = process.argv.slice(2)
  const crm = await startCrmReceiver({ secret })
  const smtp = await startSmtpSink()
  const mailCounts = () => {
    /** @type {Record<string, number>} */
    const counts = {}
    for (const message of smtp.messages) {
      const uid = /lead-([0-9a-f-]{36})@/.exec(message.messageId ?? '')?.[1]
      if (uid) counts[uid] = (counts[uid] ?? 0) + 1
    }
    return counts
  }
  const control = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    if (req.method === 'POST' && url.pathname === '/mode') {
      await crm.setMode(url.searchParams.get('m') ?? 'ok')
      res.end('{}')
      return
    }
    res.setHeader('Content-Type', 'application/json')
    res.end(JSON.stringify({ mode: crm.mode, stats: crm.stats, accepted: Object.fromEntries(crm.accepted), mails: mailCounts() }))
  })
  control.listen(Number(controlPort), 'localhost', () => console.log(JSON.stringify({ crm: crm.url, smtp: smtp.port })))
  process.on('SIGTERM', () => process.exit(0))
}
