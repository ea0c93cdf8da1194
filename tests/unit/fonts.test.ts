import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

import { describe, expect, it } from 'vitest'

import { CORE_RANGES, FONT_FILES, PDF_FONT_FILES, subsetInter, subsetInterForPdf, toUnicodeRange } from '../../scripts/font-subset.mjs'

const require = createRequire(import.meta.url)
const fontsModule = readFileSync(new URL('../../src/components/fonts/fonts.ts', import.meta.url), 'utf8')
const fontsource = require('@fontsource/inter/unicode.json') as Record<string, string>

/** The unicode-range values declared in fonts.ts, in order: the site's subset, latin-ext, cyrillic-ext. */
const declared = [...fontsModule.matchAll(/'(U\+[0-9A-FU+,-]+)'/g)].map((match) => match[1])

const codePoints = (unicodeRange: string): Set<number> => {
  const points = new Set<number>()
  for (const part of unicodeRange.split(',')) {
    const [from, to = from] = part.replace('U+', '').split('-')
    for (let code = parseInt(from, 16); code <= parseInt(to, 16); code++) points.add(code)
  }
  return points
}

describe('site fonts', () => {
  it('declare the subset files with exactly the characters they were cut to', () => {
    expect(declared).toHaveLength(3)
    expect(declared[0]).toBe(toUnicodeRange(CORE_RANGES))
  })

  it('give each character to one file only, and lose none of fontsource latin, latin-ext, cyrillic, cyrillic-ext', () => {
    const parts = declared.map(codePoints)
    const seen = new Set<number>()
    for (const part of parts)
      for (const code of part) {
        expect(seen.has(code), `U+${code.toString(16)} in two files`).toBe(false)
        seen.add(code)
      }
    for (const subset of ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext'])
      for (const code of codePoints(fontsource[subset])) expect(seen.has(code), `U+${code.toString(16)} of ${subset}`).toBe(true)
    // Kazakh letters and the tenge sign are in the preloaded file.
    for (const char of 'ӘәҒғҚқҢңӨөҰұҮүҺһІі₸') expect(parts[0].has(char.codePointAt(0)!), char).toBe(true)
  })

  it('are the output of scripts/subset-fonts.mjs (run `npm run fonts` after changing the ranges)', async () => {
    for (const { source, target } of FONT_FILES) {
      const expected = await subsetInter(source)
      expect(Buffer.compare(readFileSync(new URL(`../../${target}`, import.meta.url)), expected), target).toBe(0)
    }
  })

  it('embed the same characters in the PDF documents, as the TrueType files of scripts/subset-fonts.mjs', async () => {
    for (const { source, target } of PDF_FONT_FILES) {
      const expected = await subsetInterForPdf(source)
      expect(Buffer.compare(readFileSync(new URL(`../../${target}`, import.meta.url)), expected), target).toBe(0)
    }
  })
})
