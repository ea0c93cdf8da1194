import { categoryFromPath, type EstateCategoryCode } from './estate-categories'

/**
 * The catalogue pages whose existence depends on the store (spec §2): a project, a queue, a property
 * category listing, one property. The proxy checks them before rendering, so an unknown slug gets the
 * same server-rendered 404 page as any unmatched URL.
 */
export type CataloguePath =
  | { kind: 'project'; slug: string }
  | { kind: 'queue'; slug: string }
  | { kind: 'category'; type: string; category: EstateCategoryCode | null }
  | { kind: 'estate'; type: string; category: EstateCategoryCode | null; slug: string }

/** Classifies a path without its language prefix (segments already normalised); null for other pages. */
export function cataloguePath(segments: readonly string[]): CataloguePath | null {
  const [section, second, third, ...extra] = segments
  if (extra.length || !second) return null
  if (section === 'projects') {
    if (second === 'queue') return third ? { kind: 'queue', slug: third } : null
    return third ? null : { kind: 'project', slug: second }
  }
  if (section === 'properties') {
    const category = categoryFromPath(second)
    return third ? { kind: 'estate', type: second, category, slug: third } : { kind: 'category', type: second, category }
  }
  return null
}

