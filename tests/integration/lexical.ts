/** Minimal Lexical editor states for test documents (the JSON Payload's rich text fields store). */
type Node = Record<string, unknown>

export const text = (value: string, format = 0): Node => ({ type: 'text', text: value, format, detail: 0, mode: 'normal', style: '', version: 1 })

export const paragraph = (...children: Node[]): Node => ({ type: 'paragraph', children, direction: 'ltr', format: '', indent: 0, textFormat: 0, textStyle: '', version: 1 })

export const heading = (tag: 'h2' | 'h3', ...children: Node[]): Node => ({ type: 'heading', tag, children, direction: 'ltr', format: '', indent: 0, version: 1 })

export const link = (fields: Record<string, unknown>, ...children: Node[]): Node => ({
  type: 'link',
  fields: { newTab: false, ...fields },
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 3,
})

export const richText = (...children: Node[]) => ({ root: { type: 'root', children, direction: 'ltr', format: '', indent: 0, version: 1 } })

export const upload = (mediaId: number): Node => ({ type: 'upload', relationTo: 'media', value: mediaId, fields: null, format: '', version: 3, id: `upload-${mediaId}` })
