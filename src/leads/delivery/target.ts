import type { Lead } from '../../payload-types'
import type { Target } from '../config'

/**
 * One place a lead is delivered to (src/leads/delivery/targets.ts lists them). `send` resolves once the
 * target has surely got the lead, and throws a DeliveryError otherwise: `retry` for what may pass (no
 * answer, 429, 5xx), `refused` for a definite no (another 4xx, an error in the answer's body), which is
 * recorded as failed at once and not sent again until staff ask for it.
 */
export interface LeadTarget {
  name: Target
  /** As the sales team reads it in the admin. */
  label: string
  send(lead: Lead, context: SendContext): Promise<void>
}

export type SendContext = {
  /** The lead's CV, as a signed link that expires (src/leads/cv-link.ts); null without a CV. */
  cvUrl: string | null
  /** When this attempt started. */
  now: Date
}

export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly kind: 'retry' | 'refused',
    /** How long the target asked us to wait (429's Retry-After, Telegram's retry_after). */
    readonly retryAfterMs?: number,
    /** The refusing answer's body, parsed when it was JSON. */
    readonly body?: unknown,
  ) {
    super(message)
    this.name = 'DeliveryError'
  }
}

/** Retry-After in seconds or as an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined
  const trimmed = value.trim()
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000
  const at = Date.parse(trimmed)
  return Number.isNaN(at) ? undefined : Math.max(0, at - now)
}

/** A short, single-line excerpt of an answer's body for the stored error (the caller scrubs secrets). */
export const excerpt = (text: string, max = 200): string => {
  const line = text.replace(/\s+/g, ' ').trim()
  return line.length > max ? `${line.slice(0, max)}…` : line
}

export type TargetAnswer = { status: number; text: string; json: unknown; headers: Headers }

/**
 * One HTTP request to a target: a timeout, no redirects followed, and the outcome sorted into success
 * (2xx: returned for the target to read), retry (no answer, 429, 5xx) or refused (any other status).
 * Error messages name the target and the status only, never the URL (it may carry a key).
 */
export async function requestTarget(label: string, url: string, init: RequestInit, timeoutMs: number): Promise<TargetAnswer> {
  let response: Response
  try {
    response = await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) })
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code
    const name = (error as Error).name
    if (name === 'TimeoutError' || name === 'AbortError') throw new DeliveryError(`${label}: no answer within ${timeoutMs} ms`, 'retry')
    throw new DeliveryError(`${label}: request failed${cause ? ` (${cause})` : ''}`, 'retry')
  }
  let text = ''
  try {
    text = await response.text()
  } catch {
    // the body broke off: judged by the status alone
  }
  let json: unknown = null
  try {
    json = text ? JSON.parse(text) : null
  } catch {
    // not JSON
  }
  const { status } = response
  if (status >= 200 && status < 300) return { status, text, json, headers: response.headers }
  const detail = text ? `: ${excerpt(text)}` : ''
  if (status === 429) throw new DeliveryError(`${label} answered HTTP 429 (too many requests)${detail}`, 'retry', parseRetryAfter(response.headers.get('retry-after')), json)
  if (status >= 500) throw new DeliveryError(`${label} answered HTTP ${status}${detail}`, 'retry', undefined, json)
  throw new DeliveryError(`${label} answered HTTP ${status}${detail}`, 'refused', undefined, json)
}
