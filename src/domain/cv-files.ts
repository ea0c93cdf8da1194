import type { ValidationCode } from './api-messages'

/**
 * CV uploads (vacancy and student applications, spec §7): the accepted types and the size limit, and the
 * browser's check of a chosen file before it is sent. No zod here: the application form runs it in the
 * browser. The server checks the content again (src/leads/cv.ts).
 */

/** CV uploads: these types only (checked by content on the server), at most 10 MB. */
export const CV_MAX_BYTES = 10 * 1024 * 1024
/** Smaller than this is no CV: the smallest real one-page PDF, DOCX or RTF is several KB. */
export const CV_MIN_BYTES = 1024
export const CV_EXTENSIONS = ['pdf', 'doc', 'docx', 'rtf'] as const

/** What the browser file picker offers: the CV types by extension and MIME type. */
export const CV_ACCEPT = [
  ...CV_EXTENSIONS.map((ext) => `.${ext}`),
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/rtf',
  'text/rtf',
].join(',')

/**
 * Why a CV is refused (each an API message key, src/domain/api-messages.ts): not one of the types; over
 * the limit; under CV_MIN_BYTES; not readable as its type (a PDF whose cross-reference does not hold
 * together, a broken ZIP…); carrying active content (HTML or script, macros, embedded objects or files);
 * protected by a password (its content cannot be checked, nor read by the staff).
 */
export type CvProblem = ApiValidationCode<
  | 'validation_required'
  | 'validation_file_type'
  | 'validation_file_size'
  | 'validation_file_small'
  | 'validation_file_damaged'
  | 'validation_file_unsafe'
  | 'validation_file_protected'
>
/** Only codes of the API's list (a key missing there fails the type check). */
type ApiValidationCode<T extends ValidationCode> = T

/**
 * The browser's check of a chosen CV before it is sent: the type by the file name's extension, and the
 * size. Null when the file may go.
 */
export function cvFileProblem(file: {
  name: string
  size: number
}): Extract<CvProblem, 'validation_file_type' | 'validation_file_size' | 'validation_file_small' | 'validation_required'> | null {
  const ext = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase()
  if (!ext || !(CV_EXTENSIONS as readonly string[]).includes(ext)) return 'validation_file_type'
  if (file.size === 0) return 'validation_required'
  if (file.size > CV_MAX_BYTES) return 'validation_file_size'
  if (file.size < CV_MIN_BYTES) return 'validation_file_small'
  return null
}
