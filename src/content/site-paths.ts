import type { GeneratePreviewURL, LivePreviewConfig, PayloadRequest } from 'payload'

import { isEstateCategoryCode } from '../domain/estate-categories'
import { DEFAULT_LOCALE, isLocale } from '../domain/locales'
import { localizedPath } from '../domain/routing-rules'
import { previewLink } from '../lib/preview-links'
import { absoluteUrl } from '../lib/site-origin'
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

/** The signed preview link (src/lib/preview-links.ts) of a document's page in a language, or null when it has none. */
async function previewLinkOf(pathOf: SitePathOf, doc: Doc, locale: string | undefined, req: PayloadRequest): Promise<string | null> {
  const path = await pathOf(doc, req)
  return path ? previewLink(inLanguage(locale, path)) : null
}

/**
 * The admin's "Preview" button of a document: a signed link to its page with the drafts shown, in the
 * language being edited; for a published document without a newer draft it shows what visitors see.
 */
export const previewOnSite =
  (pathOf: SitePathOf): GeneratePreviewURL =>
  (doc, { locale, req }) =>
    previewLinkOf(pathOf, doc, locale, req)

/** The public page of a document's published version, in the language being edited (the sidebar's "view on site"). */
export async function publishedPageOf(pathOf: SitePathOf, doc: Doc, req: PayloadRequest): Promise<string | null> {
  if (doc._status !== 'published') return null
  const path = await pathOf(doc, req)
  return path ? inLanguage(req.locale ?? undefined, path) : null
}

/** The admin's live preview frame at a wide screen's and a phone's size. */
export const LIVE_PREVIEW_BREAKPOINTS: LivePreviewConfig['breakpoints'] = [
  { name: 'desktop', label: 'Desktop 1440', width: 1440, height: 900 },
  { name: 'phone', label: 'Phone 390', width: 390, height: 844 },
]

/**
 * Payload's live preview of a document's page: the preview link, refreshed by the page on every save
 * (autosave included). Absolute, on the public origin (SERVER_URL), where editors open the admin: the
 * admin posts its messages to the frame with the link as the target origin.
 */
export const livePreviewOnSite = (pathOf: SitePathOf): LivePreviewConfig => ({
  breakpoints: LIVE_PREVIEW_BREAKPOINTS,
  url: async ({ data, locale, req }) => {
    const link = await previewLinkOf(pathOf, data, locale.code, req)
    return link ? absoluteUrl(link) : null
  },
})
