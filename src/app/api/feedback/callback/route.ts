import { leadRoute } from '@/leads/http'

/**
 * POST /api/feedback/callback — callback request (header panel, mobile drawer, consultation modal).
 * Body (application/json): { "name": "Айгүл", "phone": "+77011234567", "email"?: "a@b.kz",
 *   "complex_id"?: 3, "estate_id"?: 120, "utm_source"?: "google", ..., "page"?: "/projects/alatau", "website"?: "" }
 * Answers and tracking fields: the contract of every form endpoint, src/leads/http.ts.
 */
export const dynamic = 'force-dynamic'
export const POST = leadRoute('callback')
