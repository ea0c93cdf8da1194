/**
 * The HTTP of the inventory adapters: one JSON request, retried a few times with backoff when the
 * failure is likely to pass (a timeout, a dropped connection, 429, 5xx), refused at once otherwise.
 * Every message names the vendor and the path only, never the query string (Profitbase's token travels
 * there) and never a secret: `scrub` removes each one the adapter names.
 */

export class InventoryFetchError extends Error {
  constructor(
    message: string,
    /** The last HTTP status, when there was an answer. */
    readonly status?: number,
  ) {
    super(message)
    this.name = 'InventoryFetchError'
  }
}

export type RetryPolicy = {
  /** Tries per request, the first included. */
  attempts: number
  /** The wait before the second try; it doubles each time, up to `maxDelayMs`. */
  baseDelayMs: number
  maxDelayMs: number
  /** One request's limit, from sending to the last byte of the answer. */
  timeoutMs: number
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { attempts: 4, baseDelayMs: 1000, maxDelayMs: 30_000, timeoutMs: 30_000 }

/** A request as it is sent: made afresh for each try (MacroCRM signs with the time, Profitbase sends its current token). */
export type PreparedRequest = { url: URL; init?: RequestInit }

export type JsonAnswer = { status: number; body: unknown }

export type RequestOptions = {
  /** The vendor, for messages: "Profitbase", "MacroCRM". */
  vendor: string
  policy: RetryPolicy
  /** Values that must never appear in a message. */
  secrets: readonly string[]
  /** Told about each retry (a log line); the message is already scrubbed. */
  log?: (message: string) => void
}

/** `text` with each secret (as written and URL-encoded) replaced by `***`. */
export function scrub(text: string, secrets: readonly string[]): string {
  let clean = text
  for (const secret of secrets) {
    if (!secret) continue
    for (const form of new Set([secret, encodeURIComponent(secret)])) clean = clean.split(form).join('***')
  }
  return clean
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Seconds (or an HTTP date) of a Retry-After header, in milliseconds; undefined when absent or unreadable. */
function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000
  const date = Date.parse(header)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}

const retryable = (status: number) => status === 429 || status >= 500

/**
 * Sends the request (`prepare` is called for each try) and reads its JSON answer. Returns any answer
 * that is not worth retrying (2xx, and 4xx other than 429: the caller decides what a 401 or 404 means);
 * after `policy.attempts` tries that timed out, failed to connect, or got 429 or 5xx, throws an
 * InventoryFetchError. A 429's Retry-After is honoured, within `policy.maxDelayMs`.
 */
export async function requestJson(prepare: () => PreparedRequest, { vendor, policy, secrets, log }: RequestOptions): Promise<JsonAnswer> {
  let lastProblem = ''
  let lastStatus: number | undefined
  for (let attempt = 1; attempt <= policy.attempts; attempt++) {
    const { url, init } = prepare()
    const what = `${vendor} ${init?.method ?? 'GET'} ${url.pathname}`
    let wait = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1))
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(policy.timeoutMs) })
      const text = await response.text()
      if (!retryable(response.status)) return { status: response.status, body: parseJson(text, what, response.status, secrets) }
      lastStatus = response.status
      lastProblem = `HTTP ${response.status}`
      const asked = response.status === 429 ? retryAfterMs(response.headers.get('retry-after')) : undefined
      if (asked !== undefined) wait = Math.min(policy.maxDelayMs, asked)
    } catch (error) {
      if (error instanceof InventoryFetchError) throw error
      lastStatus = undefined
      lastProblem = isTimeout(error) ? `no answer within ${policy.timeoutMs} ms` : `connection failed (${errorText(error)})`
    }
    if (attempt < policy.attempts) {
      log?.(scrub(`${what}: ${lastProblem}; try ${attempt + 1} of ${policy.attempts} in ${wait} ms`, secrets))
      await sleep(wait)
    } else {
      throw new InventoryFetchError(scrub(`${what}: ${lastProblem} after ${policy.attempts} tries`, secrets), lastStatus)
    }
  }
  // Not reached: the loop returns or throws (attempts is at least 1).
  throw new InventoryFetchError(`${vendor}: no request was made`)
}

function parseJson(text: string, what: string, status: number, secrets: readonly string[]): unknown {
  if (text.trim() === '') return null
  try {
    return JSON.parse(text)
  } catch {
    throw new InventoryFetchError(scrub(`${what}: HTTP ${status} with an answer that is not JSON`, secrets), status)
  }
}

const isTimeout = (error: unknown) => error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')

/** An error's own message and its cause's (fetch's "fetch failed" hides the reason in `cause`). */
function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : ''
  return `${error.message}${cause}`
}

/** A policy with the caller's overrides; `attempts` at least 1. */
export const retryPolicy = (overrides: Partial<RetryPolicy> = {}): RetryPolicy => {
  const policy = { ...DEFAULT_RETRY_POLICY, ...overrides }
  return { ...policy, attempts: Math.max(1, Math.floor(policy.attempts)) }
}
