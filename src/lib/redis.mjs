/**
 * The site's own Redis connection (REDIS_URL): the rate limits' counts (src/lib/rate-limit.ts) and the save
 * counter (src/lib/content-generation.mjs). node-redis, the library of the shared Next cache package
 * (src/lib/next-redis-cache.mjs): one Redis library in the site.
 *
 * One client per process, kept on globalThis: scripts/server.mjs and Next's bundles each load this module.
 * Redis away costs nothing but the shared counts: no command waits in a queue while disconnected (it fails
 * at once and the caller falls back to its own memory), a command unanswered within COMMAND_TIMEOUT_MS
 * fails, and the client reconnects in the background. Plain JavaScript: loaded outside the bundles too.
 */
import { createClient } from 'redis'

const CLIENT = Symbol.for('site.redis')
const COMMAND_TIMEOUT_MS = 1000

/** @typedef {ReturnType<typeof createClient>} RedisClient */

/** @param {string} url @returns {RedisClient} */
function connect(url) {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min((retries + 1) * 200, 5000) },
  })
  // Callers see a failed command; the Next cache handler reports Redis trouble in the log.
  client.on('error', () => {})
  client.connect().catch(() => {})
  return client
}

/** The process's client for `url`, connecting (in the background) on first use. */
function sharedRedis(/** @type {string} */ url) {
  const store = /** @type {{ [CLIENT]?: { url: string, client: RedisClient } }} */ (globalThis)
  if (store[CLIENT]?.url !== url) store[CLIENT] = { url, client: connect(url) }
  return store[CLIENT].client
}

export const TIMEOUT = Symbol('timeout')
/**
 * The promise's value, or TIMEOUT when it takes longer than `ms`.
 * @template T
 * @param {Promise<T>} promise
 * @param {number} ms
 * @returns {Promise<T | typeof TIMEOUT>}
 */
export function within(promise, ms) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer
  return Promise.race([promise, /** @type {Promise<typeof TIMEOUT>} */ (new Promise((resolve) => (timer = setTimeout(resolve, ms, TIMEOUT))))]).finally(() => clearTimeout(timer))
}

/**
 * A Redis command that fails after COMMAND_TIMEOUT_MS rather than hold a request.
 * @template T
 * @param {string} url
 * @param {(client: RedisClient) => Promise<T>} command
 * @returns {Promise<T>}
 */
export async function redisCommand(url, command) {
  const result = await within(command(sharedRedis(url)), COMMAND_TIMEOUT_MS)
  if (result === TIMEOUT) throw new Error(`Redis did not answer within ${COMMAND_TIMEOUT_MS} ms`)
  return result
}
