import { fileURLToPath } from 'node:url'

import { defineConfig } from 'vitest/config'

/** Unit tests: pure functions of src/domain and friends, no I/O. */
export default defineConfig({
  resolve: {
    alias: {
      // The `@/` alias of tsconfig.json.
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // Server modules mark themselves `import 'server-only'` (it fails a client bundle); tests are server-side.
      'server-only': fileURLToPath(new URL('./node_modules/server-only/empty.js', import.meta.url)),
    },
  },
  test: {
    include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    // next-intl's ESM imports `next/server` without an extension: let Vite resolve it.
    server: { deps: { inline: ['next-intl'] } },
  },
})
