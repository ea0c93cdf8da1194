import { leadRoute } from '@/leads/http'

/**
 * POST /api/feedback/reserves — reservation of one property.
 * Body (application/json): { "name": "Айгүл", "phone": "+77011234567", "email"?: "a@b.kz",
 *   "estate_id": 120 (must exist), "message"?: "...", tracking fields }
 * Answers and tracking fields: the contract of every form endpoint, src/leads/http.ts, and the hold of the
 * unit (issue 33; src/services/reservation-holds.ts):
 *   201 { "data": { "id": 123, "hold": { "id": 7, "ends_at": "2026-11-28T10:00:00.000Z", "payment_url": null } } }
 *        the unit is held until ends_at (RESERVATION_HOLD_HOURS); payment_url from RESERVATION_PAYMENT_URL
 *        (the same phone asking again for a unit it holds: the same hold)
 *   409 { "message": "reserve_unavailable", "errors": { "estate_id": ["reserve_unavailable"] },
 *         "similar": [{ "id", "category", "number", "rooms", "area", "floor", "price", "path" }] }  not free any more
 *   409 { "message": "reserve_limit", "errors"?: { "phone": ["reserve_limit"] } }  two units held already
 *        (by this phone: under the phone field; by this client address: the form's message)
 */
export const dynamic = 'force-dynamic'
export const POST = leadRoute('reserves')
