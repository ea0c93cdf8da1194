import { describe, expect, it } from 'vitest'

import { ConcurrencyLimitReached, concurrencyLimit } from './concurrency-limit'

const deferred = () => {
  let resolve!: () => void
  const promise = new Promise<void>((r) => (resolve = r))
  return { promise, resolve }
}

describe('concurrency limit', () => {
  it('runs at most `max` jobs at once, the next ones in order, and refuses beyond the queue', async () => {
    const limit = concurrencyLimit(2, 2)
    const started: number[] = []
    const gates = [deferred(), deferred(), deferred(), deferred()]
    const jobs = gates.map((gate, i) =>
      limit(async () => {
        started.push(i)
        await gate.promise
        return i
      }),
    )
    await expect(limit(async () => 99)).rejects.toBeInstanceOf(ConcurrencyLimitReached)
    await Promise.resolve()
    expect(started).toEqual([0, 1])
    gates[1].resolve()
    await jobs[1]
    await new Promise((r) => setImmediate(r))
    expect(started).toEqual([0, 1, 2])
    for (const gate of gates) gate.resolve()
    expect(await Promise.all(jobs)).toEqual([0, 1, 2, 3])
    expect(started).toEqual([0, 1, 2, 3])
  })

  it('frees the place of a job that failed', async () => {
    const limit = concurrencyLimit(1, 0)
    await expect(limit(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    expect(await limit(async () => 'next')).toBe('next')
  })
})
