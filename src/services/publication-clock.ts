import 'server-only'

import { promotionMoments, toTime, visibleAsOf } from '../domain/publication'
import { expireTags } from '../lib/cache-tags'
import { contentGeneration } from '../lib/content-generation.mjs'
import { getPayloadClient } from '../lib/payload'
import { PUBLISHED } from '../content/access'

/**
 * The publication clock (issue 13, item 4): news and promotions appear at their publication moment and
 * promotions end at theirs, with nobody saving anything then. Every CHECK_MS the clock compares the
 * visibility moment (domain/publication) with the one it saw last; when a scheduled moment has passed,
 * it expires what a save of news or promotions would (cache tags, every cached page, the page answer
 * cache), so the site shows the change within seconds, as after an editor's save.
 *
 * Outside a request the expiry goes through Next's cache handler itself (src/lib/cache-tags.ts), as
 * for the jobs queue's scheduled publish. The moments are read straight from the store (not through
 * Next's data cache, which needs a request), again after every save and at least every RELOAD_MS.
 */

const CHECK_MS = 5_000
const RELOAD_MS = 60_000

/** Every moment when news or promotions change by the clock: publications, starts and ends. */
export async function readPublicationMoments(): Promise<number[]> {
  const payload = await getPayloadClient()
  const [articles, promotions] = await Promise.all([
    payload.find({ collection: 'articles', where: PUBLISHED, pagination: false, depth: 0, select: { published_at: true } }),
    payload.find({ collection: 'promotions', where: PUBLISHED, pagination: false, depth: 0, select: { starts_at: true, ends_at: true } }),
  ])
  return [
    ...articles.docs.flatMap((doc) => {
      const time = toTime(doc.published_at)
      return time === null ? [] : [time]
    }),
    ...promotions.docs.flatMap(promotionMoments),
  ]
}

const expireNewsAndPromotions = (): Promise<void> => expireTags(['articles', 'promotions'])

/**
 * Starts the clock (once per process); `expire` is what it does when a moment has passed. Returns a
 * function that stops it.
 */
export function startPublicationClock({
  intervalMs = CHECK_MS,
  now = () => new Date(),
  readMoments = readPublicationMoments,
  expire = expireNewsAndPromotions,
}: { intervalMs?: number; now?: () => Date; readMoments?: () => Promise<number[]>; expire?: () => Promise<void> } = {}): () => void {
  let moments: number[] = []
  let loadedAt = -Infinity
  let loadedGeneration: number | null = null
  let seen: string | null = null
  let running = false

  const tick = async () => {
    if (running) return
    running = true
    try {
      const generation = contentGeneration()
      // After a save the save has expired everything already: the moments are read again and the one
      // now passed is only noted. Otherwise a newer passed moment is what the clock is for.
      const saved = generation !== loadedGeneration
      if (saved || Date.now() - loadedAt >= RELOAD_MS) {
        moments = await readMoments()
        loadedAt = Date.now()
        loadedGeneration = generation
      }
      const current = visibleAsOf(moments, now())
      if (!saved && seen !== null && Date.parse(current) > Date.parse(seen)) {
        await expire()
        loadedGeneration = contentGeneration()
      }
      seen = current
    } catch (error) {
      console.error('[publication-clock]', error instanceof Error ? error.message : error)
    } finally {
      running = false
    }
  }

  const timer = setInterval(() => void tick(), intervalMs)
  timer.unref?.()
  void tick()
  return () => clearInterval(timer)
}
