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
export function sharedRedis(/** @type {string} */ url) {
  const store = /** @type {{ [CLIENT]?: { url: string, client: RedisClient } }} */ (globalThis)
  if (store[CLIENT]?.url !== url) store[CLIENT] = { url, client: connect(url) }
  return store[CLIENT].client
}

/**
 * A Redis command that fails after COMMAND_TIMEOUT_MS rather than hold a request.
 * @template T
 * @param {(client: RedisClient) => Promise<T>} command
 * @param {string} url
 * @returns {Promise<T>}
 */
export function redisCommand(url, command) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${COMMAND_TIMEOUT_MS} ms`)), COMMAND_TIMEOUT_MS)
  })
  return /** @type {Promise<T>} */ (Promise.race([command(sharedRedis(url)), timeout]).finally(() => clearTimeout(timer)))
}
