/**
 * Loaded into a test's server (NODE_OPTIONS="--import …/memory-probe.mjs --expose-gc", tests/integration/fuzz.test.ts):
 * on SIGUSR2, a full garbage collection, then process.memoryUsage() as JSON into MEMORY_PROBE_FILE. What the
 * JavaScript heap holds after a collection is what the server keeps; its resident size also counts memory freed
 * but not yet given back to the system, which follows the run's largest burst (e.g. eight big bodies at once),
 * not a leak.
 */
import fs from 'node:fs'
import { isMainThread } from 'node:worker_threads'

const file = process.env.MEMORY_PROBE_FILE
if (isMainThread && file) {
  process.on('SIGUSR2', () => {
    if (typeof globalThis.gc !== 'function') throw new Error('memory-probe: start the server with --expose-gc')
    globalThis.gc()
    fs.writeFileSync(file, JSON.stringify(process.memoryUsage()))
  })
}
