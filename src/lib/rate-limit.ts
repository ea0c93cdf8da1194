import { cacheConfig } from './config'
import { redisCommand } from './redis.mjs'

/**
 * Fixed-window rate limits (the lead forms per address and form, the admin's login per address): in this
 * process's memory on one instance, in Redis when REDIS_URL is set (several instances share the count).
 * Redis trouble never blocks anyone: the process falls back to its own count until Redis answers again.
 */

export type RateDecision = { allowed: boolean; retryAfterSeconds: number }

const MAX_MEMORY_KEYS = 100_000
const memory = new Map<string, { count: number; resetAt: number }>()

export function hitMemory(key: string, max: number, windowMs: number, now = Date.now()): RateDecision {
  let entry = memory.get(key)
  if (!entry || entry.resetAt <= now) {
    if (memory.size >= MAX_MEMORY_KEYS) sweep(now)
    entry = { count: 0, resetAt: now + windowMs }
    memory.set(key, entry)
  }
  entry.count += 1
  return { allowed: entry.count <= max, retryAfterSeconds: Math.max(1, Math.ceil((entry.resetAt - now) / 1000)) }
}

function sweep(now: number): void {
  for (const [key, entry] of memory) if (entry.resetAt <= now) memory.delete(key)
  // Still full (a flood of distinct addresses): forget everything rather than grow without bound.
  if (memory.size >= MAX_MEMORY_KEYS) memory.clear()
}

// INCR and set the expiry on the first hit, atomically; returns the count and the milliseconds left.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}`

let lastRedisWarning = 0

function warn(error: unknown): void {
  if (Date.now() - lastRedisWarning < 60_000) return
  lastRedisWarning = Date.now()
  console.warn('[rate-limit] Redis unavailable, counting in memory:', (error as Error)?.message ?? error)
}

/** Counts one hit on `key` (already prefixed by its user) and tells whether it is within `max` per window. */
export async function hitLimit(key: string, max: number, windowMs: number): Promise<RateDecision> {
  if (max === 0) return { allowed: true, retryAfterSeconds: 0 }
  const url = cacheConfig.redisUrl()
  if (url) {
    try {
      // A failed command (Redis away: src/lib/redis.mjs fails it at once) counts in memory instead.
      const [count, ttl] = (await redisCommand(url, (redis) => redis.eval(HIT_SCRIPT, { keys: [key], arguments: [String(windowMs)] }))) as [number, number]
      return { allowed: count <= max, retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)) }
    } catch (error) {
      warn(error)
    }
  }
  return hitMemory(key, max, windowMs)
}
