import { leadRoute } from '@/leads/http'

/**
 * POST /api/vacancies/application — application for a vacancy.
 * Body: multipart/form-data (with a CV) or application/json (without one). Fields:
 *   name, phone, email (required), vacancy_id (required, must exist), message?, tracking fields,
 *   cv?: a file — PDF, DOC, DOCX or RTF by content (magic bytes), at most 10 MB (422 cv: validation_file_type |
 *   validation_file_size; a body over 10.25 MB is refused at once: 413 with errors.cv = ["validation_file_size"]).
 *   The CV is kept in DATA_DIR/private and readable by staff only (admin, sales).
 * Answers and tracking fields: the contract of every form endpoint, src/leads/http.ts.
 */
export const dynamic = 'force-dynamic'
export const POST = leadRoute('vacancy-application')
