import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { FIRST_ADMIN_ENV } from './staff'

/** Starts the production build (scripts/server.mjs, as `npm start` does) on a free port with its own data folder and database. */

export type ServerTarget = { name: string; baseUrl: string; dataDir: string; databaseUrl?: string }

export type RunningServer = ServerTarget & { process: ChildProcess; logFile: string; stop: () => Promise<void> }

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

/** `dataDir`: start on an existing data folder (a restart); a fresh one by default. */
export async function startServer(options: { name: string; databaseUrl?: string; dataDir?: string; env?: Record<string, string> }): Promise<RunningServer> {
  if (!fs.existsSync(path.resolve('.next/BUILD_ID'))) throw new Error('No production build: run `npm run build` first')
  const port = await freePort()
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), `site-${options.name}-`))
  const logFile = path.join(dataDir, 'server.log')
  const log = fs.openSync(logFile, 'a')
  const child = spawn(process.execPath, [path.resolve('scripts/server.mjs')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: 'localhost',
      DATA_DIR: dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      SERVER_URL: `http://localhost:${port}`,
      // One log line per page render: tests count renders (tests/integration/cached-pages.test.ts).
      PAGE_RENDER_LOG: '1',
      // The tests play the load balancer: each sends its own X-Forwarded-For from loopback, so that they
      // never share a rate-limit bucket (the default, no trusted proxy: tests/integration/client-address.test.ts).
      TRUSTED_PROXIES: 'loopback',
      // Every test file logs into the admin from loopback; the per-address login limit has its own test.
      ADMIN_LOGIN_RATE_LIMIT_MAX: '1000',
      // Its first administrator, as automation creates one (tests/support/staff.ts).
      ...FIRST_ADMIN_ENV,
      ...options.env,
    },
    stdio: ['ignore', log, log],
  })
  const baseUrl = `http://localhost:${port}`
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM')
      await new Promise((resolve) => setTimeout(resolve, 200))
      if (child.exitCode === null) child.kill('SIGKILL')
    }
  }
  try {
    // TEST_SERVER_START_MS: more time for the first start (migrations and the demo seed) on a loaded machine.
    await waitForHealthy(baseUrl, child, Number(process.env.TEST_SERVER_START_MS) || 420_000)
  } catch (error) {
    await stop()
    throw new Error(`${options.name} server did not start: ${(error as Error).message}\n${tail(logFile)}`)
  }
  return { name: options.name, baseUrl, dataDir, databaseUrl: options.databaseUrl, process: child, logFile, stop }
}

async function waitForHealthy(baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`exited with code ${child.exitCode}`)
    try {
      const response = await fetch(`${baseUrl}/api/health`)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`not healthy after ${timeoutMs} ms`)
}

export const tail = (file: string, lines = 60): string => {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n')
  } catch {
    return ''
  }
}
