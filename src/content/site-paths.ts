import type { GeneratePreviewURL, PayloadRequest } from 'payload'

import { isEstateCategoryCode } from '../domain/estate-categories'
import { DEFAULT_LOCALE, isLocale } from '../domain/locales'
import { localizedPath } from '../domain/routing-rules'
import { articlePath, estatePath, projectPath, promotionPath, queuePath, vacancyCategoryPath, vacancyPath } from '../domain/site-pages'

type Doc = Record<string, unknown>

/** The page of a document on the public site (without a language prefix), from its stored fields. */
export type SitePathOf = (doc: Doc, req: PayloadRequest) => string | null | Promise<string | null>

const slugOf = (doc: Doc): string | null => (typeof doc.slug === 'string' && doc.slug ? doc.slug : null)
const bySlug =
  (path: (slug: string) => string): SitePathOf =>
  (doc) => {
    const slug = slugOf(doc)
    return slug ? path(slug) : null
  }

export const articleSitePath = bySlug(articlePath)
export const promotionSitePath = bySlug(promotionPath)
export const projectSitePath = bySlug(projectPath)
export const queueSitePath = bySlug(queuePath)
export const vacancyCategorySitePath = bySlug(vacancyCategoryPath)
export const estateSitePath: SitePathOf = (doc) => {
  const slug = slugOf(doc)
  return slug && isEstateCategoryCode(doc.category) ? estatePath(doc.category, slug) : null
}

/** A vacancy's address names its category's slug; the document holds the category's id. */
export const vacancySitePath: SitePathOf = async (doc, req) => {
  const slug = slugOf(doc)
  const category = doc.category
  const id = typeof category === 'object' && category !== null ? (category as Doc).id : category
  if (!slug || (typeof id !== 'number' && typeof id !== 'string')) return null
  const found = await req.payload.findByID({ collection: 'vacancy-categories', id, depth: 0, select: { slug: true }, disableErrors: true, req })
  return found?.slug ? vacancyPath(found.slug, slug) : null
}

const inLanguage = (locale: string | undefined, path: string): string => localizedPath(isLocale(locale) ? locale : DEFAULT_LOCALE, path)

/**
 * The admin's "Preview" button of a document: its page on the public site, in the language being edited.
 * Only a published document has one (visitors never see a draft; the page shows the published version).
 */
export const viewOnSite =
  (pathOf: SitePathOf): GeneratePreviewURL =>
  async (doc, { locale, req }) => {
    if (doc._status !== 'published') return null
    const path = await pathOf(doc, req)
    return path ? inLanguage(locale, path) : null
  }

/** A global's page (the home page, about, purchase methods). */
export const globalOnSite =
  (path: string): GeneratePreviewURL =>
  (_doc, { locale }) =>
    inLanguage(locale, path)
