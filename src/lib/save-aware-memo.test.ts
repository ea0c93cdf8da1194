import { setTimeout as sleep } from 'node:timers/promises'

import { describe, expect, it } from 'vitest'

import { bumpContentGeneration } from './content-generation.mjs'
import { saveAwareMemo } from './save-aware-memo'

describe('saveAwareMemo', () => {
  it('remembers an answer for its time, forgets it on a save, and never remembers a failure', async () => {
    let calls = 0
    let failing = false
    const lookup = saveAwareMemo(
      async (key: string) => {
        calls++
        if (failing) throw new Error('store down')
        return `${key}-${calls}`
      },
      { ttlMs: 30, max: 10 },
    )
    expect(await lookup('a')).toBe('a-1')
    expect(await lookup('a')).toBe('a-1')
    await sleep(40)
    expect(await lookup('a')).toBe('a-2')
    bumpContentGeneration()
    failing = true
    await expect(lookup('a')).rejects.toThrow('store down')
    failing = false
    expect(await lookup('a')).toBe('a-4')
  })

  it('keeps at most max answers', async () => {
    let calls = 0
    const lookup = saveAwareMemo(async (key: number) => `${key}-${++calls}`, { ttlMs: 60_000, max: 2 })
    await lookup(1)
    await lookup(2)
    await lookup(3)
    expect(await lookup(3)).toBe('3-3')
    expect(await lookup(1)).toBe('1-4')
  })
})
