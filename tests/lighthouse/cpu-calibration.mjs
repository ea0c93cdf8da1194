/**
 * The CPU slowdown of a Lighthouse run, calibrated on the host's benchmarkIndex (Lighthouse's
 * docs/throttling.md, "Calibrating the CPU slowdown"): the emulated device stays the same whether the machine
 * is quiet or busy with its neighbours.
 */

/**
 * The benchmarkIndex of a quiet machine of this kind (Debian's Chromium 156, 2 cores): 2370-2460 over three
 * runs on 2026-11-23. Lighthouse's default 4x on it emulates a device of index ~600, in Lighthouse's
 * mid-tier mobile bracket: the device every run emulates.
 */
export const REFERENCE_BENCHMARK_INDEX = 2400
const DEFAULT_MULTIPLIER = 4

/**
 * The multiplier that emulates the reference device on a host measured at `benchmarkIndex` (rounded to
 * hundredths; never below 1, Lighthouse cannot speed a host up).
 * @param {number} benchmarkIndex
 */
export const calibratedMultiplier = (benchmarkIndex) => Math.max(1, Math.round((DEFAULT_MULTIPLIER * benchmarkIndex * 100) / REFERENCE_BENCHMARK_INDEX) / 100)

/**
 * The host's speed at this moment: the GC-heavy half of Lighthouse's benchmark (core/lib/page-functions.js,
 * computeBenchmarkIndex), strings of 10,000 characters built for 500 ms, run in Node. Its scale is not
 * Chromium's benchmarkIndex: it compares two moments of one run (collect.mjs, before and after a page loads).
 */
export function hostSpeed() {
  const start = performance.now()
  let iterations = 0
  let characters = 0
  while (performance.now() - start < 500) {
    let s = ''
    for (let j = 0; j < 10000; j++) s += 'a'
    characters += s.length
    iterations++
  }
  if (characters === 1) throw new Error('never: keeps the loop from being optimized away')
  return iterations / ((performance.now() - start) / 1000)
}

/**
 * The least ratio of the host's speeds before and after a page loads for the run to count: on a quiet machine
 * the two agree within a few per cent; a neighbour that starts or stops meanwhile moves the speed by a factor.
 */
export const STEADY_SPEED_RATIO = 0.8
