import { validateCalculatorInput } from '@/domain/calculator-input'
import { localeFromAcceptLanguage } from '@/i18n/locales'
import { errorResponse, json, validationError } from '@/lib/api'
import { ConcurrencyLimitReached, concurrencyLimit } from '@/lib/concurrency-limit'
import { readJsonObject } from '@/lib/json-body'
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
 * 503 { "message": "service_unavailable" } + Retry-After when too many PDFs are already being made.
 */
export const dynamic = 'force-dynamic'

const MAX_BODY_BYTES = 16 * 1024

/** Two PDFs at a time (one per core), up to 32 waiting. */
const limit = concurrencyLimit(2, 32)

export async function POST(request: Request): Promise<Response> {
  try {
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
