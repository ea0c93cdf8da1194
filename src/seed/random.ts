/**
 * Seeded pseudo-random numbers (mulberry32): the demo content must be identical on every run,
 * so nothing in the seed may use Math.random or the clock.
 */
export class Random {
  private state: number

  constructor(seed: number) {
    this.state = seed >>> 0
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0
    let t = this.state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  /** A float in [min, max). */
  float(min: number, max: number): number {
    return min + this.next() * (max - min)
  }

  chance(probability: number): boolean {
    return this.next() < probability
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]
  }

  /** Picks by weight: weighted([['a', 3], ['b', 1]]) returns 'a' three times as often. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, w]) => sum + w, 0)
    let roll = this.next() * total
    for (const [value, weight] of entries) {
      roll -= weight
      if (roll < 0) return value
    }
    return entries[entries.length - 1][0]
  }

  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items]
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1))
      ;[copy[i], copy[j]] = [copy[j], copy[i]]
    }
    return copy
  }
}

export const SEED = 20261101

/**
 * An independent stream per part of the seed (estates, images, articles...), so adding draws in one part
 * does not shift the content of the others.
 */
export function randomFor(label: string): Random {
  let hash = SEED ^ 0x811c9dc5
  for (let i = 0; i < label.length; i++) hash = Math.imul(hash ^ label.charCodeAt(i), 0x01000193)
  return new Random(hash >>> 0)
}

/** Reference "today" of the demo content: dates are computed from it, never from the clock. */
export const REFERENCE_DATE = new Date(Date.UTC(2026, 10, 1))

export const daysBefore = (days: number, from: Date = REFERENCE_DATE): Date => new Date(from.getTime() - days * 86_400_000)

export const isoDate = (year: number, month: number, day = 1): string => new Date(Date.UTC(year, month - 1, day)).toISOString()
