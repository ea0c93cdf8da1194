/**
 * A minimal, valid one-page PDF written by hand: no font is embedded, the viewer's Helvetica is used with an
 * encoding that maps the non-Latin letters of the text (Cyrillic, Kazakh) to their Unicode glyph names.
 * A few kilobytes, selectable text, no dependency.
 */

export type PdfLine = { text: string; size: number; bold?: boolean; gapBefore?: number }

const PAGE = { width: 595, height: 842, margin: 56 }

function wrap(text: string, size: number): string[] {
  const maxChars = Math.floor((PAGE.width - 2 * PAGE.margin) / (size * 0.56))
  const lines: string[] = []
  let current = ''
  for (const word of text.split(/\s+/)) {
    if (current && current.length + 1 + word.length > maxChars) {
      lines.push(current)
      current = word
    } else {
      current = current ? `${current} ${word}` : word
    }
  }
  if (current) lines.push(current)
  return lines
}

const glyphName = (char: string) => `uni${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`

export function simplePdf(title: string, content: PdfLine[]): Buffer {
  // Codes 128..255 stand for the non-ASCII characters, in order of first use.
  const extra: string[] = []
  const encode = (value: string) =>
    [...value]
      .map((char) => {
        const code = char.codePointAt(0)!
        if (code < 128) return char === '(' || char === ')' || char === '\\' ? `\\${char}` : char
        let index = extra.indexOf(char)
        if (index < 0) {
          if (extra.length >= 128) return '?'
          index = extra.push(char) - 1
        }
        return `\\${(128 + index).toString(8)}`
      })
      .join('')

  let y = PAGE.height - PAGE.margin
  const ops: string[] = ['BT']
  for (const line of content) {
    y -= line.gapBefore ?? 0
    for (const part of wrap(line.text, line.size)) {
      y -= line.size * 1.45
      ops.push(`/${line.bold ? 'F2' : 'F1'} ${line.size} Tf 1 0 0 1 ${PAGE.margin} ${y.toFixed(1)} Tm (${encode(part)}) Tj`)
    }
  }
  ops.push('ET')
  const stream = ops.join('\n')
  const differences = extra.map((char) => `/${glyphName(char)}`).join(' ')
  const utf16 = Buffer.from(`\ufeff${title}`, 'utf16le').swap16().toString('hex').toUpperCase()

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding 8 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding 8 0 R >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    `<< /Title <${utf16}> /Producer (Qazaq Stroy demo seed) >>`,
    `<< /Type /Encoding /BaseEncoding /WinAnsiEncoding /Differences [128 ${differences}] >>`,
  ]
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'
  const offsets: number[] = []
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'))
    body += `${i + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = Buffer.byteLength(body, 'latin1')
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}
