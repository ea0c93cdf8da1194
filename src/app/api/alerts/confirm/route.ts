import { confirmRoute } from '@/leads/alerts-http'

/** POST /api/alerts/confirm — { "token": "…" } from the confirmation e-mail's page. Contract: src/leads/alerts-http.ts. */
export const dynamic = 'force-dynamic'
export const POST = confirmRoute
