import { describe, expect, it } from 'vitest'

import { calibratedMultiplier, REFERENCE_BENCHMARK_INDEX } from '../lighthouse/cpu-calibration.mjs'

describe('Lighthouse CPU calibration', () => {
  it('keeps the default 4x on a quiet machine of the reference speed', () => {
    expect(calibratedMultiplier(REFERENCE_BENCHMARK_INDEX)).toBe(4)
  })

  it('slows a busy host less, in proportion, so the emulated device stays the same', () => {
    expect(calibratedMultiplier(REFERENCE_BENCHMARK_INDEX / 2)).toBe(2)
    expect(calibratedMultiplier(1500)).toBe(2.5)
  })

  it('slows a faster host more', () => {
    expect(calibratedMultiplier(3000)).toBe(5)
  })

  it('never asks Lighthouse to speed the host up', () => {
    expect(calibratedMultiplier(300)).toBe(1)
    expect(calibratedMultiplier(0)).toBe(1)
  })
})
