/**
 * A cache of whole page answers in front of Next (scripts/server.mjs), as a reverse proxy's would be:
 * Next's own cache saves the rendering, but serving a cached page through Next (router, proxy, page
 * handler, the policy's script hashes, compression) still costs tens of ms of CPU per request: without
 * this cache the home page answered 32 requests/s against a static server's 3,110 sending the same bytes
 * (npm run bench:pages, 2026-11-27; docs/performance.md). Here a hit is a lookup and a write of bytes
 * compressed once. Next is asked in-process: the request is handed to the server's own listener as a
 * fake request and response (light-my-request), no socket.
 *
 * Freshness: an answer stays valid until an editor saves: the revalidation hook of this process bumps
 * `contentGeneration`, which makes every stored answer stale at once; the next request for a page waits
 * for its new answer, and every concurrent request for the same page shares that one request to Next
 * (one render, no stampede). Past TTL (60 s) an answer is asked again from Next in the background with
 * its ETag (a page in Next's cache answers 304 and the stored bytes stay) while visitors still get the
 * stored one, so content that changes with time alone lags at most that long. Between saves a page is
 * thus never rendered again, which keeps the event loop free: a page Next renders per request (one that
 * reads its query) costs 50-100 ms of CPU, during which every other answer waits.
 * Several instances: a save expires pages in Next's cache on every instance only with a shared cache
 * handler, and the generation is per process (docs/operations.md, "Caching").
 *
 * What is kept: GET answers of site pages (not /api, /cms-api, /admin, /_next, /img, nor an editor's preview)
 * that the proxy marks as shareable or Next caches itself (s-maxage), without Set-Cookie, status 200 or
 * 404; they go out with PAGE_CACHE_CONTROL, so that a CDN may keep them too, and an ETag for 304s. The
 * key is what the answer depends on and nothing else: host, path and query, the RSC headers Next varies
 * on, the visitor class (search bot, audit tool: the proxy answers them differently) and, for a path
 * without a language prefix, the language the proxy would pick from the cookie and Accept-Language. The
 * request sent to Next carries only those, so what is stored is by construction the same for everyone
 * with that key.
 *
 * A stored HTML answer keeps the Content-Security-Policy computed from its bytes on its way from Next
 * (the hashes of its inline scripts, src/lib/security-headers.js); hits and 304s send that one.
 *
 * Bounded in bytes (RESPONSE_CACHE_MB, default 64), least recently used out, in two parts: the main
 * pages (200, no query, no RSC header) and everything else (queries, RSC payloads, 404s), so that a
 * flood of made-up URLs can only evict its own kind.
 */
import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

import { match } from '@formatjs/intl-localematcher'
import inject from 'light-my-request'
import { LRUCache } from 'lru-cache'
import Negotiator from 'negotiator'

import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, LOCALES } from '../domain/locales.js'
import { isAuditTool, isSearchBot } from '../domain/user-agents.js'
import { serverConfig } from './config.js'
import { hasPreviewCookie } from './preview-constants.js'
import { contentGeneration } from './content-generation.mjs'

/**
 * @typedef {import('node:http').IncomingMessage} IncomingMessage
 * @typedef {import('node:http').ServerResponse} ServerResponse
 * @typedef {import('node:http').OutgoingHttpHeaders} OutgoingHttpHeaders
 * @typedef {import('../domain/locales.js').Locale} Locale
 */
/**
 * A stored answer: Next's status, headers (less the hop-by-hop ones) and body, the body compressed once
 * (when big enough), and when it was asked (`at`, `generation`). `size`: its weight in the cache.
 * @typedef {{
 *   status: number,
 *   headers: OutgoingHttpHeaders,
 *   etag: string | undefined,
 *   body: Buffer,
 *   encoded: { br?: Buffer, gzip?: Buffer },
 *   shared: boolean,
 *   at: number,
 *   generation: number,
 *   size?: number,
 * }} Entry
 */

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

const TTL_MS = 60_000
/** A stored answer older than TTL plus this is not served while its refresh runs: the visitor waits for it. */
const MAX_STALE_MS = 60_000
/** Shared caches (a CDN) may keep a page briefly and serve it stale while they ask again; browsers revalidate. */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=5, stale-while-revalidate=60'

