/**
 * The security headers of every answer of the production server (scripts/server.mjs): pages, 404s, the
 * API, Payload's REST and admin, build files, the server's early answers and the page cache's hits and
 * 304s (docs/operations.md, "Security headers").
 *
 * Inline scripts of the site's pages: allowed by their SHA-256 hashes, not by a nonce. Pages are cached
 * as whole byte answers (src/lib/response-cache.mjs, Next's ISR), so a per-request nonce would be the
 * same for every visitor until the next save, i.e. no secret at all. The hashes are a property of the
 * bytes themselves: scripts/server.mjs reads every HTML answer of the site before it leaves (the cache's
 * own requests to Next included, so each stored answer keeps the policy of its own bytes), hashes each
 * inline executable script (Next's bootstrap and RSC payload chunks; JSON-LD is data, not run, and needs
 * none), and sends a policy listing exactly those. A script injected into a page has another hash and
 * does not run; no 'unsafe-inline' and no 'unsafe-eval' for the site's own code.
 *
 * style-src keeps 'unsafe-inline' for the style attributes React renders (the chessboard, the gallery,
 * the spinner) and the styles the maps API adds at run time, which no hash in this page's header can know.
 * The pages' own CSS comes as files (next.config.ts, `inlineCss: false`). Injected styles cannot run
 * code; what they could do (restyle or hide the page) is the smaller risk.
 *
 * The admin (/admin, Payload's React app rendered by Next per request behind a login, never cached) is
 * an app router page too, whose only inline scripts are Next's: its HTML is hashed the same way (no
 * 'unsafe-inline' scripts). Its policy adds data: fonts and blob: images (the previews of files being
 * uploaded), and it may be framed by itself (frame-ancestors 'self'). Nothing from another origin: no
 * field uses Payload's code or JSON editor, whose Monaco would load from a public CDN.
 */
import { createHash } from 'node:crypto'

import { analyticsInPage, analyticsSources } from '../domain/analytics-origins.js'
import { VIDEO_EMBED_ORIGINS } from '../domain/video-embed-origins.js'
import { mapsConfig, serverConfig } from './config.js'

/** The Yandex Maps JS API v3's own origins (its documentation, "Enabling the API when using CSP"). */
export const YANDEX_MAPS_ORIGINS = {
  script: ['https://api-maps.yandex.ru', 'https://*.api-maps.yandex.ru', 'https://yastatic.net'],
  connect: ['https://api-maps.yandex.ru', 'https://*.api-maps.yandex.ru', 'https://*.maps.yandex.net', 'https://yastatic.net'],
  style: ['https://api-maps.yandex.ru', 'https://*.api-maps.yandex.ru', 'https://yastatic.net'],
  img: ['https://api-maps.yandex.ru', 'https://*.api-maps.yandex.ru', 'https://*.maps.yandex.net', 'https://yastatic.net'],
}
const DEFAULT_MAPS_SCRIPT_URL = 'https://api-maps.yandex.ru/v3/'

const videoOrigins = Object.values(VIDEO_EMBED_ORIGINS)

/**
 * @typedef {{ maps?: { scriptUrl: string } | null, https?: boolean, framedBySelf?: boolean }} SiteOptions
 * `maps`: the map loader's script URL when a maps key is configured (no key: no map, no maps origin);
 * `framedBySelf`: an editor's draft preview, which the admin's live preview shows in a frame.
 */

/** @param {Record<string, string[]>} directives */
const serialize = (directives) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...new Set(sources)].join(' '))
    .join('; ')

/**
 * The site's Content-Security-Policy.
 * @param {SiteOptions & { scriptHashes?: string[], analytics?: import('../domain/analytics-origins.js').AnalyticsService[] }} options
 * `scriptHashes`: 'sha256-…' sources of the answer's inline scripts (none: no inline script runs);
 * `analytics`: the counters the page may load once the visitor consents (its `site-analytics` meta), whose
 * hosts are allowed; none by default.
 */
