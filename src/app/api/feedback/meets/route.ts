import { leadRoute } from '../../../../leads/http'

/**
 * POST /api/feedback/meets — a meeting at the sales office or on site.
 * Body (application/json): { "name": "Айгүл", "phone": "+77011234567", "email"?: "a@b.kz",
 *   "date": "2026-12-01" (today..+180 days, Almaty), "time"?: "15:30", "complex_id"?: 3, "estate_id"?: 120,
 *   "message"?: "...", tracking fields }
 * Answers (Content-Type application/json; Accept-Language ru|kk|en = the site language):
 *   201 { "data": { "id": 123 } }  stored (the same request again within LEADS_DUPLICATE_WINDOW_SECONDS: the same id)
 *   422 { "message": "validation_error", "errors": { "phone": ["validation_phone"] } }  each entry a localization key
 *   400 { "message": "bad_request" }  broken JSON, wrong content type
 *   413 { "message": "payload_too_large" }   429 { "message": "too_many_requests" } + Retry-After
 *   503 { "message": "service_unavailable" } + Retry-After  (the database did not answer in time)
 * Tracking fields of every form: utm_source, utm_medium, utm_campaign, utm_term, page (the page path),
 * website (honeypot: must stay empty). Schema: src/domain/lead-forms.ts (shared with the forms).
 */
export const dynamic = 'force-dynamic'
export const POST = leadRoute('meets')
