import crypto from 'node:crypto'

import { fileTypeFromBuffer } from 'file-type'

import { CV_MAX_BYTES } from '../domain/cv-files'

/**
 * CV files are accepted by their content, never by their name: PDF, DOCX (a ZIP with word/), RTF
 * (starts with {\rtf) and DOC (an OLE compound file holding a WordDocument stream).
 */

const MIME = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  rtf: 'application/rtf',
} as const

export type CvType = keyof typeof MIME
export type CheckedCv = { buffer: Buffer; ext: CvType; mime: string; originalName: string; sha256: string }

// The directory entry name of a Word 97–2003 document's main stream, in UTF-16LE.
const WORD_DOCUMENT_STREAM = Buffer.from('WordDocument', 'utf16le')

export async function detectCvType(buffer: Buffer): Promise<CvType | null> {
  const type = await fileTypeFromBuffer(buffer)
  if (!type) return null
  if (type.ext === 'pdf' || type.ext === 'docx' || type.ext === 'rtf') return type.ext
  if (type.ext === 'cfb' && buffer.includes(WORD_DOCUMENT_STREAM)) return 'doc'
  return null
}

const cleanName = (name: string): string =>
  name
    .replace(/[\u0000-\u001f\u007f/\\]/g, '')
    .trim()
    .slice(-200) || 'cv'

export async function checkCv(file: File): Promise<{ ok: true; cv: CheckedCv } | { ok: false; errors: string[] }> {
  if (file.size === 0) return { ok: false, errors: ['validation_required'] }
  if (file.size > CV_MAX_BYTES) return { ok: false, errors: ['validation_file_size'] }
  const buffer = Buffer.from(await file.arrayBuffer())
  const ext = await detectCvType(buffer)
  if (!ext) return { ok: false, errors: ['validation_file_type'] }
  return {
    ok: true,
    cv: { buffer, ext, mime: MIME[ext], originalName: cleanName(file.name), sha256: crypto.createHash('sha256').update(buffer).digest('hex') },
  }
}
