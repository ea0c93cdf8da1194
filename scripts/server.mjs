#!/usr/bin/env node
// The production server: Next.js's request handler behind Brotli compression. `next start` compresses
// with gzip only; browsers accept Brotli, which makes a catalogue page's HTML about 30% smaller (Cyrillic
// text and the RSC payload compress well) and its JavaScript about 15% smaller. Build output under
// /_next/static is served from the .br files scripts/precompress-static.mjs writes at build time
// (quality 11); everything else is compressed as it streams (quality 5: a few ms per page).
// PORT (3000) and HOST (0.0.0.0) pick the address, as for `next start`.
import fs from 'node:fs'
import { createServer } from 'node:http'
import path from 'node:path'
import zlib from 'node:zlib'

import compression from 'compression'
import next from 'next'

import { createResponseCache } from '../src/lib/response-cache.mjs'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const port = Number(process.env.PORT || 3000)
// Never the literal 127.0.0.1: Next's proxy rewrite answers / with a redirect loop there (DESIGN.md §2).
const hostname = process.env.HOST || '0.0.0.0'
const staticDir = path.join(root, '.next', 'static')

const app = next({ dev: false, dir: root, hostname, port })
const handle = app.getRequestHandler()

// Everything but the precompressed build files below (and those too, for a build without .br copies).
const compress = compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }, threshold: 1024 })

const CONTENT_TYPES = { '.js': 'application/javascript; charset=UTF-8', '.css': 'text/css; charset=UTF-8' }
const acceptsBrotli = (header = '') => header.split(',').some((part) => /^\s*br\s*(;\s*q=(?!0(\.0+)?\s*$)[\d.]+)?\s*$/.test(part))
const precompressed = new Map()

/**
 * The .br file of a build asset, when there is one: its path, size and type. Found ones are remembered
 * (the build's files are few and never change); anything else, such as a made-up URL, goes on to Next.
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

await app.prepare()

const pages = createResponseCache({ port })
const toNext = (req, res) => compress(req, res, () => handle(req, res))

const server = createServer((req, res) => {
  if ((req.method === 'GET' || req.method === 'HEAD') && req.url?.startsWith('/_next/static/') && acceptsBrotli(req.headers['accept-encoding'])) {
    const asset = brotliFile(req.url)
    if (asset) return serveBrotli(req, res, asset)
  }
  pages.serve(req, res).then(
    (served) => served || toNext(req, res),
    (error) => {
      console.error('[server] page cache', req.url, error)
      if (!res.headersSent) toNext(req, res)
    },
  )
})
server.listen(port, hostname, () => console.log(`Ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`))

for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    server.close()
    app.close().finally(() => process.exit(0))
  })
