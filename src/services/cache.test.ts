import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { cached } from './cache'

describe('cached (the hot memo)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('shares one computation between identical calls within the TTL, then recomputes', async () => {
    const fn = vi.fn(async (a: number, b: string) => `${a}-${b}-${fn.mock.calls.length}`)
    const memo = cached(fn)
    const [x, y] = await Promise.all([memo(1, 'a'), memo(1, 'a')])
    expect(x).toBe(y)
    expect(fn).toHaveBeenCalledTimes(1)
    await memo(2, 'a')
    expect(fn).toHaveBeenCalledTimes(2)
    vi.advanceTimersByTime(1001)
    await memo(1, 'a')
    expect(fn).toHaveBeenCalledTimes(3)
  })

  it('does not remember a failure', async () => {
    let fail = true
    const memo = cached(async () => {
      if (fail) throw new Error('store down')
      return 'ok'
    })
    await expect(memo()).rejects.toThrow('store down')
    fail = false
    await expect(memo()).resolves.toBe('ok')
  })
})
