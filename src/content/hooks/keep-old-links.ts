import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, PayloadRequest } from 'payload'

import { normalizeRedirectSource } from '../../domain/redirects'
import type { SitePathOf } from '../site-paths'

const LIVE_PATH_BEFORE = 'livePathBefore'

/**
 * A published document whose address changes (a new slug) keeps its old links: the old path redirects
 * (301) to the new one. One redirect without a language prefix serves every language (the lookup keeps
 * the visitor's, domain/redirect-lookup.ts). Redirects that led to the old path are pointed at the new
 * one, so a chain of renames stays one hop; a redirect from the new path (a slug given back) is removed,
 * or it would loop. A draft does not move the live page, so only a save that updates the published
 * document counts, compared with the published document as stored.
 */
export function keepOldLinks(pathOf: SitePathOf): { beforeChange: CollectionBeforeChangeHook; afterChange: CollectionAfterChangeHook } {
  return {
    beforeChange: async ({ collection, data, operation, originalDoc, req }) => {
      if (operation !== 'update' || data._status === 'draft' || !originalDoc?.id) return data
      const live = await req.payload.db.findOne<{ id: number } & Record<string, unknown>>({ collection: collection.slug, where: { id: { equals: originalDoc.id } }, req })
      if (live?._status === 'published') req.context[LIVE_PATH_BEFORE] = await pathOf(live, req)
      return data
    },
    afterChange: async ({ doc, req }) => {
      const before = req.context[LIVE_PATH_BEFORE]
      delete req.context[LIVE_PATH_BEFORE]
      if (typeof before !== 'string' || doc._status !== 'published') return doc
      const after = await pathOf(doc, req)
      if (after && normalizeRedirectSource(after) !== normalizeRedirectSource(before)) await redirect(req, before, after)
      return doc
    },
  }
}

async function redirect(req: PayloadRequest, from: string, to: string): Promise<void> {
  const { payload } = req
  const options = { req, overrideAccess: true, depth: 0 } as const
  await payload.delete({ collection: 'redirects', where: { from: { equals: normalizeRedirectSource(to) } }, ...options })
  await payload.update({ collection: 'redirects', where: { to: { equals: from } }, data: { to }, ...options })
  const existing = await payload.find({ collection: 'redirects', where: { from: { equals: normalizeRedirectSource(from) } }, limit: 1, ...options })
  if (existing.docs[0]) await payload.update({ collection: 'redirects', id: existing.docs[0].id, data: { to, status: '301' }, ...options })
  else await payload.create({ collection: 'redirects', data: { from, to, status: '301' }, ...options })
}
