import { leadRoute } from '@/leads/http'

/**
 * POST /api/feedback/meets — a meeting at the sales office or on site.
 * Body (application/json): { "name": "Айгүл", "phone": "+77011234567", "email"?: "a@b.kz",
 *   "date": "2026-12-01" (today..+180 days, Almaty), "time"?: "15:30" (HH:MM), "office_id"?: 2 (a published
 *   contact: the office of the meeting, kept in the lead's details with its title and address; an office with
 *   opening hours takes only the day's slots they give, else 422 `validation_slot` on date or time,
 *   src/domain/office-hours.ts), "complex_id"?: 3, "estate_id"?: 120, "message"?: "...", tracking fields }
 * Answers and tracking fields: the contract of every form endpoint, src/leads/http.ts.
 */
export const dynamic = 'force-dynamic'
export const POST = leadRoute('meets')
