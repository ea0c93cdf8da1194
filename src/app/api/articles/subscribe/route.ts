import { leadRoute } from '@/leads/http'

/**
 * POST /api/articles/subscribe — news subscription (one per address: subscribing again answers the same id).
 * Body (application/json): { "email": "reader@mail.kz", "name"?: "Айгүл", "complex_id"?: 3 (the construction news of one
 *   project: a subscription of its own, stored with the project), tracking fields }
 * Answers and tracking fields: the contract of every form endpoint, src/leads/http.ts.
 */
export const dynamic = 'force-dynamic'
export const POST = leadRoute('subscribe')
