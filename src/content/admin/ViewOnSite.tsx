import type { CollectionSlug, UIFieldServerProps } from 'payload'

import { inEditorLanguage, w } from '../admin-words'
import { publishedPageOf, type SitePathOf } from '../site-paths'

const OPEN = w('Открыть на сайте', 'View on site')
const NOT_PUBLISHED = w('Документ ещё не опубликован: на сайте его нет.', 'Not published yet: the site does not show it.')

/**
 * The sidebar's link to the page visitors see: that of the published version, in the language being
 * edited (a newer draft is seen with the preview button). Rendered on the server with the form.
 */
export async function ViewOnSite({ id, collectionSlug, payload, req, i18n }: UIFieldServerProps) {
  const collection = collectionSlug as CollectionSlug
  const sitePath = payload.collections[collection]?.config.custom?.sitePath as SitePathOf | undefined
  if (!sitePath || id === undefined) return null
  const published = (await payload.findByID({ collection, id, draft: false, depth: 0, disableErrors: true, req })) as Record<string, unknown> | null
  const page = published ? await publishedPageOf(sitePath, published, req) : null
  return (
    <div className="field-type" data-testid="view-on-site">
      {page ? (
        <a href={page} target="_blank" rel="noopener" className="btn btn--style-secondary btn--size-small">
          {inEditorLanguage(OPEN, i18n.language)}
        </a>
      ) : (
        <p className="field-description">{inEditorLanguage(NOT_PUBLISHED, i18n.language)}</p>
      )}
    </div>
  )
}
