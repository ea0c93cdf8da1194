import { fileURLToPath } from 'node:url'

import { defineConfig } from 'vitest/config'

/** Integration tests: HTTP against the production build on real databases (tests/integration/global-setup.ts). */
export default defineConfig({
  // The `@/` alias of tsconfig.json.
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['tests/integration/**/*.test.ts'],
    globalSetup: ['tests/integration/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 240_000,
    fileParallelism: false,
  },
})
