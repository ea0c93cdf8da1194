import { spawnSync } from 'node:child_process'

/**
 * Runs `tests/support/migrate-down.ts NAME` on a stopped test server's store (its data folder, or the
 * PostgreSQL database when `databaseUrl` is given). A failure says all that is known: the exit status,
 * the signal and both outputs. A run that died without a word (seen once on a loaded CI machine: status
 * non-zero, nothing printed) is tried once more; one that printed an error is not.
 */
export function runMigrateDown(name: string, store: { dataDir: string; databaseUrl?: string }): void {
  for (let attempt = 1; ; attempt++) {
    const run = spawnSync('npx', ['tsx', 'tests/support/migrate-down.ts', name], {
      env: { ...process.env, NODE_ENV: 'production', DATA_DIR: store.dataDir, DATABASE_URL: store.databaseUrl ?? '' },
      encoding: 'utf8',
      timeout: 300_000,
    })
    if (run.status === 0) return
    const silent = !run.stdout?.trim() && !run.stderr?.trim()
    if (silent && attempt === 1) continue
    const how = `status ${run.status}, signal ${run.signal}${run.error ? `, ${run.error.message}` : ''}, attempt ${attempt}`
    throw new Error(`migrate-down ${name} failed (${how}):\n${run.stderr}\n${run.stdout}`)
  }
}
