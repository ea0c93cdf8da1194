import { defineConfig } from 'vitest/config'

/** Unit tests: pure functions of src/domain and friends, no I/O. */
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    // next-intl's ESM imports `next/server` without an extension: let Vite resolve it.
    server: { deps: { inline: ['next-intl'] } },
  },
})
