/**
 * CV uploads (vacancy and student applications, spec §7): the accepted types and the size limit, and the
 * browser's check of a chosen file before it is sent. No zod here: the application form runs it in the
 * browser. The server checks the content again (src/leads/cv.ts).
 */

/** CV uploads: these types only (checked by content on the server), at most 10 MB. */
export const CV_MAX_BYTES = 10 * 1024 * 1024
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
 * The browser's check of a chosen CV before it is sent: the type by the file name's extension, and the
 * size. Null when the file may go.
 */
export function cvFileProblem(file: { name: string; size: number }): 'validation_file_type' | 'validation_file_size' | 'validation_required' | null {
  const ext = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase()
  if (!ext || !(CV_EXTENSIONS as readonly string[]).includes(ext)) return 'validation_file_type'
  if (file.size === 0) return 'validation_required'
  if (file.size > CV_MAX_BYTES) return 'validation_file_size'
  return null
}
