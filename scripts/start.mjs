#!/usr/bin/env node
// `npm start`: builds the production bundle when there is none, then serves it. The server itself
// migrates the store and seeds demo content into an empty one at start-up (src/instrumentation.ts).
import { spawnSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { exitOnConfigProblems, serverConfig, startDefaults, storeConfig } from '../src/lib/config.js'

// A setting that cannot be used stops here, before a minute of building.
exitOnConfigProblems()

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
// Next's own variable; the build and the server inherit it with the rest of the environment. (Next's
// types have it read-only: the cast lets this script, which runs before Next, set it.)
;/** @type {Record<string, string | undefined>} */ (process.env).NODE_ENV = 'production'

if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID'))) {
  console.log('No production build yet: running `npm run build` (about a minute)…')
  // A first build has no use for Turbopack's build cache (next.config.ts): not writing it saves 14 s.
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env: startDefaults.oneOffBuildEnv() })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

startDefaults.applySeedDefaults()

console.log(`Starting on http://localhost:${serverConfig.port()} (data folder: ${storeConfig.dataDir()})`)
const server = spawn(process.execPath, [path.join(root, 'scripts', 'server.mjs')], { cwd: root, stdio: 'inherit' })
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
