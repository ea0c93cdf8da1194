import 'server-only'

import type { Where } from 'payload'

import type { Locale } from '../i18n/locales'
import { paginate, type Paginated } from '../domain/pagination'
import { getPayloadClient } from '../lib/payload'
import type { Promotion } from '../payload-types'
import { isPromotionActive } from '../domain/promotions'
import { isPublishedAt, promotionMoments, visibleAsOf } from '../domain/publication'
import { cached } from './cache'
import { latestVersionBySlug } from './drafts'
import { publicMedia, type PublicMedia } from './media'
import { complexRef, REF_POPULATE, seoOf, type ComplexRef, type Seo } from './related-documents'
import { richTextToHtml } from './rich-text'
import { PUBLISHED } from '../content/access'

/**
 * Promotions, published only, the latest start first.
 *
 * Summary:   { id, slug, title, excerpt, starts_at, ends_at|null, is_basic, is_active, image, complex }
 * Promotion: summary + { content: Lexical JSON|null, content_html, seo }
 *
 * `is_active` (running now: started, not ended) is computed at answer time, never cached: a promotion
 * ends at its time even when nobody edits anything. Filters: `complexId`, `active` (true: running now,
 * false: ended).
 *
 * Publication by the clock (domain/publication): a promotion is public from its `starts_at` on (a
 * scheduled one is invisible until then) and leaves the running ones after its `ends_at`. Cached reads
 * are keyed by the visibility moment (the latest start that has passed), so both happen by themselves.
 */

export type PromotionSummary = {
  id: number
  slug: string
  title: string
  excerpt: string
  starts_at: string
  ends_at: string | null
  is_basic: boolean
  is_active: boolean
  image: PublicMedia | null
  complex: ComplexRef | null
}
export type PublicPromotion = PromotionSummary & { content: Promotion['content'] | null; content_html: string; seo: Seo }
export type PromotionFilter = { page: number; perPage: number; complexId?: number; active?: boolean }

const TAGS = ['promotions', 'complexes', 'media']
/** Published and started at `asOf` (an ISO moment from visibleAsOf). */
const publicAt = (asOf: string): Where => ({ and: [PUBLISHED, { starts_at: { less_than_equal: asOf } }] })
const LATEST_FIRST = ['-starts_at', '-id']
const SUMMARY_SELECT = { slug: true, title: true, excerpt: true, starts_at: true, ends_at: true, is_basic: true, image: true, complex: true } as const

type Cached<T> = Omit<T, 'is_active'>

const toSummary = (doc: Pick<Promotion, keyof typeof SUMMARY_SELECT | 'id'>): Cached<PromotionSummary> => ({
  id: doc.id,
  slug: doc.slug,
  title: doc.title,
  excerpt: doc.excerpt ?? '',
  starts_at: doc.starts_at,
  ends_at: doc.ends_at ?? null,
  is_basic: doc.is_basic ?? false,
  image: publicMedia(doc.image),
  complex: complexRef(doc.complex),
})

const withActivity = <T extends Cached<PromotionSummary>>(promotion: T, now: Date): T & { is_active: boolean } => ({
  ...promotion,
  is_active: isPromotionActive(promotion, now),
})

/** Start and end of every published promotion: what the `active` filter needs, cheap to keep cached. */
export const schedules = cached('promotion-schedules', ['promotions'], async (): Promise<Array<{ id: number; starts_at: string; ends_at: string | null }>> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'promotions',
    where: PUBLISHED,
    pagination: false,
    depth: 0,
    select: { starts_at: true, ends_at: true },
  })
  return docs.map((doc) => ({ id: doc.id, starts_at: doc.starts_at, ends_at: doc.ends_at ?? null }))
})

/** The visibility moment of the promotions at `now` (the latest start that has passed): the key of the reads below. */
export const promotionsAsOf = async (now: Date): Promise<string> => visibleAsOf((await schedules()).map((s) => Date.parse(s.starts_at)).filter(Number.isFinite), now)

/** Every moment a promotion starts or ends (past and scheduled), for the publication clock. */
export const promotionSchedule = async (): Promise<number[]> => (await schedules()).flatMap(promotionMoments)

