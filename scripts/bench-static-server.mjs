#!/usr/bin/env node
/**
 * The reference of `npm run bench:pages` (scripts/bench-pages.mjs): a plain Node `http` server that answers
 * each captured page address with the bytes our server sent for it, as they were sent (compressed), with
 * the headers the manifest gives (bench-pages: every header ours sent, less those Node writes itself). Nothing is rendered, compressed
 * or read from disk per request: what is left is the cost of HTTP itself on this machine, the ceiling a
 * fully cached page could reach. It runs as a process of its own, like our server, so that it does not
 * share a core's event loop with autocannon.
 *
 * Usage: node scripts/bench-static-server.mjs MANIFEST.json PORT
 *   MANIFEST.json: [{ "path": "/projects?x=1", "file": "/abs/body", "headers": { "content-type": "…", … } }]
 * Prints `ready` on stdout once listening on localhost:PORT. Any other address answers 404.
 */
import fs from 'node:fs'
import http from 'node:http'

const [manifestFile, port] = process.argv.slice(2)
const pages = new Map(
  JSON.parse(fs.readFileSync(manifestFile, 'utf8')).map((page) => {
    const body = fs.readFileSync(page.file)
    return [page.path, { body, headers: { ...page.headers, 'content-length': String(body.length) } }]
  }),
)

const server = http.createServer((req, res) => {
  const page = pages.get(req.url)
  if (!page) {
    res.writeHead(404, { 'content-type': 'text/plain' })
    return res.end('not captured')
  }
  res.writeHead(200, page.headers)
  res.end(req.method === 'HEAD' ? undefined : page.body)
})
server.listen(Number(port), 'localhost', () => console.log('ready'))

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0))
