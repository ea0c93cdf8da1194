#!/usr/bin/env node
// The production server: Next.js's request handler behind Brotli compression. `next start` compresses
// with gzip only; browsers accept Brotli, which makes a catalogue page's HTML about 30% smaller (Cyrillic
// text and the RSC payload compress well) and its JavaScript about 15% smaller. Build output under
// /_next/static is served from the .br files scripts/precompress-static.mjs writes at build time
// (quality 11); everything else is compressed as it streams (quality 5: a few ms per page).
// Every answer carries the security headers, and each HTML answer a Content-Security-Policy with the
// hashes of its own inline scripts (src/lib/security-headers.js; docs/operations.md, "Security headers"). Methods the
// site does not use, upgrade requests and idle connections get short shrift (src/lib/request-target.js,
// `timeouts` below).
// PORT (3000) and HOST (0.0.0.0) pick the address, as for `next start`. A setting it cannot use (docs/operations.md,
// "Configuration") stops the start with the variable's name.
import fs from 'node:fs'
import { createServer, STATUS_CODES } from 'node:http'
import path from 'node:path'
import zlib from 'node:zlib'

import compression from 'compression'
import next from 'next'

import { CLIENT_ADDRESS_HEADER, clientAddress } from '../src/lib/client-address.js'
import { exitOnConfigProblems, s3Config, serverConfig, storeConfig } from '../src/lib/config.js'
import { apiRouteMatcher, earlyAnswer, originForm, ROUTER_DATA_HEADER } from '../src/lib/request-target.js'
import { hasPreviewCookie } from '../src/lib/preview-constants.js'
import { createResponseCache } from '../src/lib/response-cache.mjs'
import { startScriptsAfterFirstPaint } from '../src/lib/scripts-after-first-paint.js'
import { baseHeaders, hashInlineScripts, isAdminPath, siteOptions } from '../src/lib/security-headers.js'

exitOnConfigProblems()

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const port = serverConfig.port()
const hostname = serverConfig.host()
const staticDir = path.join(root, '.next', 'static')
const trustedProxies = serverConfig.trustedProxies()
// The security headers' settings (maps key, HTTPS), read once: a restart applies a change (docs/operations.md).
const securityOptions = siteOptions()
// An editor's draft preview may be framed by the admin's live preview (src/proxy-rules/preview-session.ts).
const previewOptions = { ...securityOptions, framedBySelf: true }
const securityHeaders = {
  site: Object.entries(baseHeaders('/', securityOptions)),
  preview: Object.entries(baseHeaders('/', previewOptions)),
  admin: Object.entries(baseHeaders('/admin', securityOptions)),
}
/**
 * Which of the security headers' sets a request gets.
 * @param {import('node:http').IncomingMessage} req
 * @returns {keyof typeof securityHeaders}
 */
const headerSet = (req) => (isAdminPath(req.url ?? '/') ? 'admin' : hasPreviewCookie(req.headers.cookie) ? 'preview' : 'site')
// The API routes of this build, so that an unknown API path is a 404 here (src/lib/request-target.js).
const isApiRoute = apiRouteMatcher(Object.keys(JSON.parse(fs.readFileSync(path.join(root, '.next', 'server', 'app-paths-manifest.json'), 'utf8'))))

const app = next({ dev: false, dir: root, hostname, port })
const handle = app.getRequestHandler()

// Everything but the precompressed build files below (and those too, for a build without .br copies).
const compress = compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }, threshold: 1024 })

/** @type {Record<string, string | undefined>} */
const CONTENT_TYPES = { '.js': 'application/javascript; charset=UTF-8', '.css': 'text/css; charset=UTF-8' }
const acceptsBrotli = (/** @type {string | undefined} */ header = '') => header.split(',').some((part) => /^\s*br\s*(;\s*q=(?!0(\.0+)?\s*$)[\d.]+)?\s*$/.test(part))
/** @typedef {{ file: string, size: number, type: string }} BrotliAsset */
/** @type {Map<string, BrotliAsset>} */
const precompressed = new Map()

/**
 * The .br file of a build asset, when there is one: its path, size and type. Found ones are remembered
 * (the build's files are few and never change); anything else, such as a made-up URL, goes on to Next.
 * @param {string} url
 * @returns {BrotliAsset | null | undefined}
 */
