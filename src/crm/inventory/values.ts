/**
 * Reading a CRM's loosely typed JSON: numbers that may come as text ("52.2", "11 160 000"), ids that may
 * be numbers, names under one of several keys.
 */

export type Json = Record<string, unknown>

export const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)

/** A finite number, from a number or a numeric text (spaces and a decimal comma allowed); null otherwise. */
export function numberOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value !== 'string') return null
  const text = value.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.')
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : null
}

/** A whole number, or null. */
export function integerOf(value: unknown): number | null {
  const number = numberOf(value)
  return number !== null && Number.isInteger(number) ? number : null
}

/** An id or a name as text: '' for null, undefined and objects. */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value.trim()
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return ''
}

/** The first key of `keys` that `item` holds (not null, not ''), as `item` holds it. */
export function firstOf(item: Json, keys: readonly string[]): unknown {
  for (const key of keys) {
    const value = item[key]
    if (value !== undefined && value !== null && value !== '') return value
  }
  return undefined
}

/** Waits so that calls are at least `intervalMs` apart (a vendor's rate limit). */
export function pacer(intervalMs: number): () => Promise<void> {
  let last = -Infinity
  return async () => {
    const wait = last + intervalMs - Date.now()
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    last = Date.now()
  }
}
