import { categoryPath, type EstateCategoryCode } from './estate-categories'

/**
 * Paths of the site's screens (spec §2), without the language prefix: one place for the header, footer,
 * error page and sitemap. Use localizedPath() from ./routing-rules to add the prefix.
 */
export const PAGES = {
  home: '/',
  about: '/about',
  projects: '/projects',
  properties: '/properties',
  purchaseMethods: '/purchase-methods',
  mortgage: '/purchase-methods/mortgage',
  installment: '/purchase-methods/installment',
  payment100: '/purchase-methods/payment-100',
  contents: '/contents',
  news: '/contents/news',
  promo: '/contents/promo',
  career: '/career',
  jobForStudent: '/career/job-for-student',
  contacts: '/contacts',
  favorites: '/favorites',
  compare: '/favorites/compare',
  alerts: '/alerts',
} as const

/**
 * Listing of a property category, optionally scoped to a project or a queue and filtered by room count or
 * finishing type: the listing reads the query parameters of GET /api/estates (spec §2), so a link opens it
 * already filtered.
 */
export function propertiesPath(code: EstateCategoryCode, filter: { complexId?: number; houseId?: number; rooms?: number; restoration?: string } = {}): string {
  const query = new URLSearchParams()
  if (filter.complexId !== undefined) query.set('complex_id', String(filter.complexId))
  if (filter.houseId !== undefined) query.set('house_id', String(filter.houseId))
  if (filter.rooms !== undefined) query.set('rooms', String(filter.rooms))
  if (filter.restoration !== undefined) query.set('restorations', filter.restoration)
  const search = query.toString()
  return `${PAGES.properties}/${categoryPath(code)}${search ? `?${search}` : ''}`
}

/** One estate's page: its category's listing path plus the estate's slug. */
export const estatePath = (code: EstateCategoryCode, slug: string): string => `${PAGES.properties}/${categoryPath(code)}/${slug}`

export const projectPath = (slug: string): string => `${PAGES.projects}/${slug}`
export const articlePath = (slug: string): string => `${PAGES.news}/${slug}`
export const promotionPath = (slug: string): string => `${PAGES.promo}/${slug}`
export const queuePath = (slug: string): string => `${PAGES.projects}/queue/${slug}`
/** The construction progress of a project or of one queue (by the project's or the queue's slug). */
export const progressPath = (slug: string): string => `${PAGES.about}/${slug}`

/** A vacancy category's page and one vacancy's page (spec §2: career/{category}, career/{category}/{slug}). */
export const vacancyCategoryPath = (category: string): string => `${PAGES.career}/${category}`
export const vacancyPath = (category: string, slug: string): string => `${PAGES.career}/${category}/${slug}`
