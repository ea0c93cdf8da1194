import fs from 'node:fs'
import path from 'node:path'

/**
 * The fonts the PDF documents embed: the site's Inter cut as TrueType (scripts/subset-fonts.mjs writes
 * them, tests/unit/fonts.test.ts checks they are its output): Latin, Cyrillic with every Kazakh letter,
 * ₸. Shipped in the repository and read once per process from the project folder (the server runs
 * there, as for .next/BUILD_ID): nothing is downloaded, at build time or later.
 */

export type DocumentFonts = { regular: Buffer; semibold: Buffer }

const FONT_DIR = ['src', 'documents', 'fonts']

let fonts: DocumentFonts | undefined

export function documentFonts(): DocumentFonts {
  const read = (file: string) => fs.readFileSync(path.join(process.cwd(), ...FONT_DIR, file))
  return (fonts ??= { regular: read('inter-400.ttf'), semibold: read('inter-600.ttf') })
}
