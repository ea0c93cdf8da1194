import { z } from 'zod'

import { splitList } from './estate-filters'

/**
 * A query parameter that takes one or several values: `a`, `a,b` or repeated `key[]=a&key[]=b`.
 * Every token is checked with `item`; an error is reported on the parameter itself (`rooms`, not
 * `rooms.1`), with the first message of the first bad token.
 */
export const listParam = <T>(item: z.ZodType<T, string>, maxItems = 20) =>
  z.union([z.string(), z.array(z.string())]).transform((value, ctx): T[] => {
    const tokens = splitList(value)
    if (tokens.length > maxItems) {
      ctx.addIssue({ code: 'custom', message: 'validation_max' })
      return z.NEVER
    }
    const parsed: T[] = []
    for (const token of tokens) {
      const result = item.safeParse(token)
      if (!result.success) {
        ctx.addIssue({ code: 'custom', message: result.error.issues[0]?.message ?? 'validation_invalid' })
        return z.NEVER
      }
      parsed.push(result.data)
    }
    return parsed
  })

/** A positive id. */
export const idParam = z
  .string()
  .regex(/^\d{1,12}$/, 'validation_integer')
  .transform(Number)
  .pipe(z.number().min(1, 'validation_min'))

/** One or several positive ids. */
export const idListParam = listParam(idParam, 50)
