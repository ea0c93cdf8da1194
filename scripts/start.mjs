#!/usr/bin/env node
// `npm start`: builds the production bundle when there is none, then serves it. The server itself
// migrates the store and seeds demo content into an empty one at start-up (src/instrumentation.ts).
import { spawnSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const port = process.env.PORT || '3000'

if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID'))) {
  console.log('No production build yet: running `npm run build` (about a minute)…')
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

console.log(`Starting on http://localhost:${port} (data folder: ${path.resolve(process.env.DATA_DIR || 'data')})`)
const server = spawn(process.execPath, [path.join(root, 'scripts', 'server.mjs')], {
  cwd: root,
  stdio: 'inherit',
  // PORT and HOST pass through: the server picks their defaults.
  env: { ...process.env, NODE_ENV: 'production' },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
