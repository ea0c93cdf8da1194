import { spawnSync } from 'node:child_process'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/**
 * A setting that cannot be used stops the start with the variable's name (src/lib/config.js), before the
 * server listens or `npm start` builds, instead of the site running on a default nobody asked for.
 */
const BAD = { DATABASE_POOL_MAX: 'abc', SMTP_PORT: 'x', AUDIT_PLACEHOLDER: 'yes' }

function start(script: string, env: Record<string, string>) {
  return spawnSync(process.execPath, [path.resolve('scripts', script)], {
    env: { ...process.env, PORT: '1', DATA_DIR: '/nonexistent/never-created', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  })
}

describe.each(['server.mjs', 'start.mjs'])('scripts/%s with settings it cannot use', (script) => {
  it('exits at once with an error that names every bad variable', () => {
    const result = start(script, BAD)
    expect(result.status, result.stdout + result.stderr).toBe(1)
    for (const [name, value] of Object.entries(BAD)) expect(result.stderr).toContain(`${name}=${JSON.stringify(value)} is not valid`)
    expect(result.stdout).not.toMatch(/Ready on|Starting on|npm run build/)
  })
})