// The request headers Next's app router reads (next/dist/client/components/app-router-headers; next-action is POST only).
const VARY_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-url']
const SKIPPED_PREFIXES = ['/api/', '/api?', '/cms-api', '/admin', '/_next/', '/img/']
const FILL_HEADER = 'x-response-cache-fill'
/** Set by the proxy on page answers, which render from the URL alone (src/proxy.ts); removed here. */
const SHAREABLE_HEADER = 'x-shareable-page'
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date', SHAREABLE_HEADER])

/**
 * The language next-intl's middleware picks for a path without a prefix: the cookie, else Accept-Language.
 * @param {string} [cookieHeader]
 * @param {string} [acceptLanguage]
 * @returns {Locale}
 */
export function requestedLocale(cookieHeader = '', acceptLanguage = '') {
  const cookie = cookieHeader
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LOCALE_COOKIE)?.[1]
  if (isLocale(cookie)) return cookie
  let locale = localeByAcceptLanguage.get(acceptLanguage)
  if (!locale) {
    locale = matchedLocale(acceptLanguage)
    localeByAcceptLanguage.set(acceptLanguage, locale)
  }
  return locale
}

/**
 * The language matcher's choice for an Accept-Language header. It costs about 70 µs, as much as the rest
 * of a cache hit (a CPU profile of `npm run bench:pages`), and browsers send few distinct headers: the
 * choices are remembered (`localeByAcceptLanguage`).
 * @param {string} acceptLanguage
 * @returns {Locale}
 */
function matchedLocale(acceptLanguage) {
  try {
    const languages = new Negotiator({ headers: { 'accept-language': acceptLanguage || undefined } }).languages()
    const found = match(languages, LOCALES, DEFAULT_LOCALE)
    return LOCALES.find((locale) => locale === found.toLowerCase()) ?? DEFAULT_LOCALE
  } catch {
    return DEFAULT_LOCALE
  }
}
/** Bounded, so that made-up headers cannot grow it. @type {LRUCache<string, Locale>} */
const localeByAcceptLanguage = new LRUCache({ max: 1000 })

const hasLocalePrefix = (/** @type {string} */ path) => LOCALES.some((locale) => path === `/${locale}` || path.startsWith(`/${locale}/`) || path.startsWith(`/${locale}?`))

/** @param {string | undefined} userAgent */
function visitorClass(userAgent) {
  if (isSearchBot(userAgent)) return 'bot'
  if (serverConfig.auditPlaceholder() && isAuditTool(userAgent)) return 'audit'
  return 'visitor'
}

/**
 * The cache key of a request, or null when it is not for a cacheable page.
 * @param {IncomingMessage} req
 * @returns {string | null}
 */
export function cacheKey(req) {
  const url = req.url ?? '/'
  if (req.method !== 'GET' && req.method !== 'HEAD') return null
  if (SKIPPED_PREFIXES.some((prefix) => url.startsWith(prefix)) || req.headers.authorization || req.headers.range) return null
  // An editor's draft preview: rendered for them alone, by Next (src/proxy-rules/preview-session.ts).
  if (hasPreviewCookie(req.headers.cookie)) return null
  const language = hasLocalePrefix(url) ? '' : requestedLocale(req.headers.cookie, req.headers['accept-language'])
  const vary = VARY_HEADERS.map((name) => req.headers[name] ?? '').join('|')
  return `${req.headers.host ?? ''}|${url}|${language}|${visitorClass(req.headers['user-agent'])}|${vary}`
}

/**
 * The headers the answer depends on, to ask Next with: the key's parts only (no visitor cookie).
 * @param {IncomingMessage} req
 * @param {string} key
 */
function originHeaders(req, key) {
  /** @type {OutgoingHttpHeaders} */
  const headers = { host: req.headers.host ?? 'localhost', 'accept-encoding': 'identity', [FILL_HEADER]: fillToken }
  for (const name of ['user-agent', 'accept-language', ...VARY_HEADERS]) if (req.headers[name] !== undefined) headers[name] = req.headers[name]
  const language = key.split('|')[2]
  if (language) headers.cookie = `${LOCALE_COOKIE}=${language}`
  return headers
}

const fillToken = `${process.pid}-${Math.random().toString(36).slice(2)}`

/** Whether a request is the cache's own request to Next (it must not be answered from the cache). */
export const isFill = (/** @type {IncomingMessage} */ req) => req.headers[FILL_HEADER] === fillToken

