import { unsubscribeRoute } from '@/leads/alerts-http'

/**
 * POST /api/alerts/unsubscribe?token=…[&scope=searches] — the e-mails' one-click unsubscribe (RFC 8058,
 * `List-Unsubscribe-Post`), or { "token", "which": "this" | "all" | <id> } from the alerts page. The rows are
 * deleted. Contract: src/leads/alerts-http.ts.
 */
export const dynamic = 'force-dynamic'
export const POST = unsubscribeRoute
