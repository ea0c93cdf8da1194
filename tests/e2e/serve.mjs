// Serves the production build for the browser tests on a fresh SQLite data folder.
// The folder is a copy of a store seeded once (the server's own start-up migrates and seeds it, about a
// minute), which the specs' own seeded servers copy too (own-server.ts, `seededTemplateDir`).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const port = process.env.E2E_PORT || '3210'
/** Where the seeded store waits to be copied; own-server.ts finds it by the same port. */
const templateDir = path.join(os.tmpdir(), `site-e2e-template-${port}`)
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-e2e-'))
const env = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: port,
  HOST: 'localhost',
  DATABASE_URL: '',
  SERVER_URL: `http://localhost:${port}`,
  // Maps: a key and a script URL that the browser tests intercept (tests/e2e/fixtures/ymaps3-fake.js).
  YANDEX_MAPS_API_KEY: 'e2e-test-key',
  YANDEX_MAPS_SCRIPT_URL: 'https://ymaps.test/v3/',
  // Every browser test sends from the same loopback address: the per-address limits of the lead forms
  // and the calculation PDF (tested in tests/integration) would refuse the suite's own after the tenth.
  LEADS_RATE_LIMIT_MAX: '1000',
  ADMIN_LOGIN_RATE_LIMIT_MAX: '1000',
  CALCULATOR_EXPORT_RATE_LIMIT_MAX: '1000',
  // A test that must be a visitor of its own (the reservation holds' limit of two per address) says who it
  // is in X-Forwarded-For, as the load balancer would.
  TRUSTED_PROXIES: 'loopback',
}
const serve = (folder, stdio, extra = {}) => spawn(process.execPath, ['scripts/server.mjs'], { stdio, env: { ...env, DATA_DIR: folder, ...extra } })
// The seeding server answers on a port of its own: Playwright starts the tests when this one's answers.
const seedingPort = String(Number(port) + 500)

let server
const cleanup = () => {
  server?.kill('SIGTERM')
  for (const folder of [dataDir, templateDir]) fs.rmSync(folder, { recursive: true, force: true })
}
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    cleanup()
    process.exit(0)
  })

// The seeded store: started until healthy, then stopped and copied (SQLite's shared-memory index stays
// behind: the first opening rebuilds it from the write-ahead log).
fs.rmSync(templateDir, { recursive: true, force: true })
fs.mkdirSync(templateDir)
const seeding = serve(templateDir, 'inherit', { PORT: seedingPort, SERVER_URL: `http://localhost:${seedingPort}` })
for (;;) {
  if (seeding.exitCode !== null) process.exit(seeding.exitCode || 1)
  if (
    await fetch(`http://localhost:${seedingPort}/api/health`).then(
      (response) => response.ok,
      () => false,
    )
  )
    break
  await new Promise((resolve) => setTimeout(resolve, 500))
}
await new Promise((resolve) => {
  seeding.once('exit', resolve)
  seeding.kill('SIGTERM')
  setTimeout(() => seeding.kill('SIGKILL'), 10_000).unref()
})
fs.cpSync(templateDir, dataDir, { recursive: true, filter: (source) => !['site.db-shm', 'server.log'].includes(path.basename(source)) })

server = serve(dataDir, 'inherit')
server.on('exit', (code) => {
  cleanup()
  process.exit(code ?? 0)
})