/**
 * Node's HTTP client keeps one value of a header that may appear once (Next sends some redirects' Location
 * twice), joins the repeats of the others, and keeps Set-Cookie as a list: the answer stored as a visitor
 * over a socket would receive it, where the in-process response hands over what was set.
 */
const SINGLE_VALUED = new Set(['age', 'content-length', 'content-type', 'etag', 'expires', 'last-modified', 'location', 'retry-after', 'server'])
/** @param {string} name @param {string | number | readonly string[]} value @returns {string | string[]} */
function asReceived(name, value) {
  if (!Array.isArray(value)) return String(value)
  if (name === 'set-cookie') return [...value]
  return SINGLE_VALUED.has(name) ? value[0] : value.join(', ')
}

/** A page answer anyone may get: marked by the proxy, or cached by Next itself (ISR: s-maxage); never one that sets a cookie. */
const shareable = (/** @type {number} */ status, /** @type {OutgoingHttpHeaders} */ headers) => {
  const cacheControl = String(headers['cache-control'] ?? '')
  return (
    (status === 200 || status === 404) &&
    !headers['set-cookie'] &&
    (headers[SHAREABLE_HEADER] === '1' || (/\bs-maxage=/.test(cacheControl) && !/\b(private|no-store|no-cache)\b/.test(cacheControl)))
  )
}

/**
 * @param {string} [header] Accept-Encoding
 * @returns {'br' | 'gzip' | null}
 */
function acceptedEncoding(header = '') {
  const offered = header.split(',').map((part) => part.trim().split(';'))
  const accepts = (/** @type {string} */ name) => offered.some(([coding, q]) => coding.trim() === name && !/^\s*q=0(\.0+)?\s*$/.test(q ?? ''))
  return accepts('br') ? 'br' : accepts('gzip') ? 'gzip' : null
}

/** @param {Buffer} body @returns {Promise<Entry['encoded']>} */
async function encode(body) {
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzip(body, { level: 6 }),
  ])
  return { br, gzip: gz }
}

/**
 * @param {{ dispatch: import('node:http').RequestListener, maxBytes?: number, ttlMs?: number }} options
 * `dispatch`: the server's request listener, which the cache's own requests are handed to in-process
 * (light-my-request's fake request and response: no socket, no port), as a visitor's would be.
 */
