import { afterEach, describe, expect, it, vi } from 'vitest'

vi.mock('../lib/payload', () => ({ getPayloadClient: vi.fn() }))

import { bumpContentGeneration } from '../lib/content-generation.mjs'
import { startPublicationClock } from './publication-clock'

/** The publication clock with a clock we control: it expires the caches once per passed moment, and only then. */
describe('publication clock', () => {
  afterEach(() => vi.useRealTimers())

  const setup = (moments: number[]) => {
    let now = Date.parse('2026-03-01T10:00:00Z')
    const expire = vi.fn(async () => bumpContentGeneration())
    const readMoments = vi.fn(async () => moments)
    vi.useFakeTimers({ now })
    const stop = startPublicationClock({ intervalMs: 1000, now: () => new Date(now), readMoments, expire })
    const advance = async (ms: number) => {
      now += ms
      await vi.advanceTimersByTimeAsync(ms)
    }
    return { expire, readMoments, stop, advance }
  }

  it('expires at a publication moment, not before, and once', async () => {
    const moment = Date.parse('2026-03-01T10:00:05Z')
    const { expire, stop, advance } = setup([Date.parse('2026-01-01T00:00:00Z'), moment])
    await advance(4000)
    expect(expire).not.toHaveBeenCalled()
    await advance(1000)
    expect(expire).toHaveBeenCalledTimes(1)
    await advance(10_000)
    expect(expire).toHaveBeenCalledTimes(1)
    stop()
  })

  it('does nothing when nothing is scheduled', async () => {
    const { expire, stop, advance } = setup([Date.parse('2026-01-01T00:00:00Z')])
    await advance(120_000)
    expect(expire).not.toHaveBeenCalled()
    stop()
  })

  it('reads the moments again after a save, and counts a newly scheduled one', async () => {
    const moments = [Date.parse('2026-01-01T00:00:00Z')]
    const { expire, readMoments, stop, advance } = setup(moments)
    await advance(1000)
    const reads = readMoments.mock.calls.length
    moments.push(Date.parse('2026-03-01T10:00:10Z'))
    bumpContentGeneration()
    await advance(1000)
    expect(readMoments.mock.calls.length).toBe(reads + 1)
    expect(expire).not.toHaveBeenCalled()
    await advance(9000)
    expect(expire).toHaveBeenCalledTimes(1)
    stop()
  })
})
