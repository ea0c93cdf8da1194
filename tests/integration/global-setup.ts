import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import 'vitest'
import type { TestProject } from 'vitest/node'

import { makeSeededTemplates, seededStore } from '../support/seeded-store'
import { startServer, type RunningServer, type ServerTarget } from '../support/server'

declare module 'vitest' {
  export interface ProvidedContext {
    targets: ServerTarget[]
    /** The folder whose existence is the turn on those servers (tests/integration/shared-servers.ts). */
    sharedServersTurn: string
  }
}

/**
 * Makes the seeded stores test servers copy (tests/support/seeded-store.ts: the server's own start-up
 * migrates and seeds them, once), then starts the production server on a copy of the SQLite one and,
 * when TEST_DATABASE_URL is set, on a copy of the PostgreSQL one. Every integration test runs against
 * each of them.
 */
export default async function setup(project: TestProject) {
  const servers: RunningServer[] = []
  const cleanups: Array<() => Promise<void>> = []
  const sharedServersTurn = path.join(os.tmpdir(), `integration-turn-${process.pid}-${Date.now()}`)
  const teardown = async () => {
    await Promise.all(servers.map((s) => s.stop()))
    for (const cleanup of cleanups) await cleanup().catch((e) => console.error('cleanup failed', e))
    for (const s of servers) if (!process.env.KEEP_TEST_DATA) fs.rmSync(s.dataDir, { recursive: true, force: true })
    fs.rmSync(sharedServersTurn, { recursive: true, force: true })
  }
  try {
    cleanups.push(await makeSeededTemplates(process.env.TEST_DATABASE_URL))
    const sqlite = await seededStore('sqlite', 'sqlite')
    const starting: Array<Promise<RunningServer>> = [startServer({ name: 'sqlite', dataDir: sqlite.dataDir })]
    if (process.env.TEST_DATABASE_URL) {
      const postgres = await seededStore('postgres', 'site_it')
      cleanups.push(postgres.drop)
      starting.push(startServer({ name: 'postgres', dataDir: postgres.dataDir, databaseUrl: postgres.databaseUrl }))
    }
    const started = await Promise.allSettled(starting)
    for (const result of started) if (result.status === 'fulfilled') servers.push(result.value)
    const failed = started.find((r): r is PromiseRejectedResult => r.status === 'rejected')
    if (failed) throw failed.reason
  } catch (error) {
    await teardown()
    throw error
  }
  project.provide('sharedServersTurn', sharedServersTurn)
  project.provide(
    'targets',
    servers.map(({ name, baseUrl, dataDir, databaseUrl }) => ({ name, baseUrl, dataDir, databaseUrl })),
  )
  return teardown
}