export function createResponseCache({ dispatch, maxBytes = serverConfig.responseCacheBytes(), ttlMs = TTL_MS }) {
  /** @param {Entry} entry stored ones have their `size` */
  const sizeOf = (entry) => /** @type {number} */ (entry.size)
  // Main pages get three quarters of the budget; queries, RSC payloads and 404s the rest.
  /** @type {LRUCache<string, Entry>} */
  const main = new LRUCache({ maxSize: Math.floor(maxBytes * 0.75), sizeCalculation: sizeOf })
  /** @type {LRUCache<string, Entry>} */
  const other = new LRUCache({ maxSize: Math.floor(maxBytes * 0.25), sizeCalculation: sizeOf })
  /** @type {Map<string, Promise<Entry>>} */
  const inFlight = new Map()

  const lookup = (/** @type {string} */ key) => main.get(key) ?? other.get(key)

  /**
   * Asks Next for the answer of a key (conditionally when one is stored) and stores it when shareable.
   * @param {string} key
   * @param {IncomingMessage} req
   * @param {Entry} [stored]
   * @returns {Promise<Entry>}
   */
  function fill(key, req, stored) {
    const running = inFlight.get(key)
    if (running) return running
    const generation = contentGeneration()
    const headers = originHeaders(req, key)
    if (stored?.etag) headers['if-none-match'] = stored.etag
    const promise = inject(dispatch, { method: 'GET', url: req.url ?? '/', headers })
      .then((response) => store(key, req, response, response.rawPayload, stored, generation))
      .finally(() => inFlight.delete(key))
    inFlight.set(key, promise)
    return promise
  }

  /**
   * @param {string} key
   * @param {IncomingMessage} req
   * @param {{ statusCode: number, headers: OutgoingHttpHeaders }} response Next's, as light-my-request gives it
   * @param {Buffer} body
   * @param {Entry | undefined} stored
   * @param {number} generation
   * @returns {Promise<Entry>}
   */
  async function store(key, req, response, body, stored, generation) {
    const unchanged = stored && response.statusCode === stored.status && stored.body.equals(body)
    if (stored && (response.statusCode === 304 || unchanged)) {
      const renewed = { ...stored, at: Date.now(), generation }
      ;(main.has(key) ? main : other).set(key, renewed)
      return renewed
    }
    /** @type {OutgoingHttpHeaders} */
    const headers = {}
    for (const [name, value] of Object.entries(response.headers)) if (!HOP_BY_HOP.has(name) && value !== undefined) headers[name] = asReceived(name, value)
    const shared = shareable(response.statusCode, response.headers)
    /** @type {Entry['encoded']} */
    const encoded = body.length >= 1024 ? await encode(body) : {}
    // A page Next renders per request has no ETag: one from its bytes, so that repeat visits cost a 304.
    const etag = typeof response.headers.etag === 'string' ? response.headers.etag : shared ? `"${createHash('sha1').update(body).digest('base64url')}"` : undefined
    if (etag) headers.etag = etag
    /** @type {Entry} */
    const entry = { status: response.statusCode, headers, etag, body, encoded, shared, at: Date.now(), generation }
    if (!shared) {
      // No longer shareable (a page an editor turned into a redirect...): forget what was stored.
      main.delete(key)
      other.delete(key)
      return entry
    }
    entry.size = body.length + (encoded.br?.length ?? 0) + (encoded.gzip?.length ?? 0) + 1024
    const isMain = response.statusCode === 200 && !(/** @type {string} */ (req.url).includes('?')) && !VARY_HEADERS.some((name) => req.headers[name])
    ;(isMain ? main : other).set(key, entry)
    return entry
  }

  /** @param {Entry} entry @param {IncomingMessage} req @param {ServerResponse} res */
  function send(entry, req, res) {
    const encoding = acceptedEncoding(req.headers['accept-encoding'])
    const body = (encoding && entry.encoded[encoding]) || entry.body
    const vary = entry.headers.vary ? `${entry.headers.vary}${/accept-encoding/i.test(entry.headers.vary) ? '' : ', Accept-Encoding'}` : 'Accept-Encoding'
    const cacheControl = entry.shared ? PAGE_CACHE_CONTROL : entry.headers['cache-control']
    if (entry.shared && entry.etag && req.headers['if-none-match']?.split(',').some((tag) => tag.trim() === entry.etag)) {
      // The stored answer's policy (the hashes of its scripts): a browser updates its copy's headers from a 304's.
      const policy = entry.headers['content-security-policy']
      res.writeHead(304, { etag: entry.etag, 'cache-control': cacheControl, vary, ...(policy ? { 'content-security-policy': policy } : {}) })
      return res.end()
    }
    /** @type {OutgoingHttpHeaders} */
    const headers = { ...entry.headers, vary }
    if (cacheControl) headers['cache-control'] = cacheControl
    if (entry.shared) headers.age = String(Math.floor((Date.now() - entry.at) / 1000))
    // (Another body than the stored one is an encoded one: `encoding` is set.)
    if (body !== entry.body) headers['content-encoding'] = /** @type {'br' | 'gzip'} */ (encoding)
    headers['content-length'] = body.length
    res.writeHead(entry.status, headers)
    res.end(req.method === 'HEAD' ? undefined : body)
  }

  /**
   * Answers a page request: from the cache, else with Next's answer to the key's request (stored when
   * shareable; a redirect or a per-request page is sent as it came, but not kept). Returns false when
   * the caller must pass the request to Next itself: not a page, or Next could not be asked.
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @returns {Promise<boolean>}
   */
  async function serve(req, res) {
    const key = cacheKey(req)
    if (key === null || isFill(req)) return false
    let entry = lookup(key)
    const age = entry ? Date.now() - entry.at : Infinity
    const current = entry?.generation === contentGeneration()
    if (entry && current && age < ttlMs) {
      send(entry, req, res)
      return true
    }
    if (entry && current && age < ttlMs + MAX_STALE_MS) {
      // Stale: serve it, and ask Next again in the background.
      fill(key, req, entry).catch((error) => console.error('[response-cache] refresh failed', req.url, error.message))
      send(entry, req, res)
      return true
    }
    try {
      entry = await fill(key, req, current ? entry : undefined)
    } catch (error) {
      console.error('[response-cache] fill failed', req.url, /** @type {Error} */ (error).message)
      return false
    }
    send(entry, req, res)
    return true
  }

  return { serve }
}