export function sitePolicy({ scriptHashes = [], maps = null, https = false, framedBySelf = false, analytics = [] } = {}) {
  const mapsScriptOrigin = maps ? new URL(maps.scriptUrl || DEFAULT_MAPS_SCRIPT_URL).origin : null
  const mapsSources = (/** @type {keyof typeof YANDEX_MAPS_ORIGINS} */ kind) => (maps ? YANDEX_MAPS_ORIGINS[kind] : [])
  /** @type {Record<string, string[]>} */
  const directives = {
    'default-src': ["'self'"],
    // The map API evaluates code it downloads (Yandex's documented policy asks for 'unsafe-eval'): only
    // with a maps key.
    'script-src': [
      "'self'",
      ...scriptHashes.map((hash) => `'${hash}'`),
      ...(mapsScriptOrigin ? [mapsScriptOrigin, ...mapsSources('script'), "'unsafe-eval'"] : []),
      ...analyticsSources(analytics, 'script'),
    ],
    'style-src': ["'self'", "'unsafe-inline'", ...mapsSources('style')],
    // Own media only: uploads are served at /cms-api/media/file/… on our origin with S3 too (Payload reads
    // the bucket; src/lib/media-storage.ts), and their variants at /img. data: for CSS icons; blob:
    // for the map's tiles.
    'img-src': ["'self'", 'data:', ...(maps ? ['blob:', ...mapsSources('img')] : []), ...analyticsSources(analytics, 'img')],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...mapsSources('connect'), ...analyticsSources(analytics, 'connect')],
    'frame-src': videoOrigins,
    'worker-src': ["'self'", ...(maps ? ['blob:'] : [])],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': [framedBySelf ? "'self'" : "'none'"],
  }
  const policy = serialize(directives)
  return https ? `${policy}; upgrade-insecure-requests` : policy
}

/**
 * The admin's Content-Security-Policy (see the top of this file for what it allows and why).
 * @param {{ https?: boolean, scriptHashes?: string[] }} [options]
 */
