import { fileURLToPath } from 'node:url'

import { defineConfig } from 'vitest/config'

/** Unit tests: pure functions of src/domain and friends, no I/O. */
export default defineConfig({
  // The `@/` alias of tsconfig.json.
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    // next-intl's ESM imports `next/server` without an extension: let Vite resolve it.
    server: { deps: { inline: ['next-intl'] } },
  },
})
