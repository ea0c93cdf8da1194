import { leadRoute } from '@/leads/http'

/**
 * POST /api/feedback/reserves — reservation of one property.
 * Body (application/json): { "name": "Айгүл", "phone": "+77011234567", "email"?: "a@b.kz",
 *   "estate_id": 120 (must exist), "message"?: "...", tracking fields }
 * Answers and tracking fields: the contract of every form endpoint, src/leads/http.ts.
 */
export const dynamic = 'force-dynamic'
export const POST = leadRoute('reserves')
