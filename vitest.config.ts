import { defineConfig } from 'vitest/config'

/** Unit tests: pure functions of src/domain and friends, no I/O. */
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
  },
})
