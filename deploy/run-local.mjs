#!/usr/bin/env node
/**
 * Several instances of the site behind HAProxy on this machine, as in production:
 *
 *   DATABASE_URL=postgres://postgres@localhost:5432/site node deploy/run-local.mjs [--instances 2] [--port 8080]
 *
 * Starts N instances of scripts/server.mjs on free ports, all with the same PAYLOAD_SECRET, DATABASE_URL
 * and REDIS_URL (default redis://localhost:6379; the shared Next cache and the leads rate limit), then
 * HAProxy in the foreground with a generated configuration (deploy/haproxy-config.mjs). The first
 * instance migrates and seeds before the others start. Ctrl-C stops everything.
 * `--print-config` prints the HAProxy configuration for the given ports and exits.
 * Needs `npm run build` first, /usr/sbin/haproxy (apt-get install haproxy) and a PostgreSQL database
 * (SQLite is one file on one host: it cannot be shared by instances).
 */
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { haproxyConfig } from './haproxy-config.mjs'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const { values: args } = parseArgs({
  options: {
    instances: { type: 'string', default: '2' },
    port: { type: 'string', default: '8080' },
    'print-config': { type: 'boolean', default: false },
  },
})
const count = Math.max(1, Number(args.instances) || 2)
const port = Number(args.port) || 8080

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, () => {
      const { port: free } = server.address()
      server.close(() => resolve(free))
    })
  })

const ports = []
for (let i = 0; i < count; i++) ports.push(await freePort())
// Instances listen on every interface (never the literal 127.0.0.1, a Next.js bug); HAProxy reaches them on loopback.
const config = haproxyConfig({ port, servers: ports.map((p) => `127.0.0.1:${p}`) })
if (args['print-config']) {
  process.stdout.write(config)
  process.exit(0)
}

if (!/^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '')) {
  console.error('Set DATABASE_URL to a PostgreSQL database (e.g. postgres://postgres@localhost:5432/site): instances cannot share SQLite.')
  process.exit(1)
}
if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID'))) {
  console.error('No production build: run `npm run build` first.')
  process.exit(1)
}

const dataDir = path.resolve(process.env.DATA_DIR || path.join(root, 'data'))
fs.mkdirSync(dataDir, { recursive: true })
// One secret for all (admin sessions must be valid on every instance): the environment's, else the data folder's.
const secretFile = path.join(dataDir, 'secret.txt')
if (!process.env.PAYLOAD_SECRET && !fs.existsSync(secretFile)) fs.writeFileSync(secretFile, crypto.randomBytes(32).toString('hex'), { mode: 0o600 })
const env = {
  ...process.env,
  NODE_ENV: 'production',
  HOST: '0.0.0.0',
  DATA_DIR: dataDir,
  PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || fs.readFileSync(secretFile, 'utf8').trim(),
  REDIS_URL: process.env.REDIS_URL || 'redis://localhost:6379',
  // HAProxy appends the client address to X-Forwarded-For: one trusted proxy (src/lib/client-address.js).
  TRUSTED_PROXIES: process.env.TRUSTED_PROXIES || process.env.LEADS_TRUSTED_PROXIES || '1',
  SERVER_URL: process.env.SERVER_URL || `http://localhost:${port}`,
}

const children = []
let stopping = false
function stopAll(code = 0) {
  if (stopping) return
  stopping = true
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  setTimeout(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
    process.exit(code)
  }, 3000).unref()
  Promise.all(children.map((child) => (child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null))).then(() => process.exit(code))
}
process.on('SIGINT', () => stopAll(0))
process.on('SIGTERM', () => stopAll(0))

function start(name, command, commandArgs, extraEnv = {}) {
  const child = spawn(command, commandArgs, { cwd: root, env: { ...env, ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'] })
  const prefix = `[${name}] `
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => process.stdout.write(chunk.toString().replace(/^(?=.)/gm, prefix)))
  child.on('exit', (code, signal) => {
    if (!stopping) console.log(`${prefix}exited (${signal ?? code})`)
    // HAProxy gone means nothing is served any more.
    if (name === 'haproxy' && !stopping) stopAll(code || 1)
  })
  children.push(child)
  return child
}

async function healthy(appPort, child) {
  for (let waited = 0; waited < 300_000; waited += 500) {
    if (child.exitCode !== null) throw new Error(`instance on port ${appPort} exited with ${child.exitCode}`)
    try {
      if ((await fetch(`http://localhost:${appPort}/api/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`instance on port ${appPort} not healthy after 5 minutes`)
}

try {
  // The first one migrates and seeds (the others would wait on the start-up lock anyway).
  const first = start('app1', process.execPath, ['scripts/server.mjs'], { PORT: String(ports[0]) })
  await healthy(ports[0], first)
  const rest = ports.slice(1).map((p, i) => [p, start(`app${i + 2}`, process.execPath, ['scripts/server.mjs'], { PORT: String(p) })])
  await Promise.all(rest.map(([p, child]) => healthy(p, child)))
} catch (error) {
  console.error(error.message)
  stopAll(1)
}

if (!stopping) {
  const configFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'site-haproxy-')), 'haproxy.cfg')
  fs.writeFileSync(configFile, config)
  // -db: foreground, no daemon; -W: master-worker, so SIGTERM/SIGINT stop it cleanly.
  start('haproxy', process.env.HAPROXY || '/usr/sbin/haproxy', ['-W', '-db', '-f', configFile])
  console.log(`${count} instances (ports ${ports.join(', ')}) behind HAProxy at http://localhost:${port} (config ${configFile}). Ctrl-C stops all.`)
}
