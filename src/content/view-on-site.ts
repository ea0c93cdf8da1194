import type { GeneratePreviewURL, PayloadRequest } from 'payload'

import { isEstateCategoryCode } from '../domain/estate-categories'
import { DEFAULT_LOCALE, isLocale } from '../domain/locales'
import { localizedPath } from '../domain/routing-rules'
import { articlePath, estatePath, projectPath, promotionPath, queuePath, vacancyCategoryPath, vacancyPath } from '../domain/site-pages'

type Doc = Record<string, unknown>
type PathOf = (doc: Doc, req: PayloadRequest) => string | null | Promise<string | null>

/**
 * The admin's "Preview" button of a document: its page on the public site, in the language being edited.
 * Only a published document has one (visitors never see a draft; the page shows the published version).
 */
export const viewOnSite =
  (pathOf: PathOf): GeneratePreviewURL =>
  async (doc, { locale, req }) => {
    if (doc._status !== 'published' || typeof doc.slug !== 'string') return null
    const path = await pathOf(doc, req)
    return path ? localizedPath(isLocale(locale) ? locale : DEFAULT_LOCALE, path) : null
  }

/** A global's page (the home page, about, purchase methods): always there, in its published version. */
export const globalOnSite =
  (path: string): GeneratePreviewURL =>
  (_doc, { locale }) =>
    localizedPath(isLocale(locale) ? locale : DEFAULT_LOCALE, path)

const slugOf = (doc: Doc): string => String(doc.slug)

export const articleOnSite = viewOnSite((doc) => articlePath(slugOf(doc)))
export const promotionOnSite = viewOnSite((doc) => promotionPath(slugOf(doc)))
export const projectOnSite = viewOnSite((doc) => projectPath(slugOf(doc)))
export const queueOnSite = viewOnSite((doc) => queuePath(slugOf(doc)))
export const estateOnSite = viewOnSite((doc) => (isEstateCategoryCode(doc.category) ? estatePath(doc.category, slugOf(doc)) : null))
export const vacancyCategoryOnSite = viewOnSite((doc) => vacancyCategoryPath(slugOf(doc)))

/** A vacancy's address names its category's slug; the document holds the category's id. */
export const vacancyOnSite = viewOnSite(async (doc, req) => {
  const category = doc.category
  const id = typeof category === 'object' && category !== null ? (category as Doc).id : category
  if (typeof id !== 'number' && typeof id !== 'string') return null
  const found = await req.payload.findByID({ collection: 'vacancy-categories', id, depth: 0, select: { slug: true }, disableErrors: true, req })
  return found?.slug ? vacancyPath(found.slug, slugOf(doc)) : null
})
