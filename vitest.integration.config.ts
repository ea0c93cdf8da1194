import { fileURLToPath } from 'node:url'

import { BaseSequencer, type TestSpecification } from 'vitest/node'
import { defineConfig } from 'vitest/config'

import { usesSharedServers } from './tests/integration/shared-servers'

/**
 * Alternates the files that take turns on the global set-up's servers with those that bring their own, so
 * that the two workers mostly run one of each (tests/integration/shared-servers.ts).
 */
class SharedAndOwnServersAlternate extends BaseSequencer {
  async sort(files: TestSpecification[]) {
    const own: TestSpecification[] = []
    const shared: TestSpecification[] = []
    for (const file of await super.sort(files)) (usesSharedServers(file.moduleId) ? shared : own).push(file)
    return Array.from({ length: Math.max(own.length, shared.length) }, (_, i) => [own[i], shared[i]])
      .flat()
      .filter((file) => file !== undefined)
  }
}

/** Integration tests: HTTP against the production build on real databases (tests/integration/global-setup.ts). */
export default defineConfig({
  // The `@/` alias of tsconfig.json.
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['tests/integration/**/*.test.ts'],
    globalSetup: ['tests/integration/global-setup.ts'],
    setupFiles: ['tests/integration/take-turns.ts'],
    // Two files at a time: the suite mostly waits on its servers' timers (one file at a time, 20.6 min at a
    // load average of 0.4-3 on 2 cores).
    maxWorkers: 2,
    sequence: { sequencer: SharedAndOwnServersAlternate },
    // A guard against a hung test, not a measure: each test's own bars (live within 2 s, say) are its
    // checks. A test of a few requests took over 30 s on a CI machine loaded by the browser tests beside it.
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
})
