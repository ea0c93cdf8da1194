#!/usr/bin/env node
// `npm start`: builds the production bundle when there is none, then serves it. The server itself
// migrates the store and seeds demo content into an empty one at start-up (src/instrumentation.ts).
import { spawnSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const next = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next')
const port = process.env.PORT || '3000'
// Never the literal 127.0.0.1: Next's proxy rewrite answers / with a redirect loop there (DESIGN.md §2).
const host = process.env.HOST || '0.0.0.0'

if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID'))) {
  console.log('No production build yet: running `next build` (about a minute)…')
  for (const step of [[next, 'build'], [path.join(root, 'scripts', 'precompress-static.mjs')]]) {
    const run = spawnSync(process.execPath, step, { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } })
    if (run.status !== 0) process.exit(run.status ?? 1)
  }
}

console.log(`Starting on http://localhost:${port} (data folder: ${path.resolve(process.env.DATA_DIR || 'data')})`)
const server = spawn(process.execPath, [path.join(root, 'scripts', 'server.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production', PORT: port, HOST: host },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
