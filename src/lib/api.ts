import 'server-only'

import { NextResponse } from 'next/server'
import { z } from 'zod'

import { queryParams } from '../domain/query-params'
import { localeFromAcceptLanguage, type Locale } from '../i18n/locales'

// The query parameter schemas are pure rules of the domain; the handlers get them from here too.
export { DEFAULT_PER_PAGE, MAX_PER_PAGE, queryParams } from '../domain/query-params'

/** Conventions of the public API (DESIGN.md §4): envelopes, pagination, errors, cache headers. */

/** Reads may be cached briefly by browsers and CDNs; editors' changes still show within seconds. */
const READ_CACHE = 'public, max-age=0, s-maxage=10, stale-while-revalidate=60'

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.message))
  }
}

export const notFound = (): ApiError => new ApiError(404, { message: 'not_found' })

export const validationError = (errors: Record<string, string[]>): ApiError => new ApiError(422, { message: 'validation_error', errors })

export const json = (body: unknown, init?: { status?: number; cache?: boolean }): NextResponse =>
  NextResponse.json(body, {
    status: init?.status ?? 200,
    headers: { 'Cache-Control': init?.cache === false ? 'no-store' : READ_CACHE, Vary: 'Accept-Language' },
  })

export type ApiContext = { locale: Locale; searchParams: URLSearchParams; request: Request }

/**
 * Wraps a read handler: locale from Accept-Language, `ApiError`s to their JSON answer, anything
 * unexpected to a logged 500 without internals. The handler returns the body to send.
 */
export function readHandler<P = Record<string, never>>(handler: (ctx: ApiContext & { params: P }) => Promise<unknown>) {
  return async (request: Request, route: { params: Promise<P> }): Promise<NextResponse> => {
    try {
      const url = new URL(request.url)
      const body = await handler({
        locale: localeFromAcceptLanguage(request.headers.get('accept-language')),
        searchParams: url.searchParams,
        request,
        params: (await route?.params) ?? ({} as P),
      })
      return json(body)
    } catch (error) {
      return errorResponse(error)
    }
  }
}

export function errorResponse(error: unknown): NextResponse {
  if (error instanceof ApiError) return json(error.body, { status: error.status, cache: false })
  console.error('[api] unexpected error', error)
  return json({ message: 'server_error' }, { status: 500, cache: false })
}

/** zod issues to the `{ field: ['message.key'] }` map of DESIGN.md §4. */
export function fieldErrors(issues: z.core.$ZodIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || 'general'
    ;(errors[field] ??= []).push(issue.message)
  }
  return errors
}

/** Parses query parameters with a zod schema, answering 422 with field errors on bad input. */
export function parseQuery<S extends z.ZodType>(schema: S, searchParams: URLSearchParams): z.infer<S> {
  const raw: Record<string, string | string[]> = {}
  for (const key of new Set(searchParams.keys())) {
    const values = searchParams.getAll(key)
    const name = key.endsWith('[]') ? key.slice(0, -2) : key
    raw[name] = key.endsWith('[]') || values.length > 1 ? values : values[0]
  }
  const result = schema.safeParse(raw)
  if (!result.success) throw validationError(fieldErrors(result.error.issues))
  return result.data
}

/** 422 `{errors: {complex_id: ['validation_invalid']}}` for filter fields that name no published document. */
export function rejectUnknownFilters(fields: string[]): void {
  if (fields.length > 0) throw validationError(Object.fromEntries(fields.map((field) => [field, ['validation_invalid']])))
}

export const pageParams = z.object({ page: queryParams.page, per_page: queryParams.perPage })

/**
 * Slug route parameter: anything outside the slug alphabet cannot exist, so it is a 404 not a 422.
 * Next has already decoded the segment: decoding it again would turn `%25E0` into a broken escape (a 500)
 * and `%2561` into `a`; a slug never needs an escape, so none is decoded here.
 */
export function slugParam(value: string): string {
  const slug = value.toLowerCase()
  if (!/^[a-z0-9-]{1,120}$/.test(slug)) throw notFound()
  return slug
}

export function idParam(value: string): number {
  if (!/^\d{1,12}$/.test(value)) throw notFound()
  return Number(value)
}
