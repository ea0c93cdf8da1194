/**
 * Publication by the clock (issue 13, item 4): an article is public from its `published_at`, a promotion
 * from its `starts_at` (its publication moment) and current until its `ends_at` (inclusive). Nothing is
 * saved at those moments, so what the site shows must change by itself then.
 *
 * The services key their cached reads by the *visibility moment*: the latest scheduled moment that has
 * passed (`visibleAsOf`). Between two moments it does not change, so the reads stay cached; when one
 * passes, the key changes and the next read asks the store. `nextMoment` tells when that happens.
 */

/** Milliseconds since the epoch of an ISO date, or null when it is missing or not a date. */
export const toTime = (iso: string | null | undefined): number | null => {
  if (!iso) return null
  const time = Date.parse(iso)
  return Number.isFinite(time) ? time : null
}

/** The latest moment at or before `now` (as an ISO string), or the epoch's when none has passed yet. */
export function visibleAsOf(moments: readonly number[], now: Date): string {
  const at = now.getTime()
  let latest = 0
  for (const moment of moments) if (moment <= at && moment > latest) latest = moment
  return new Date(latest).toISOString()
}

/** The first moment after `now`, or null when nothing is scheduled. */
export function nextMoment(moments: readonly number[], now: Date): number | null {
  const at = now.getTime()
  let next: number | null = null
  for (const moment of moments) if (moment > at && (next === null || moment < next)) next = moment
  return next
}

/** When a promotion's visibility or state changes: its start, and just past its (inclusive) end. */
export function promotionMoments(promotion: { starts_at: string; ends_at?: string | null }): number[] {
  const starts = toTime(promotion.starts_at)
  const ends = toTime(promotion.ends_at)
  return [...(starts === null ? [] : [starts]), ...(ends === null ? [] : [ends + 1])]
}

/** Whether a document published at `iso` is public at `now` (a missing or broken date never is). */
export function isPublishedAt(iso: string | null | undefined, now: Date): boolean {
  const time = toTime(iso)
  return time !== null && time <= now.getTime()
}

/** Kazakhstan's single time zone since 2024 (UTC+5). */
export const KZ_OFFSET_MS = 5 * 3_600_000

/** The calendar year of a moment in Kazakhstan. */
export const kazakhstanYear = (iso: string): number => new Date(Date.parse(iso) + KZ_OFFSET_MS).getUTCFullYear()

/** How long until `end`: whole days, hours, minutes and seconds (all zero once it has passed). */
export function timeLeft(end: number, now: number): { days: number; hours: number; minutes: number; seconds: number; total: number } {
  const total = Math.max(0, end - now)
  const seconds = Math.floor(total / 1000)
  return { days: Math.floor(seconds / 86_400), hours: Math.floor((seconds % 86_400) / 3600), minutes: Math.floor((seconds % 3600) / 60), seconds: seconds % 60, total }
}

/** A promotion shows its countdown over its last days only. */
export const COUNTDOWN_DAYS = 7

export const showsCountdown = (endsAt: string | null, now: Date): boolean => {
  const end = toTime(endsAt)
  return end !== null && end >= now.getTime() && end - now.getTime() <= COUNTDOWN_DAYS * 86_400_000
}

/**
 * The embeddable player of a video link (YouTube, Vimeo), for a rich-text paragraph that holds nothing
 * but the link; null for any other address.
 */
export function videoEmbedUrl(url: string): string | null {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return null
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null
  const host = parsed.hostname.replace(/^www\.|^m\./, '')
  const id = /^[\w-]{6,20}$/
  if (host === 'youtu.be') {
    const video = parsed.pathname.slice(1)
    return id.test(video) ? `https://www.youtube-nocookie.com/embed/${video}` : null
  }
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const video = parsed.pathname === '/watch' ? parsed.searchParams.get('v') : /^\/(?:embed|shorts)\/([^/]+)$/.exec(parsed.pathname)?.[1]
    return video && id.test(video) ? `https://www.youtube-nocookie.com/embed/${video}` : null
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const video = /^\/(?:video\/)?(\d{5,12})$/.exec(parsed.pathname)?.[1]
    return video ? `https://player.vimeo.com/video/${video}` : null
  }
  return null
}

/** A calendar day in the reader's language, in Kazakhstan time (e.g. "12 марта 2026 г.", "12 March 2026"). */
export function formatDay(locale: string, iso: string): string {
  const tag = locale === 'en' ? 'en-GB' : `${locale}-KZ`
  return new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Almaty' }).format(new Date(iso))
}

/** Hours, minutes and seconds as 03:05:09. */
export const clockText = (left: { hours: number; minutes: number; seconds: number }): string =>
  [left.hours, left.minutes, left.seconds].map((n) => String(n).padStart(2, '0')).join(':')
