import { fileURLToPath } from 'node:url'

import { defineConfig } from 'vitest/config'

/** Integration tests: HTTP against the production build on real databases (tests/integration/global-setup.ts). */
export default defineConfig({
  // The `@/` alias of tsconfig.json.
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['tests/integration/**/*.test.ts'],
    globalSetup: ['tests/integration/global-setup.ts'],
    // A guard against a hung test, not a measure: each test's own bars (live within 2 s, say) are its
    // checks. A test of a few requests took over 30 s on a CI machine loaded by the browser tests beside it.
    testTimeout: 60_000,
    hookTimeout: 240_000,
    fileParallelism: false,
  },
})
