import { validateCalculatorInput } from '@/domain/calculator-input'
import { localeFromAcceptLanguage } from '@/i18n/locales'
import { errorResponse, json, validationError } from '@/lib/api'
import { requestClientAddress } from '@/lib/client-address.js'
import { ConcurrencyLimitReached, concurrencyLimit } from '@/lib/concurrency-limit'
import { calculatorsConfig } from '@/lib/config'
import { readJsonObject } from '@/lib/json-body'
import { hitLimit } from '@/lib/rate-limit'
import { exportCalculation } from '@/services/calculator-export'

/**
 * POST /api/calculators/export — the calculation as a PDF in the visitor's language (Accept-Language).
 * Body (application/json), the calculators' schema (src/domain/calculator-input.ts):
 *   { "kind": "mortgage" | "installment", "price": 38500000, "initial_payment": 7700000,
 *     "term_months": 240, "program_id": 3, "schedule"?: "annuity" | "differentiated",
 *     "estate_id"?: 120, "complex_id"?: 2, "house_id"?: 5, "category"?: "flat" }
 * 200 application/pdf, attachment, no-store.
 * 422 { "message": "validation_error", "errors": { "term_months": ["validation_max"] } }: the schema's
 *   keys, validation_exists (program, estate, project, queue), price validation_invalid (not the
 *   estate's price), and the reasons a program does not apply (src/services/calculator-export.ts).
 * 400 { "message": "bad_request" } (not JSON, not an object), 413 { "message": "payload_too_large" },
 * 429 { "message": "too_many_requests" } + Retry-After (seconds until the window ends): more than
 *   CALCULATOR_EXPORT_RATE_LIMIT_MAX (10) requests from one client address within a minute, whatever
 *   their answer, counted before the body is read, across instances in Redis when REDIS_URL is set
 *   (src/lib/rate-limit.ts). A visitor makes a PDF after choosing a program and terms, a few a minute at
 *   most; without the limit one client could keep both workers and the whole queue below to itself.
 * 503 { "message": "service_unavailable" } + Retry-After when too many PDFs are already being made (by
 *   everyone: two at a time, 32 waiting).
 */
export const dynamic = 'force-dynamic'

const MAX_BODY_BYTES = 16 * 1024

/** Two PDFs at a time (one per core), up to 32 waiting. */
const limit = concurrencyLimit(2, 32)

/** The per-client limit's window: CALCULATOR_EXPORT_RATE_LIMIT_MAX requests in it. */
const RATE_WINDOW_MS = 60_000

export async function POST(request: Request): Promise<Response> {
  try {
    // The one address of the visitor (scripts/server.mjs, TRUSTED_PROXIES), as the lead forms count it.
    const rate = await hitLimit(`calculators:export:${requestClientAddress(request.headers)}`, calculatorsConfig.exportRateLimitMax(), RATE_WINDOW_MS)
    if (!rate.allowed) {
      const refused = json({ message: 'too_many_requests' }, { status: 429, cache: false })
      refused.headers.set('Retry-After', String(rate.retryAfterSeconds))
      return refused
    }
    const locale = localeFromAcceptLanguage(request.headers.get('accept-language'))
    const input = validateCalculatorInput(await readJsonObject(request, MAX_BODY_BYTES))
    if (!input.ok) throw validationError(input.errors)
    const result = await limit(() => exportCalculation(locale, input.data))
    if (!result.ok) throw validationError(result.errors)
    return new Response(new Uint8Array(result.pdf), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${result.filename}"`,
        'Content-Length': String(result.pdf.length),
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    })
  } catch (error) {
    if (error instanceof ConcurrencyLimitReached) {
      const busy = json({ message: 'service_unavailable' }, { status: 503, cache: false })
      busy.headers.set('Retry-After', '1')
      return busy
    }
    return errorResponse(error)
  }
}