const promotionsPage = cached(
  'promotions-page',
  TAGS,
  async (locale: Locale, filter: Omit<PromotionFilter, 'active'> & { ids?: number[] }, asOf: string): Promise<Paginated<Cached<PromotionSummary>>> => {
    const payload = await getPayloadClient()
    const and: Where[] = [publicAt(asOf)]
    if (filter.complexId) and.push({ complex: { equals: filter.complexId } })
    if (filter.ids) {
      if (filter.ids.length === 0) return paginate([], filter.page, filter.perPage, 0)
      and.push({ id: { in: filter.ids } })
    }
    const result = await payload.find({
      collection: 'promotions',
      locale,
      where: { and },
      sort: LATEST_FIRST,
      page: filter.page,
      limit: filter.perPage,
      depth: 1,
      select: SUMMARY_SELECT,
      populate: { complexes: REF_POPULATE.complexes },
    })
    return paginate(result.docs.map(toSummary), filter.page, filter.perPage, result.totalDocs)
  },
)

export async function listPromotions(locale: Locale, filter: PromotionFilter, now = new Date()): Promise<Paginated<PromotionSummary>> {
  const { active, ...rest } = filter
  // The set of running promotions is resolved now and passed as ids: the cached page depends on that
  // set (which changes rarely), not on the clock.
  const ids =
    active === undefined
      ? undefined
      : (await schedules())
          .filter((s) => isPublishedAt(s.starts_at, now) && isPromotionActive(s, now) === active)
          .map((s) => s.id)
          .sort((a, b) => a - b)
  const page = await promotionsPage(locale, { ...rest, ids }, await promotionsAsOf(now))
  return { ...page, data: page.data.map((p) => withActivity(p, now)) }
}

const basicPromotions = cached('promotions-basic', TAGS, async (locale: Locale, asOf: string): Promise<Cached<PromotionSummary>[]> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'promotions',
    locale,
    where: { and: [publicAt(asOf), { is_basic: { equals: true } }] },
    sort: LATEST_FIRST,
    pagination: false,
    depth: 1,
    select: SUMMARY_SELECT,
    populate: { complexes: REF_POPULATE.complexes },
  })
  return docs.map(toSummary)
})

/** The evergreen offers (is_basic) of the home page. */
export async function listBasicPromotions(locale: Locale, now = new Date()): Promise<PromotionSummary[]> {
  return (await basicPromotions(locale, await promotionsAsOf(now))).map((p) => withActivity(p, now))
}

/** The page of a stored promotion (the published version, or the latest draft in a preview). */
const promotionPage = (locale: Locale, doc: Promotion): Cached<PublicPromotion> => ({
  ...toSummary(doc),
  content: doc.content ?? null,
  content_html: richTextToHtml(locale, doc.content),
  seo: seoOf(doc.seo, doc.title, doc.excerpt),
})

const promotionBySlug = cached('promotion', TAGS, async (locale: Locale, slug: string, asOf: string): Promise<Cached<PublicPromotion> | null> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'promotions',
    locale,
    where: { and: [publicAt(asOf), { slug: { equals: slug } }] },
    limit: 1,
    pagination: false,
    depth: 1,
    populate: { complexes: REF_POPULATE.complexes },
  })
  return docs[0] ? promotionPage(locale, docs[0]) : null
})

export async function getPromotion(locale: Locale, slug: string, now = new Date()): Promise<PublicPromotion | null> {
  const promotion = await promotionBySlug(locale, slug, await promotionsAsOf(now))
  return promotion && isPublishedAt(promotion.starts_at, now) ? withActivity(promotion, now) : null
}

/** An editor's preview: the promotion's latest version (services/drafts.ts); without a start, it starts now. */
export async function getPromotionDraft(locale: Locale, slug: string, now = new Date()): Promise<PublicPromotion | null> {
  const doc = await latestVersionBySlug('promotions', locale, slug, { complexes: REF_POPULATE.complexes })
  return doc ? withActivity(promotionPage(locale, { ...doc, title: doc.title ?? '', starts_at: doc.starts_at ?? now.toISOString() }), now) : null
}
