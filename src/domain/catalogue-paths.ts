import { categoryFromPath, type EstateCategoryCode } from './estate-categories'

/**
 * The pages whose existence depends on the store (spec §2): a project, a queue, a property category
 * listing, one property, a vacancy category, one vacancy, a news article, a promotion, and the construction
 * progress of a project or queue (/about/{slug}). The proxy checks them before rendering, so an unknown slug
 * gets the same server-rendered 404 page as any unmatched URL.
 */
export type CataloguePath =
  | { kind: 'project'; slug: string }
  | { kind: 'progress'; slug: string }
  | { kind: 'queue'; slug: string }
  | { kind: 'category'; type: string; category: EstateCategoryCode | null }
  | { kind: 'estate'; type: string; category: EstateCategoryCode | null; slug: string }
  | { kind: 'vacancy-category'; slug: string }
  | { kind: 'vacancy'; category: string; slug: string }
  | { kind: 'article'; slug: string }
  | { kind: 'promotion'; slug: string }

/** The student jobs' page, a fixed child of /career beside the category slugs. */
export const JOB_FOR_STUDENT_SEGMENT = 'job-for-student'

/** Classifies a path without its language prefix (segments already normalised); null for other pages. */
export function cataloguePath(segments: readonly string[]): CataloguePath | null {
  const [section, second, third, ...extra] = segments
  if (extra.length || !second) return null
  if (section === 'about') return third ? null : { kind: 'progress', slug: second }
  if (section === 'projects') {
    if (second === 'queue') return third ? { kind: 'queue', slug: third } : null
    return third ? null : { kind: 'project', slug: second }
  }
  if (section === 'properties') {
    const category = categoryFromPath(second)
    return third ? { kind: 'estate', type: second, category, slug: third } : { kind: 'category', type: second, category }
  }
  if (section === 'career') {
    if (third) return { kind: 'vacancy', category: second, slug: third }
    return second === JOB_FOR_STUDENT_SEGMENT ? null : { kind: 'vacancy-category', slug: second }
  }
  // /contents/news/{slug}, /contents/promo/{slug}: public from their publication moment on.
  if (section === 'contents' && third) {
    if (second === 'news') return { kind: 'article', slug: third }
    if (second === 'promo') return { kind: 'promotion', slug: third }
  }
  return null
}