function brotliFile(url) {
  const pathname = url.split('?')[0]
  if (precompressed.has(pathname)) return precompressed.get(pathname)
  try {
    const file = path.join(staticDir, decodeURIComponent(pathname.slice('/_next/static/'.length)))
    const type = CONTENT_TYPES[path.extname(file)]
    if (!type || !file.startsWith(staticDir + path.sep)) return null
    const asset = { file: `${file}.br`, size: fs.statSync(`${file}.br`).size, type }
    precompressed.set(pathname, asset)
    return asset
  } catch {
    // a malformed URL, or no precompressed copy
    return null
  }
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {BrotliAsset} asset
 */
function serveBrotli(req, res, asset) {
  res.writeHead(200, {
    'Content-Type': asset.type,
    'Content-Encoding': 'br',
    'Content-Length': asset.size,
    'Cache-Control': 'public, max-age=31536000, immutable',
    Vary: 'Accept-Encoding',
  })
  if (req.method === 'HEAD') return res.end()
  fs.createReadStream(asset.file).pipe(res)
}

/**
 * The image variants on local disk (src/lib/image-variant-store.ts), sent here as the static files they are
 * (a fifth of the time through Next's route). A missing one, or a bucket's (S3_BUCKET), goes on to the
 * route (src/app/img), which makes or fetches it.
 */
const variantsDir = s3Config.bucket() ? null : path.resolve(storeConfig.dataDir(), 'media-variants')

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @returns {boolean} whether it answered
 */
function serveImageVariant(req, res) {
  const match = variantsDir && /^\/img\/([1-9]\d{1,3})\/([^/?#]+)$/.exec(req.url ?? '')
  if (!match || !variantsDir) return false
  // The same choice as the route's (formatFor in src/lib/image-variants.ts).
  const format = req.headers.accept?.includes('image/avif') ? 'avif' : 'webp'
  const file = path.join(variantsDir, decodeURIComponent(match[2]), `${match[1]}.${format}`)
  if (!file.startsWith(variantsDir + path.sep) || path.basename(path.dirname(file)).startsWith('.')) return false
  let size
  try {
    size = fs.statSync(file).size
  } catch {
    return false
  }
  res.writeHead(200, { 'Content-Type': `image/${format}`, 'Content-Length': size, 'Cache-Control': 'public, max-age=31536000, immutable', Vary: 'Accept' })
  if (req.method === 'HEAD') res.end()
  else fs.createReadStream(file).pipe(res)
  return true
}

await app.prepare()

// The answer cache's own requests go through the same listener, in-process (src/lib/response-cache.mjs).
const pages = createResponseCache({ dispatch: onRequest })
/** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
const toNext = (req, res) =>
  compress(req, res, () => {
    // An HTML answer gets the policy with the hashes of its inline scripts (src/lib/security-headers.js);
    // a site page's Next scripts start after its first paint (src/lib/scripts-after-first-paint.js).
    const set = headerSet(req)
    if (set === 'admin') hashInlineScripts(res, securityOptions, true)
    else hashInlineScripts(res, set === 'preview' ? previewOptions : securityOptions, false, startScriptsAfterFirstPaint)
    handle(req, res)
  })

/**
 * How long a connection may take, and stay idle (docs/operations.md, "Security headers"). Each socket is a file
 * descriptor: one a client leaves open, or half-closes, must not stay with the server for long.
 */
const timeouts = {
  // The request's headers, from the connection's opening (a client that connects and sends nothing, or
  // drips its headers): 10 s by default (REQUEST_HEADERS_TIMEOUT_SECONDS), as HAProxy's `timeout
  // http-request` in front (deploy/haproxy-config.mjs). Headers fit in a packet or two; 10 s outlasts
  // even a few TCP retransmissions (1 s, 2 s, 4 s) of a lossy mobile link. Then 408 and close.
  headersTimeout: serverConfig.headersTimeoutMs(),
  // The whole request, body included: 10 minutes. The biggest bodies are uploads, a CV (10 MB at most,
  // src/domain/cv-files.ts) or an editor's photo: 10 MB is 84 Mbit, so 10 minutes let it arrive at
  // 140 kbit/s, slower than a weak 3G or EDGE uplink (Node's 5 minutes need 280 kbit/s, which a phone
  // on the edge of coverage does not always have).
  requestTimeout: 600_000,
  // Node checks the two above every 30 s by default: every second, so a connection goes within a second
  // of its timeout (the check walks the open connections only).
  connectionsCheckingInterval: 1000,
  // An idle connection between two requests: 5 s, Node's default, below HAProxy's 10 s (HAProxy retries
  // a request on a connection the server closed meanwhile: `retry-on empty-response`).
  keepAliveTimeout: 5000,
}
// And any socket with no byte either way for 2 minutes, such as a request the app never answers: HAProxy
// gives up on an answer after 60 s (`timeout server`); a slow upload or a long answer keeps sending bytes.
// A client that half-closes (sends its FIN) gets its socket ended at once: Node's default
// (`httpAllowHalfOpen` off) ends it and drops what is still unanswered. Upgrade and CONNECT requests,
// which Node hands over with the bare socket, are answered and closed below.
const SOCKET_IDLE_TIMEOUT_MS = 120_000

/** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
function onRequest(req, res) {
  // A request line naming a whole URL (`GET http://evil.example/x HTTP/1.1`): only its path and query,
  // before anything reads it (Next would take its host for the site's and send it back in redirects).
  req.url = originForm(req.url)
  // The visitor's address for the route handlers, always set here (whatever the client sent in this header).
  req.headers[CLIENT_ADDRESS_HEADER] = clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], trustedProxies)
  if (req.headers.rsc === '1') req.headers[ROUTER_DATA_HEADER] = '1'
  else delete req.headers[ROUTER_DATA_HEADER]
  // Security headers on every answer; whoever answers below adds its own headers to these.
  for (const [name, value] of securityHeaders[headerSet(req)]) res.setHeader(name, value)
  // What Next would answer with a 500: a path it cannot decode, a post to a page or to no API route.
  const early = earlyAnswer({ method: req.method, url: req.url, isApiRoute })
  if (early) {
    res.writeHead(early.status, { ...early.headers, 'Cache-Control': 'no-store', 'Content-Length': Buffer.byteLength(early.body) })
    return res.end(req.method === 'HEAD' ? undefined : early.body)
  }
  // Payload answers its REST (media files included) to GET only. A HEAD is that GET without the body, and
  // Node leaves the body out by itself: the response was created for a HEAD request.
  if (req.method === 'HEAD' && req.url?.startsWith('/cms-api/')) req.method = 'GET'
  if ((req.method === 'GET' || req.method === 'HEAD') && req.url?.startsWith('/_next/static/') && acceptsBrotli(req.headers['accept-encoding'])) {
    const asset = brotliFile(req.url)
    if (asset) return serveBrotli(req, res, asset)
  }
  if ((req.method === 'GET' || req.method === 'HEAD') && req.url?.startsWith('/img/') && serveImageVariant(req, res)) return
  pages.serve(req, res).then(
    (served) => served || toNext(req, res),
    (error) => {
      console.error('[server] page cache', req.url, error)
      if (!res.headersSent) toNext(req, res)
    },
  )
}

const server = createServer(timeouts, onRequest)
server.timeout = SOCKET_IDLE_TIMEOUT_MS

/**
 * An answer written on the bare socket, for the requests Node gives no response object, then the socket
 * is closed (whatever the client does after).
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:stream').Duplex} socket
 * @param {{ status: number, headers: Record<string, string>, body: string }} answer
 */
function answerAndClose(req, socket, answer) {
  // Node no longer listens to this socket's errors (a reset would be an uncaught error) nor reads it.
  socket.on('error', () => {})
  socket.resume()
  const headers = {
    ...Object.fromEntries(securityHeaders[headerSet(req)]),
    ...answer.headers,
    'Cache-Control': 'no-store',
    'Content-Length': String(Buffer.byteLength(answer.body)),
    Connection: 'close',
  }
  const head = [`HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status]}`, ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`)].join('\r\n')
  // Closed once the answer is out, or after a second at most (a client that does not read).
  const close = setTimeout(() => socket.destroy(), 1000)
  close.unref()
  socket.end(`${head}\r\n\r\n${req.method === 'HEAD' ? '' : answer.body}`, () => {
    clearTimeout(close)
    socket.destroy()
  })
}

// A request for a protocol upgrade (`Connection: Upgrade` with `Upgrade: websocket`, `h2c`…). Without a
// listener of this event Node passes it on as a plain request (Node 20's documentation of the event:
// "Not listening to this event no longer causes the socket to be destroyed"), to Next, which answered
// some with nothing and kept their sockets for good (open, then half-closed by the client: CLOSE-WAIT).
// The site has no WebSocket: every upgrade is refused, 400, and the socket closed.
server.on('upgrade', (req, socket) => {
  req.url = originForm(req.url)
  answerAndClose(req, socket, earlyAnswer({ method: req.method, url: req.url, upgrade: true, isApiRoute }) ?? { status: 400, headers: {}, body: '' })
})
// CONNECT (a proxy's tunnel): without a listener Node closes the socket without a word; 405 as any
// other method the site does not use.
server.on('connect', (req, socket) => {
  answerAndClose(req, socket, earlyAnswer({ method: req.method, url: req.url, isApiRoute }) ?? { status: 405, headers: {}, body: '' })
})

server.listen(port, hostname, () => console.log(`Ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`))

for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    server.close()
    app.close().finally(() => process.exit(0))
  })
