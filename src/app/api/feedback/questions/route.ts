import { leadRoute } from '@/leads/http'

/**
 * POST /api/feedback/questions — a question to the sales team.
 * Body (application/json): { "name": "Айгүл", "phone": "+77011234567", "email"?: "a@b.kz",
 *   "message": "Есть ли рассрочка?" (up to 2000 characters), "complex_id"?: 3, "estate_id"?: 120, tracking fields }
 * Answers and tracking fields: the contract of every form endpoint, src/leads/http.ts.
 */
export const dynamic = 'force-dynamic'
export const POST = leadRoute('questions')
