import fs from 'node:fs'

import 'vitest'
import type { TestProject } from 'vitest/node'

import { createTestDatabase } from '../support/postgres'
import { startServer, type RunningServer, type ServerTarget } from '../support/server'

declare module 'vitest' {
  export interface ProvidedContext {
    targets: ServerTarget[]
  }
}

/**
 * Starts the production server once on a fresh SQLite data folder and, when TEST_DATABASE_URL is set,
 * once more on a fresh PostgreSQL database. Every integration test runs against each of them.
 */
export default async function setup(project: TestProject) {
  const servers: RunningServer[] = []
  const cleanups: Array<() => Promise<void>> = []
  const teardown = async () => {
    await Promise.all(servers.map((s) => s.stop()))
    for (const cleanup of cleanups) await cleanup().catch((e) => console.error('cleanup failed', e))
    for (const s of servers) if (!process.env.KEEP_TEST_DATA) fs.rmSync(s.dataDir, { recursive: true, force: true })
  }
  try {
    const starting: Array<Promise<RunningServer>> = [startServer({ name: 'sqlite' })]
    if (process.env.TEST_DATABASE_URL) {
      const db = await createTestDatabase(process.env.TEST_DATABASE_URL, 'site_it')
      cleanups.push(db.drop)
      starting.push(startServer({ name: 'postgres', databaseUrl: db.url }))
    }
    const started = await Promise.allSettled(starting)
    for (const result of started) if (result.status === 'fulfilled') servers.push(result.value)
    const failed = started.find((r): r is PromiseRejectedResult => r.status === 'rejected')
    if (failed) throw failed.reason
  } catch (error) {
    await teardown()
    throw error
  }
  project.provide(
    'targets',
    servers.map(({ name, baseUrl, dataDir, databaseUrl }) => ({ name, baseUrl, dataDir, databaseUrl })),
  )
  return teardown
}
