import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

/**
 * Server-side HTML of a Lexical rich-text value, for clients that cannot render Lexical JSON. The
 * converter escapes text content; a value it cannot read gives null rather than a failed request.
 */
export function richTextHtml(value: unknown): string | null {
  if (!value || typeof value !== 'object' || !('root' in value)) return null
  try {
    return convertLexicalToHTML({ data: value as SerializedEditorState, disableContainer: true })
  } catch (error) {
    console.error('[rich-text] cannot render', error)
    return null
  }
}
