import 'server-only'

import fs from 'node:fs'
import path from 'node:path'

import * as fontkit from 'fontkit'

/**
 * The fonts the PDF documents embed: the site's Inter cut as TrueType (scripts/subset-fonts.mjs writes
 * them, tests/unit/fonts.test.ts checks they are its output): Latin, Cyrillic with every Kazakh letter,
 * ₸. Shipped in the repository and read once per process from the project folder (the server runs
 * there, as for .next/BUILD_ID): nothing is downloaded, at build time or later.
 *
 * Each file is parsed once per process and the parsed font shared by every document (pdfkit takes a
 * fontkit font as well as the file's bytes): parsing it anew cost each PDF a third of its time. A
 * document only reads the shared font (each embeds its own subset of it), with one catch: fontkit keeps
 * a glyph with the characters it was first looked up for, and a subset looks up the parts of composite
 * glyphs (Cyrillic с is drawn with Latin c) by glyph alone, so a later document would find Latin c
 * without its character and write no text for it (a PDF whose words cannot be searched or copied).
 * Every character's glyph is therefore looked up once, by its character, as soon as the font is parsed.
 */

export type DocumentFonts = { regular: fontkit.Font; semibold: fontkit.Font }

const FONT_DIR = ['src', 'documents', 'fonts']

let fonts: DocumentFonts | undefined

function parse(file: string): fontkit.Font {
  const font = fontkit.create(fs.readFileSync(path.join(process.cwd(), ...FONT_DIR, file)))
  if (!('layout' in font)) throw new Error(`${file} is a font collection`)
  for (const codePoint of font.characterSet) font.glyphForCodePoint(codePoint)
  return font
}

export function documentFonts(): DocumentFonts {
  return (fonts ??= { regular: parse('inter-400.ttf'), semibold: parse('inter-600.ttf') })
}
