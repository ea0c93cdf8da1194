import { describe, expect, it } from 'vitest'

import { compoundFile, docxParts, rtf, validDoc, validDocx, validPdf, zip } from '../../tests/support/cv-samples'
import { checkCv, cleanName } from './cv'

const file = (data: Buffer | string, name = 'cv.pdf') => new File([typeof data === 'string' ? data : new Uint8Array(data)], name)
const refusal = async (data: Buffer | string, name?: string) => {
  const result = await checkCv(file(data, name))
  return result.ok ? null : result.errors
}

describe('checkCv: the whole file, by its content', () => {
  it('accepts a valid PDF, DOCX, RTF and DOC, typed by content', async () => {
    for (const [data, ext] of [
      [validPdf(), 'pdf'],
      [validDocx(), 'docx'],
      [rtf(), 'rtf'],
      [validDoc(), 'doc'],
    ] as const) {
      const result = await checkCv(file(data, 'Резюме.bin'))
      expect(result.ok && result.cv.ext, ext).toBe(ext)
    }
  })

  it('refuses the files of the outside probe, each with its reason', async () => {
    expect(await refusal(`%PDF-1.4\n<html><script>alert(1)</script>${' '.repeat(2000)}</html>`)).toEqual(['validation_file_unsafe'])
    expect(await refusal(rtf('{\\*\\htmltag84 <script>alert(1)</script>}'), 'cv.rtf')).toEqual(['validation_file_unsafe'])
    expect(await refusal(Buffer.from(rtf().toString('latin1').replace('\\ansi', '\\ansi\\fromhtml1'), 'latin1'), 'cv.rtf')).toEqual(['validation_file_unsafe'])
    expect(await refusal(zip({ ...docxParts(), 'evil.html': '<html><script>alert(1)</script></html>' }), 'cv.docx')).toEqual(['validation_file_unsafe'])
    expect(await refusal(zip({ ...docxParts(), 'word/vbaProject.bin': Buffer.alloc(2048) }), 'cv.docx')).toEqual(['validation_file_unsafe'])
    expect(await refusal('%PDF-1.4\n')).toEqual(['validation_file_small'])
    // 500 bytes that look like a valid RTF: no CV is that small.
    expect(await refusal(`{\\rtf1\\ansi ${'a'.repeat(486)}}`, 'cv.rtf')).toEqual(['validation_file_small'])
    expect(await refusal(validDoc([{ name: 'Macros', storage: [] }]), 'cv.doc')).toEqual(['validation_file_unsafe'])
  })

  it('says why a macro-enabled or password-protected Word file is refused, and refuses other types as before', async () => {
    const docm = docxParts()
      ['[Content_Types].xml'].toString()
      .replace('wordprocessingml.document.main+xml', 'ms-word.document.macroEnabled.main+xml')
      .replace('openxmlformats-officedocument.ms-word', 'ms-word')
    expect(await refusal(zip({ ...docxParts(), '[Content_Types].xml': docm }), 'cv.docm')).toEqual(['validation_file_unsafe'])
    const encrypted = compoundFile([
      { name: 'EncryptionInfo', data: Buffer.alloc(4096) },
      { name: 'EncryptedPackage', data: Buffer.alloc(4096) },
    ])
    expect(await refusal(encrypted, 'cv.docx')).toEqual(['validation_file_protected'])
    expect(await refusal(Buffer.concat([Buffer.from('MZ\x90\x00\x03', 'latin1'), Buffer.alloc(2000)]))).toEqual(['validation_file_type'])
    expect(await refusal('')).toEqual(['validation_required'])
  })

  it('keeps the name without bidirectional controls, so cv\\u202efdp.exe cannot pose as cvexe.pdf', async () => {
    const result = await checkCv(file(validPdf(), 'cv\u202efdp.exe'))
    expect(result.ok && result.cv.originalName).toBe('cvfdp.exe')
    expect(cleanName('\u202bрезюме\u2066.pdf\u2069\u200f\u061c\u200e\u202a\u202c\u202d\u2067\u2068\u2028')).toBe('резюме.pdf')
    expect(cleanName('../../etc/passwd\u0000\u0085')).toBe('....etcpasswd')
    expect(cleanName('\u202e')).toBe('cv')
  })
})
