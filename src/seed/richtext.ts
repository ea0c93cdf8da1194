/**
 * Minimal Lexical editor states (the JSON Payload's richText field stores), built from plain strings.
 * Only core nodes: paragraph, heading, list, quote.
 */

type Node = Record<string, unknown>

export type RichText = {
  root: { type: string; children: { type: string; version: number; [k: string]: unknown }[]; direction: 'ltr' | null; format: ''; indent: number; version: number }
}

const text = (value: string, bold = false): Node => ({
  type: 'text',
  text: value,
  format: bold ? 1 : 0,
  style: '',
  mode: 'normal',
  detail: 0,
  version: 1,
})

const element = (type: string, children: Node[], extra: Node = {}) => ({
  type,
  children,
  direction: 'ltr' as const,
  format: '' as const,
  indent: 0,
  version: 1,
  ...extra,
})

/** A block of the document: a string is a paragraph; `## ` starts a heading, `- ` lines make a list, `> ` a quote. */
export type Block = string

function block(source: string) {
  if (source.startsWith('## ')) return element('heading', [text(source.slice(3))], { tag: 'h2' })
  if (source.startsWith('### ')) return element('heading', [text(source.slice(4))], { tag: 'h3' })
  if (source.startsWith('> ')) return element('quote', [text(source.slice(2))])
  if (source.startsWith('- ')) {
    const items = source.split('\n').map((line) => line.replace(/^- /, ''))
    return element(
      'list',
      items.map((item, i) => element('listitem', [text(item)], { value: i + 1 })),
      { listType: 'bullet', start: 1, tag: 'ul' },
    )
  }
  // **bold** lead-in at the start of a paragraph.
  const bold = /^\*\*(.+?)\*\*\s*(.*)$/s.exec(source)
  const children = bold ? [text(bold[1], true), text(` ${bold[2]}`)] : [text(source)]
  return element('paragraph', children, { textFormat: 0, textStyle: '' })
}

export function richText(...blocks: Block[]): RichText {
  return { root: element('root', blocks.map(block)) as RichText['root'] }
}
