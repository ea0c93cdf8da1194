import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

// @ts-expect-error subset-font ships no types: subsetFont(buffer, text, options) → Promise<Buffer>
import subsetFont from 'subset-font'

// The characters of the site's own Inter files (scripts/subset-fonts.mjs), as code point ranges: what
// fontsource's latin and cyrillic subsets hold, plus the Kazakh letters of cyrillic-ext (Ғ Қ Ң Ү Һ Ә Ө;
// Ұ and І are in cyrillic), the tenge and rouble signs and the arrows. src/components/fonts/fonts.ts declares
// the same set as the files' unicode-range (tests/unit/fonts.test.ts).
export const CORE_RANGES = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0300, 0x0301],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x0400, 0x045f],
  [0x0490, 0x0493],
  [0x049a, 0x049b],
  [0x04a2, 0x04a3],
  [0x04ae, 0x04b1],
  [0x04ba, 0x04bb],
  [0x04d8, 0x04d9],
  [0x04e8, 0x04e9],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x20b8, 0x20b8],
  [0x20bd, 0x20bd],
  [0x2116, 0x2116],
  [0x2122, 0x2122],
  [0x2190, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
]

/** inter-ui's full fonts, and where their subsets go. */
export const FONT_FILES = [
  { source: 'Inter-Regular.woff2', target: 'src/components/fonts/inter-400.woff2' },
  { source: 'Inter-SemiBold.woff2', target: 'src/components/fonts/inter-600.woff2' },
]

/**
 * One of FONT_FILES cut to CORE_RANGES, as WOFF2 bytes.
 * @param {string} source
 * @returns {Promise<Buffer>}
 */
export async function subsetInter(source) {
  const text = coreText()
  // Without layout closure the stylistic sets and alternates (which the site never turns on) stay out:
  // 20 KB instead of 33 KB per weight. Kerning and the default ligatures of the kept glyphs remain.
  return subsetFont(readFileSync(createRequire(import.meta.url).resolve(`inter-ui/web/${source}`)), text, { targetFormat: 'woff2', noLayoutClosure: true })
}

/**
 * The same characters as TrueType for the PDF documents (src/documents): pdfkit embeds TTF/OTF, not
 * WOFF2. Without the OpenType layout tables (GSUB, GPOS, GDEF): a printed table needs no contextual
 * alternates, and shaping Inter's tables made a 300-row payment schedule six times slower to lay out
 * (fontkit applied them to every figure); the glyphs and their advance widths stay as they are.
 */
export const PDF_FONT_FILES = [
  { source: 'Inter-Regular.woff2', target: 'src/documents/fonts/inter-400.ttf' },
  { source: 'Inter-SemiBold.woff2', target: 'src/documents/fonts/inter-600.ttf' },
]

/**
 * @param {string} source
 * @returns {Promise<Buffer>}
 */
export async function subsetInterForPdf(source) {
  return subsetFont(readFileSync(createRequire(import.meta.url).resolve(`inter-ui/web/${source}`)), coreText(), {
    targetFormat: 'truetype',
    noLayoutClosure: true,
    dropTables: ['GSUB', 'GPOS', 'GDEF'],
  })
}

const coreText = () => CORE_RANGES.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))).join('')

/** CSS unicode-range syntax: U+0000-00FF,U+0131,… */
export const toUnicodeRange = (/** @type {number[][]} */ ranges) => ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(',')
const hex = (/** @type {number} */ code) => code.toString(16).toUpperCase().padStart(4, '0')
