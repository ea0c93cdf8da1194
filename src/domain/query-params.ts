import { z } from 'zod'

/** Page size of the API's lists (DESIGN.md §4): 12 by default, at most 100. */
export const DEFAULT_PER_PAGE = 12
export const MAX_PER_PAGE = 100

/** Common query parameter schemas, with message keys that the site translates. */
export const queryParams = {
  page: z.coerce.number({ message: 'validation_integer' }).int('validation_integer').min(1, 'validation_min').max(100000, 'validation_max').default(1),
  perPage: z.coerce.number({ message: 'validation_integer' }).int('validation_integer').min(1, 'validation_min').max(MAX_PER_PAGE, 'validation_max').default(DEFAULT_PER_PAGE),
  optionalId: z.coerce.number({ message: 'validation_integer' }).int('validation_integer').positive('validation_min').optional(),
  number: z.coerce.number({ message: 'validation_number' }).finite('validation_number').min(0, 'validation_min').optional(),
  flag: z
    .enum(['0', '1', 'true', 'false'], { message: 'validation_boolean' })
    .transform((v) => v === '1' || v === 'true')
    .optional(),
}

/** A page's search parameters as Next gives them. */
export type SearchParams = Record<string, string | string[] | undefined>

export const toSearchParams = (input: URLSearchParams | SearchParams | string): URLSearchParams => {
  if (input instanceof URLSearchParams) return input
  if (typeof input === 'string') return new URLSearchParams(input)
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, v)
  }
  return params
}
