import { convertLexicalToHTML, defaultHTMLConverters, LinkHTMLConverter } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

import { DEFAULT_LOCALE, type Locale } from '../i18n/locales'

/** Site paths of documents an editor can link to from rich text. */
const SITE_PATHS: Record<string, (slug: string) => string> = {
  articles: (slug) => `/contents/news/${slug}`,
  promotions: (slug) => `/contents/promo/${slug}`,
  complexes: (slug) => `/projects/${slug}`,
  houses: (slug) => `/projects/queue/${slug}`,
}

type InternalDoc = { relationTo?: string; value?: unknown }

function internalHref(locale: Locale, doc: InternalDoc | undefined): string {
  const value = doc?.value as { slug?: unknown } | undefined
  const toPath = doc?.relationTo ? SITE_PATHS[doc.relationTo] : undefined
  if (!toPath || typeof value?.slug !== 'string') return '#'
  const path = toPath(value.slug)
  return locale === DEFAULT_LOCALE ? path : `/${locale}${path}`
}

/**
 * Lexical rich text rendered to HTML on the server, so that a client (or a third-party app) can show it
 * without a Lexical renderer. Internal links point to the site page in the reader's language; uploads
 * render when the document was read with depth >= 1. Text is escaped by the converters.
 */
export function richTextToHtml(locale: Locale, content: unknown): string {
  if (!content || typeof content !== 'object' || !('root' in content)) return ''
  try {
    return convertLexicalToHTML({
      data: content as SerializedEditorState,
      disableContainer: true,
      converters: {
        ...defaultHTMLConverters,
        ...LinkHTMLConverter({ internalDocToHref: ({ linkNode }) => internalHref(locale, linkNode.fields.doc as InternalDoc | undefined) }),
      },
    })
  } catch (error) {
    // A value the converter cannot read must not fail the whole request.
    console.error('[rich-text] cannot render', error)
    return ''
  }
}
