import 'server-only'

import { convertLexicalToHTML, defaultHTMLConverters, LinkHTMLConverter, type HTMLConverter } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

import { videoEmbedUrl } from '../domain/publication'
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales'

/** Site paths of documents an editor can link to from rich text. */
const SITE_PATHS: Record<string, (slug: string) => string> = {
  articles: (slug) => `/contents/news/${slug}`,
  promotions: (slug) => `/contents/promo/${slug}`,
  complexes: (slug) => `/projects/${slug}`,
  houses: (slug) => `/projects/queue/${slug}`,
}

type InternalDoc = { relationTo?: string; value?: unknown }

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

type LinkChild = { type?: string; fields?: { linkType?: string; url?: string }; children?: Array<{ text?: string }> }

/**
 * Embedded video: a paragraph that holds nothing but a link to a YouTube or Vimeo video (an editor
 * pastes the address and links it) becomes the video's player, loaded lazily, titled with the link's text.
 */
const paragraphWithVideo: HTMLConverter<{ children?: LinkChild[] }> = (args) => {
  const children = args.node.children ?? []
  const only = children.length === 1 ? children[0] : null
  const url = only && (only.type === 'link' || only.type === 'autolink') && only.fields?.linkType !== 'internal' ? only.fields?.url : undefined
  const embed = url ? videoEmbedUrl(url) : null
  if (!embed || !only) {
    const paragraph = defaultHTMLConverters.paragraph as HTMLConverter
    return typeof paragraph === 'function' ? paragraph(args as Parameters<typeof paragraph>[0]) : paragraph
  }
  const title =
    (only.children ?? [])
      .map((child) => child.text ?? '')
      .join('')
      .trim() || url!
  return `<div class="rich-video"><iframe src="${escapeAttribute(embed)}" title="${escapeAttribute(title)}" loading="lazy" allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen" allowfullscreen referrerpolicy="strict-origin-when-cross-origin"></iframe></div>`
}

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
        paragraph: paragraphWithVideo,
      },
    })
  } catch (error) {
    // A value the converter cannot read must not fail the whole request.
    console.error('[rich-text] cannot render', error)
    return ''
  }
}
