import sharp from 'sharp'

import { FONT, esc } from './images/svg'

/**
 * A small, valid one-page PDF written by hand. The page is a rendered image of the text (so Cyrillic and
 * Kazakh letters show in every viewer without embedding a font), with the same text laid over it
 * invisibly, so it can still be searched and selected. A few dozen kilobytes, no PDF library.
 */

export type PdfLine = { text: string; size: number; bold?: boolean; gapBefore?: number }

const PAGE = { width: 595, height: 842, margin: 56 }
/** Pixels per point of the page image (about 125 dpi): sharp text, small file. */
const SCALE = 1.75

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

type Placed = { text: string; size: number; bold: boolean; y: number }

/** Lines on the page, top down; y is the baseline from the bottom, in points (PDF coordinates). */
function layout(content: PdfLine[]): Placed[] {
  let y = PAGE.height - PAGE.margin
  const placed: Placed[] = []
  for (const line of content) {
    y -= line.gapBefore ?? 0
    for (const part of wrap(line.text, line.size)) {
      y -= line.size * 1.45
      placed.push({ text: part, size: line.size, bold: Boolean(line.bold), y })
    }
  }
  return placed
}

async function pageImage(placed: Placed[]): Promise<{ data: Buffer; width: number; height: number }> {
  const width = Math.round(PAGE.width * SCALE)
  const height = Math.round(PAGE.height * SCALE)
  const texts = placed
    .map(
      (p) =>
        `<text x="${PAGE.margin * SCALE}" y="${((PAGE.height - p.y) * SCALE).toFixed(1)}" font-family="${FONT}" font-size="${(p.size * SCALE).toFixed(1)}"${p.bold ? ' font-weight="bold"' : ''} fill="#1d2329">${esc(p.text)}</text>`,
    )
    .join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#ffffff"/><rect x="${PAGE.margin * SCALE}" y="${(PAGE.margin - 18) * SCALE}" width="${60 * SCALE}" height="${4 * SCALE}" fill="#2f5d8a"/>${texts}</svg>`
  // Baseline (not progressive) greyscale JPEG: what a PDF DCTDecode image expects.
  const data = await sharp(Buffer.from(svg)).toColourspace('b-w').jpeg({ quality: 72, progressive: false }).toBuffer()
  return { data, width, height }
}

export async function simplePdf(title: string, content: PdfLine[]): Promise<Buffer> {
  const placed = layout(content)
  const image = await pageImage(placed)

  // Invisible text layer (render mode 3). Codes 128..255 stand for the non-ASCII characters.
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
  const textOps = placed.map((p) => `/F1 ${p.size} Tf 1 0 0 1 ${PAGE.margin} ${p.y.toFixed(1)} Tm (${encode(p.text)}) Tj`)
  const contents = [`q ${PAGE.width} 0 0 ${PAGE.height} 0 0 cm /Im1 Do Q`, 'BT 3 Tr', ...textOps, 'ET'].join('\n')
  const differences = extra.map((char) => `/uni${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`).join(' ')
  const utf16Title = Buffer.from(`\ufeff${title}`, 'utf16le').swap16().toString('hex').toUpperCase()

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 4 0 R >> /XObject << /Im1 5 0 R >> >> /Contents 6 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding 8 0 R >>',
    `<< /Type /XObject /Subtype /Image /Width ${image.width} /Height ${image.height} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /DCTDecode /Length ${image.data.length} >>\nstream\n${image.data.toString('latin1')}\nendstream`,
    `<< /Length ${Buffer.byteLength(contents, 'latin1')} >>\nstream\n${contents}\nendstream`,
    `<< /Title <${utf16Title}> /Producer (Qazaq Stroy demo seed) >>`,
    `<< /Type /Encoding /BaseEncoding /WinAnsiEncoding${differences ? ` /Differences [128 ${differences}]` : ''} >>`,
  ]
  // latin1 keeps every byte (the JPEG is binary), so string lengths are byte offsets.
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'
  const offsets: number[] = []
  objects.forEach((object, i) => {
    offsets.push(body.length)
    body += `${i + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}
