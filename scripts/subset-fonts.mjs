// Writes the site's two Inter files (regular 400, semibold 600) to src/components/fonts/: one file per
// weight holding every character the site's Russian, Kazakh and English pages normally show (Latin-1,
// Cyrillic with the Kazakh letters, typographic punctuation, ₸ ₽ € №, arrows). One small preloaded file
// per weight replaces fontsource's per-script files, of which a Russian page needed four (Cyrillic and
// Latin: digits and spaces are Latin), 64 KB in all, and which lacked ₸. Rarer letters keep fontsource's
// latin-ext and cyrillic-ext files (src/components/fonts/fonts.ts).
//
// It also writes the TrueType copies the PDF documents embed (src/documents/fonts, PDF_FONT_FILES).
//
// Run it (`npm run fonts`) after changing CORE_RANGES or upgrading inter-ui, then copy the printed
// unicode-range into fonts.ts (next/font reads only literals); tests/unit/fonts.test.ts checks both.
import { writeFileSync } from 'node:fs'

import { CORE_RANGES, FONT_FILES, PDF_FONT_FILES, subsetInter, subsetInterForPdf, toUnicodeRange } from './font-subset.mjs'

for (const { source, target } of FONT_FILES) {
  const subset = await subsetInter(source)
  writeFileSync(new URL(`../${target}`, import.meta.url), subset)
  console.log(`${target}: ${subset.length} bytes`)
}
for (const { source, target } of PDF_FONT_FILES) {
  const subset = await subsetInterForPdf(source)
  writeFileSync(new URL(`../${target}`, import.meta.url), subset)
  console.log(`${target}: ${subset.length} bytes`)
}
console.log(`unicode-range: ${toUnicodeRange(CORE_RANGES)}`)
