import 'server-only'

import crypto from 'node:crypto'

import { fileTypeFromBuffer } from 'file-type'

import { compoundFileKind, docProblem } from '../domain/cv-doc'
import { CV_MAX_BYTES, CV_MIN_BYTES, type CvProblem } from '../domain/cv-files'
import { rtfProblem } from '../domain/cv-rtf'
import { docxProblem } from './cv-docx'
import { pdfProblem } from './cv-pdf'

/**
 * CV files are accepted by their content, never by their name: PDF, DOCX (a ZIP with word/), RTF
 * (starts with {\rtf) and DOC (an OLE compound file holding a WordDocument stream). The first bytes
 * name the type; then the whole file is read as that type (issue 30): it must hold together and carry
 * no active content (cv-pdf.ts, cv-docx.ts, domain/cv-rtf.ts, domain/cv-doc.ts).
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

/** Why a file of no accepted type is refused: a macro-enabled or a password-protected Word file says so. */
async function otherTypeProblem(buffer: Buffer): Promise<CvProblem> {
  const type = await fileTypeFromBuffer(buffer)
  if (type?.ext === 'docm' || type?.ext === 'dotm') return 'validation_file_unsafe'
  // An Office Open XML file with a password is a compound file holding an EncryptedPackage stream.
  if (type?.ext === 'cfb' && compoundFileKind(buffer) === 'encrypted-package') return 'validation_file_protected'
  return 'validation_file_type'
}

const contentProblem = (ext: CvType, buffer: Buffer): Promise<CvProblem | null> | CvProblem | null =>
  ext === 'pdf' ? pdfProblem(buffer) : ext === 'docx' ? docxProblem(buffer) : ext === 'rtf' ? rtfProblem(buffer) : docProblem(buffer)

/**
 * The name as the staff will see it: no control characters, no path, and no bidirectional controls
 * (U+202E makes `cv\u202efdp.exe` display as `cvexe.pdf`), nor line or paragraph separators.
 */
export const cleanName = (name: string): string =>
  name
    .replace(/[\u0000-\u001f\u007f-\u009f/\\]/g, '')
    .replace(/[\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g, '')
    .trim()
    .slice(-200) || 'cv'

export async function checkCv(file: File): Promise<{ ok: true; cv: CheckedCv } | { ok: false; errors: CvProblem[] }> {
  if (file.size === 0) return { ok: false, errors: ['validation_required'] }
  if (file.size > CV_MAX_BYTES) return { ok: false, errors: ['validation_file_size'] }
  if (file.size < CV_MIN_BYTES) return { ok: false, errors: ['validation_file_small'] }
  const buffer = Buffer.from(await file.arrayBuffer())
  const ext = await detectCvType(buffer)
  if (!ext) return { ok: false, errors: [await otherTypeProblem(buffer)] }
  const problem = await contentProblem(ext, buffer)
  if (problem) return { ok: false, errors: [problem] }
  return {
    ok: true,
    cv: { buffer, ext, mime: MIME[ext], originalName: cleanName(file.name), sha256: crypto.createHash('sha256').update(buffer).digest('hex') },
  }
}
