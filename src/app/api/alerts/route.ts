import { subscribeRoute } from '@/leads/alerts-http'

/**
 * POST /api/alerts — follow a unit's price and status, or save a listing's search (issue 34, item 1).
 * Body (application/json or a form): { "email": "buyer@mail.kz", "estate_id": 120 } or
 *   { "email": "buyer@mail.kz", "search": "/properties/apartments?rooms=2&price_to=40000000" }, "locale"?: "kk"
 * 202 { "data": {} } (the same for a new, waiting or confirmed address); a form gets a 303 to /alerts?sent=1.
 * Nothing but the confirmation e-mail is sent before its link is followed. Contract: src/leads/alerts-http.ts.
 */
export const dynamic = 'force-dynamic'
export const POST = subscribeRoute
