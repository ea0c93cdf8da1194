import type { CollectionBeforeDeleteHook, CollectionSlug, GlobalSlug, PayloadRequest, Where } from 'payload'

import { LOCALES, type Locale } from '../../i18n/locales'
import { inEditorLanguage, labelIn, w } from '../admin-words'
import { holdsUpload, uploadPaths } from '../media-references'
import { publicError } from '../public-error'

/** How many documents the refusal names before "and N more". */
const NAMED = 10

/**
 * A file still in use cannot be deleted (issue 17, item 9): a project would silently lose its cover. The
 * refusal (409) lists the documents that use it, published or draft, and the page globals. Images inside
 * rich text are not looked for (Lexical keeps them in JSON the database cannot query).
 */
export const refuseDeletingUsedFile: CollectionBeforeDeleteHook = async ({ collection, id, req }) => {
  const users = await documentsUsing(collection.slug, id, req)
  if (users.length === 0) return
  const language = req.i18n?.language
  const named = users.slice(0, NAMED).join('; ')
  const more = users.length > NAMED ? inEditorLanguage(w(` и ещё ${users.length - NAMED}`, ` and ${users.length - NAMED} more`), language) : ''
  const message = inEditorLanguage(
    w('Файл используется, удалить его нельзя. Сначала уберите его из: ', 'The file is in use and cannot be deleted. First remove it from: '),
    language,
  )
  throw publicError(`${message}${named}${more}.`, 409, { usedBy: users })
}

/** "Project «Alatau» (#3)", "Home page": every document and global pointing at the file. */
async function documentsUsing(slug: string, id: number | string, req: PayloadRequest): Promise<string[]> {
  const { payload } = req
  const language = req.i18n?.language
  const found: string[] = []
  for (const collection of payload.config.collections) {
    // Payload's own collections (jobs, locked documents, preferences) hold no content.
    if (collection.slug.startsWith('payload-')) continue
    const paths = uploadPaths(collection.fields, slug)
    if (paths.length === 0) continue
    const where: Where = { or: paths.map(({ path }) => ({ [path]: { equals: id } })) }
    const locales: (Locale | undefined)[] = paths.some((path) => path.localized) ? [...LOCALES] : [undefined]
    const ids = new Set<string>()
    for (const locale of locales) {
      const query = { collection: collection.slug as CollectionSlug, depth: 0, limit: NAMED + 1, overrideAccess: true, req, ...(locale ? { locale } : {}) }
      const { docs } = await payload.find({ ...query, where })
      const versions = collection.versions?.drafts
        ? (
            await payload.findVersions({ ...query, where: { and: [{ latest: { equals: true } }, { or: paths.map(({ path }) => ({ [`version.${path}`]: { equals: id } })) }] } })
          ).docs.map((version) => ({ ...version.version, id: version.parent }) as Record<string, unknown>)
        : []
      for (const doc of [...docs, ...versions] as Record<string, unknown>[]) {
        if (ids.has(String(doc.id))) continue
        ids.add(String(doc.id))
        const title = doc[collection.admin?.useAsTitle ?? 'id']
        found.push(`${labelIn(collection.labels?.singular, language) ?? collection.slug} «${typeof title === 'string' || typeof title === 'number' ? title : doc.id}» (#${doc.id})`)
      }
    }
  }
  for (const global of payload.config.globals) {
    if (uploadPaths(global.fields, slug).length === 0) continue
    // The published version and the latest draft, which publishing would bring back.
    const read = (draft: boolean) => payload.findGlobal({ slug: global.slug as GlobalSlug, depth: 0, locale: 'all', draft, overrideAccess: true, req })
    if (holdsUpload(global.fields, await read(false), slug, id) || holdsUpload(global.fields, await read(true), slug, id))
      found.push(labelIn(global.label, language) ?? global.slug)
  }
  return found
}
