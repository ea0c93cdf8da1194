import { z } from 'zod'

import { isAcceptableSearchText } from '../domain/text-search'
import { queryParams } from './api'

/**
 * Query parameter schemas of the content endpoints, on top of `queryParams` in ./api. An empty value (`?complex_id=`)
 * counts as absent: forms and hand-written URLs send those, and they mean "no filter".
 */
const emptyAsAbsent = (value: unknown) => (value === '' ? undefined : value)

export const filterParams = {
  /** A filter by a positive integer id; absent or empty: no filter. */
  id: z.preprocess(emptyAsAbsent, queryParams.optionalId),
  /** Free text for a title search: trimmed, at most 100 characters, no markup or SQL punctuation. */
  search: z
    .string({ message: 'validation_invalid' })
    .trim()
    .max(100, 'validation_max')
    .refine(isAcceptableSearchText, 'validation_invalid')
    .optional()
    .transform((value) => value || undefined),
  year: z.preprocess(
    emptyAsAbsent,
    z.coerce.number({ message: 'validation_integer' }).int('validation_integer').min(1990, 'validation_min').max(2100, 'validation_max').optional(),
  ),
  flag: z.preprocess(emptyAsAbsent, queryParams.flag),
}
