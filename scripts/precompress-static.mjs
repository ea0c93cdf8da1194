#!/usr/bin/env node
// After `next build`: writes a Brotli copy (quality 11, the smallest) beside every script and stylesheet
// of the build output, for scripts/server.mjs to send to browsers that accept Brotli. The files never
// change after the build, so the slow best compression is paid once here instead of on every request.
import fs from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

const brotli = promisify(zlib.brotliCompress)
const staticDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '.next', 'static')
const started = Date.now()

const files = (await fs.readdir(staticDir, { recursive: true })).filter((name) => /\.(js|css)$/.test(name)).map((name) => path.join(staticDir, name))
let before = 0
let after = 0
// zlib runs on libuv's thread pool (4 threads): compress a few files at a time.
const queue = [...files]
await Promise.all(
  Array.from({ length: 4 }, async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const source = await fs.readFile(file)
      const compressed = await brotli(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length } })
      await fs.writeFile(`${file}.br`, compressed)
      before += source.length
      after += compressed.length
    }
  }),
)
console.log(`Brotli copies of ${files.length} build files: ${Math.round(before / 1024)} KB to ${Math.round(after / 1024)} KB in ${((Date.now() - started) / 1000).toFixed(1)} s`)
