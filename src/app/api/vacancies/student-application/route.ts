import { leadRoute } from '@/leads/http'

/**
 * POST /api/vacancies/student-application — student job application (the student flag of the career pages).
 * Body: multipart/form-data (with a CV) or application/json (without one). Fields:
 *   name, phone, email (required), vacancy_id?, education? (university, course), message?, tracking fields,
 *   cv?: a file — PDF, DOC, DOCX or RTF by content, 1 KB to 10 MB, read through (src/leads/cv.ts). 422 cv:
 *   validation_file_type | validation_file_size | validation_file_small (under 1 KB) | validation_file_damaged
 *   (does not hold together as its type) | validation_file_unsafe (HTML or script, PDF JavaScript, launch
 *   actions or attached files, macros, embedded objects, DOCX parts Word does not write) |
 *   validation_file_protected (a password); a body over 10.25 MB is refused at once: 413 with
 *   errors.cv = ["validation_file_size"].
 *   The CV is kept in DATA_DIR/private and readable by staff only (admin, sales).
 * Answers and tracking fields: the contract of every form endpoint, src/leads/http.ts.
 */
export const dynamic = 'force-dynamic'
export const POST = leadRoute('student-application')
