import { describe, expect, it } from 'vitest'

import { detectCvType } from './cv'
import { dedupeKey, dedupeSlots } from './dedupe'
import { hitMemory } from '../lib/rate-limit'

describe('dedupe', () => {
  const submission = (fields: Record<string, unknown>) => ({ kind: 'callback' as const, fields })

  it('ignores tracking data, page and letter case; not the content', () => {
    const key = dedupeKey(submission({ name: 'Айгүл', phone: '+77011234567', utm_source: 'a', page: '/x' }))
    expect(dedupeKey(submission({ name: 'АЙГҮЛ', phone: '+77011234567', utm_source: 'b', page: '/y' }))).toBe(key)
    expect(dedupeKey(submission({ name: 'Айгүл', phone: '+77011234568' }))).not.toBe(key)
    expect(dedupeKey({ ...submission({ name: 'Айгүл', phone: '+77011234567' }), cv: { sha256: 'f' } })).not.toBe(key)
  })

  it('looks in the current and the previous window, so a repeat across a boundary is found', () => {
    const window = 600_000
    const first = dedupeSlots('callback', 'k', 10 * window - 1, window)
    const repeat = dedupeSlots('callback', 'k', 10 * window + 1, window)
    expect(repeat.candidates).toContain(first.slot)
    expect(dedupeSlots('callback', 'k', 12 * window, window).candidates).not.toContain(first.slot)
  })

  it('keeps one subscription per address for good, and nothing when the window is 0', () => {
    expect(dedupeSlots('subscription', 'k', 1, 600_000)).toEqual({ slot: 'k', candidates: ['k'] })
    expect(dedupeSlots('callback', 'k', 1, 0).candidates).toEqual([])
  })
})

describe('hitMemory', () => {
  it('allows max hits per window, then answers how long to wait', () => {
    const key = `test-${Math.random()}`
    const now = 1_000_000
    const results = Array.from({ length: 4 }, (_, i) => hitMemory(key, 3, 60_000, now + i))
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false])
    expect(results[3].retryAfterSeconds).toBe(60)
    expect(hitMemory(key, 3, 60_000, now + 60_001).allowed).toBe(true)
  })
})

describe('detectCvType', () => {
  const cfb = (withWordStream: boolean) => {
    const buffer = Buffer.alloc(2048)
    Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(buffer)
    Buffer.from(withWordStream ? 'WordDocument' : 'Workbook', 'utf16le').copy(buffer, 1152)
    return buffer
  }

  it('knows a CV by its first bytes, whatever its name', async () => {
    expect(await detectCvType(Buffer.from('%PDF-1.7\n%\u00e2\u00e3\n1 0 obj<<>>endobj'))).toBe('pdf')
    expect(await detectCvType(Buffer.from('{\\rtf1\\ansi Резюме}'))).toBe('rtf')
    expect(await detectCvType(cfb(true))).toBe('doc')
  })

  it('refuses executables, other Office compound files and plain text', async () => {
    expect(await detectCvType(Buffer.concat([Buffer.from('MZ\x90\x00\x03', 'latin1'), Buffer.alloc(300)]))).toBeNull()
    expect(await detectCvType(cfb(false))).toBeNull()
    expect(await detectCvType(Buffer.from('just some text pretending to be a PDF'))).toBeNull()
  })
})
