import type { CvProblem } from './cv-files'
import { hasActiveMarkup } from './cv-markup'

/**
 * An RTF CV read through (issue 30): its groups must nest and close, and it may carry neither HTML
 * (`\fromhtml`: the file is an HTML page in RTF clothes; `\*\htmltag` groups hold raw HTML; literal
 * tags) nor embedded objects (`\object`, `\objdata`, `\objemb`…: OLE objects, the classic route of RTF
 * exploits). A CV needs none of them.
 */

/** Control words that make an RTF an HTML carrier. */
const HTML_WORDS = new Set(['fromhtml', 'htmltag', 'mhtmltag', 'htmlrtf', 'htmlbase'])
/** `\object` and every `\obj…` word (objdata, objemb, objlink, objautlink, objclass, objocx…) belong to an embedded object. */
const isObjectWord = (word: string) => word.startsWith('obj')

const isLetter = (c: number) => (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a)
const isDigit = (c: number) => c >= 0x30 && c <= 0x39
const BACKSLASH = 0x5c
const OPEN = 0x7b
const CLOSE = 0x7d

/** Bytes as latin1 text: RTF is 7-bit, and the tests below look for ASCII words only. */
const latin1 = (bytes: Uint8Array) => new TextDecoder('latin1').decode(bytes)

export function rtfProblem(bytes: Uint8Array): CvProblem | null {
  // Word reads a document from `{\rt`; a CV starts as the format says, `{\rtf1`.
  if (!/^\{\\rtf1(?![a-zA-Z])/.test(latin1(bytes.subarray(0, 16)))) return 'validation_file_damaged'
  let depth = 0
  let i = 0
  while (i < bytes.length) {
    const c = bytes[i]
    if (c === OPEN) {
      depth++
      i++
    } else if (c === CLOSE) {
      depth--
      i++
      if (depth === 0) break // the document's closing brace
    } else if (c === BACKSLASH) {
      const next = bytes[i + 1]
      if (next === undefined) return 'validation_file_damaged'
      if (!isLetter(next)) {
        // A control symbol: \\, \{, \}, \~, \'hh (a character by its code)…
        i += next === 0x27 ? 4 : 2
        continue
      }
      let end = i + 1
      while (end < bytes.length && isLetter(bytes[end])) end++
      // Longer than any real word (RTF's limit is 32 letters): its first letters are enough to judge it.
      const word = String.fromCharCode(...bytes.subarray(i + 1, Math.min(end, i + 41)))
      if (HTML_WORDS.has(word) || isObjectWord(word)) return 'validation_file_unsafe'
      let parameterEnd = end
      if (bytes[parameterEnd] === 0x2d) parameterEnd++
      while (parameterEnd < bytes.length && isDigit(bytes[parameterEnd])) parameterEnd++
      const parameter = parameterEnd > end ? Number(String.fromCharCode(...bytes.subarray(end, Math.min(parameterEnd, end + 12)))) : 0
      i = parameterEnd
      if (bytes[i] === 0x20) i++ // the space that ends a control word is part of it
      // \binN: N raw bytes follow, which are data, not RTF.
      if (word === 'bin' && parameter > 0) i += parameter
    } else {
      i++
    }
  }
  if (depth !== 0) return 'validation_file_damaged'
  // After the document's closing brace only line ends, blanks and NULs (some writers pad with them).
  for (; i < bytes.length; i++) if (![0x0d, 0x0a, 0x20, 0x09, 0x00].includes(bytes[i])) return 'validation_file_damaged'
  if (hasActiveMarkup(latin1(bytes))) return 'validation_file_unsafe'
  return null
}