export function adminPolicy({ https = false, scriptHashes = [] } = {}) {
  const policy = serialize({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-src': ["'self'", ...videoOrigins],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  })
  return https ? `${policy}; upgrade-insecure-requests` : policy
}

/**
 * Features no page uses are off; the video players the pages embed keep what their frames ask for
 * (src/components/media/VideoFacade.tsx, src/services/rich-text.ts). Only names Chromium knows: an
 * unknown one is logged as a console error on every page.
 */
export function permissionsPolicy() {
  const players = videoOrigins.map((origin) => `"${origin}"`).join(' ')
  const delegated = ['autoplay', 'encrypted-media', 'fullscreen', 'picture-in-picture', 'accelerometer', 'gyroscope']
  const off = [
    'camera',
    'microphone',
    'geolocation',
    'payment',
    'usb',
    'serial',
    'hid',
    'midi',
    'magnetometer',
    'display-capture',
    'screen-wake-lock',
    'xr-spatial-tracking',
    'idle-detection',
    'browsing-topics',
  ]
  return [...delegated.map((feature) => `${feature}=(self ${players})`), ...off.map((feature) => `${feature}=()`)].join(', ')
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const TYPE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i
const SRC = /(?:^|\s)src\s*=/i
/** Script types the browser runs (the HTML standard's JavaScript MIME types and modules). */
const EXECUTABLE = /^(?:|module|(?:text|application)\/(?:x-)?(?:java|ecma)script|text\/(?:jscript|livescript|javascript1\.[0-5]))$/

/**
 * The 'sha256-…' sources of the inline scripts of an HTML document that the browser would run: no
 * `src`, and no type or a JavaScript type (JSON-LD and other data blocks are left out). The hash is of
 * the text as the browser parses it (line breaks normalised to \n), each once, in document order.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  const hashes = new Set()
  for (const [, attributes, text] of html.matchAll(SCRIPT)) {
    if (SRC.test(attributes)) continue
    const typeMatch = TYPE.exec(attributes)
    const type = (typeMatch ? (typeMatch[1] ?? typeMatch[2] ?? typeMatch[3]) : '').trim().toLowerCase()
    if (!EXECUTABLE.test(type)) continue
    hashes.add(`sha256-${createHash('sha256').update(text.replace(/\r\n?/g, '\n'), 'utf8').digest('base64')}`)
  }
  return [...hashes]
}

/** The site options from the environment: the maps when a key is set, HTTPS from SERVER_URL. */
export function siteOptions() {
  const key = mapsConfig.yandexApiKey()
  return { maps: key ? { scriptUrl: mapsConfig.yandexScriptUrl() ?? DEFAULT_MAPS_SCRIPT_URL } : null, https: isHttps() }
}

const isHttps = () => (serverConfig.serverUrl() ?? '').startsWith('https:')

/** The policy of a PDF (the policy documents, uploaded PDFs). */
export const PDF_POLICY = "frame-ancestors 'none'"

/** Paths of Payload's admin, which gets the admin policy. */
export const isAdminPath = (/** @type {string} */ url) => /^\/admin(?:[/?#]|$)/.test(url)

/**
 * The headers every answer starts with (a page's HTML then gets the policy with its scripts' hashes).
 * @param {string} url the request target
 * @param {SiteOptions} [options]
 * @returns {Record<string, string>}
 */
export function baseHeaders(url, options = siteOptions()) {
  const admin = isAdminPath(url)
  /** @type {Record<string, string>} */
  const headers = {
    'Content-Security-Policy': admin ? adminPolicy({ https: options.https }) : sitePolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': permissionsPolicy(),
    // For browsers without frame-ancestors.
    'X-Frame-Options': admin || options.framedBySelf ? 'SAMEORIGIN' : 'DENY',
  }
  // Only over HTTPS: on plain HTTP a browser ignores it, and localhost must stay reachable over HTTP.
  if (options.https) headers['Strict-Transport-Security'] = 'max-age=31536000'
  return headers
}

/**
 * Holds back an answer until its end when it is HTML, so that its policy can list the hashes of its
 * inline scripts; anything else passes through untouched. Installed on `res` after the compression
 * middleware, so it sees the bytes before they are compressed (Next streams a page; the cache's requests
 * to Next read the whole answer anyway, so the pages visitors get from the cache lose nothing).
 * @param {import('node:http').ServerResponse} res
 * @param {SiteOptions} options
 * @param {boolean} [admin] the admin's policy instead of the site's
 * @param {(html: string) => string} [rewrite] changes the page before its scripts are hashed
 */
export function hashInlineScripts(res, options, admin = false, rewrite = undefined) {
  /** @type {any} */
  const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders }
  /** @type {Buffer[]} */
  const chunks = []
  /** @type {'buffer' | 'pass' | null} */
  let mode = null
  const decide = () => {
    if (mode) return mode
    const type = String(res.getHeader('content-type') ?? '')
    mode = /^text\/html\b/i.test(type) ? 'buffer' : 'pass'
    if (mode === 'pass') Object.assign(res, original)
    // Chromium shows a PDF in a plugin frame that `object-src 'none'` would block: a PDF only refuses framing.
    if (/^application\/pdf\b/i.test(type)) res.setHeader('Content-Security-Policy', PDF_POLICY)
    // A browser updates its stored copy's headers from a 304's: none keeps the copy's own hashes.
    if (res.statusCode === 304) res.removeHeader('Content-Security-Policy')
    return mode
  }
  /** @param {any} chunk @param {any} [encoding] */
  const keep = (chunk, encoding) => {
    if (chunk != null && chunk.length)
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8'))
  }
  /** @type {any} */
  const patched = res
  patched.writeHead = function (/** @type {number} */ status, /** @type {any} */ message, /** @type {any} */ headers) {
    if (typeof message !== 'string') [message, headers] = [undefined, message]
    if (headers && !Array.isArray(headers)) for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value)
    res.statusCode = status
    if (message) res.statusMessage = message
    if (Array.isArray(headers) || decide() === 'pass') return original.writeHead.call(res, status, message, headers)
    return res
  }
  patched.flushHeaders = function () {
    if (decide() === 'pass') original.flushHeaders.call(res)
  }
  patched.write = function (/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ callback) {
    if (decide() === 'pass') return original.write.call(res, chunk, encoding, callback)
    keep(chunk, encoding)
    const done = typeof encoding === 'function' ? encoding : callback
    if (typeof done === 'function') process.nextTick(done)
    return true
  }
  patched.end = function (/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ callback) {
    if (typeof chunk === 'function') [chunk, encoding, callback] = [undefined, undefined, chunk]
    if (decide() === 'pass') return original.end.call(res, chunk, encoding, callback)
    Object.assign(res, original)
    if (typeof chunk !== 'function') keep(chunk, encoding)
    const held = Buffer.concat(chunks)
    const body = rewrite && held.length ? Buffer.from(rewrite(held.toString('utf8')), 'utf8') : held
    const html = body.toString('utf8')
    const scriptHashes = inlineScriptHashes(html)
    res.setHeader(
      'Content-Security-Policy',
      admin ? adminPolicy({ https: options.https, scriptHashes }) : sitePolicy({ ...options, scriptHashes, analytics: analyticsInPage(html) }),
    )
    if (body.length && res.getHeader('content-length') !== undefined) res.setHeader('Content-Length', body.length)
    return original.end.call(res, body.length ? body : undefined, undefined, typeof encoding === 'function' ? encoding : callback)
  }
}
