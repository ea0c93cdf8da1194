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
