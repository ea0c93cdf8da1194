import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { setupCodeOf } from '../support/staff'

/**
 * A production server of a test's own on a fresh, unseeded SQLite store, for tests that register staff
 * (the suite's server keeps its store without users for the first-user test). `portOffset` keeps the
 * specs' servers apart from the suite's (E2E_PORT) and from each other. `setupCode`: what its log prints
 * for the first-register page (src/content/first-administrator.ts). `seed`: with the demo content, a copy
 * of the store serve.mjs seeded for the suite (or, without it, seeded at start-up, a minute or two). `env`:
 * more variables (e.g. the CRMs' addresses pointed at stand-ins).
 */
export async function startOwnServer(
  name: string,
  portOffset: number,
  options: { seed?: boolean; env?: Record<string, string> } = {},
): Promise<{ origin: string; setupCode: string; stop: () => void }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `site-e2e-${name}-`))
  const suitePort = process.env.E2E_PORT || '3210'
  // serve.mjs's seeded store (its data folder, without SQLite's shared-memory index and the log).
  const template = path.join(os.tmpdir(), `site-e2e-template-${suitePort}`)
  if (options.seed && fs.existsSync(path.join(template, 'site.db'))) {
    fs.cpSync(template, dataDir, { recursive: true, filter: (source) => !['site.db-shm', 'server.log'].includes(path.basename(source)) })
  }
  const port = String(Number(suitePort) + portOffset)
  const origin = `http://localhost:${port}`
  const server = spawn(process.execPath, ['scripts/server.mjs'], {
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: port,
      HOST: 'localhost',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SERVER_URL: origin,
      SEED_ON_EMPTY: options.seed ? 'true' : 'false',
      ...options.env,
    },
  })
  const stop = () => {
    server.kill('SIGTERM')
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
  const deadline = Date.now() + (options.seed ? 360_000 : 180_000)
  for (;;) {
    if (Date.now() > deadline) {
      stop()
      throw new Error(`the ${name} test server did not start`)
    }
    if (
      await fetch(`${origin}/api/health`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return { origin, setupCode: setupCodeOf(dataDir), stop }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}
