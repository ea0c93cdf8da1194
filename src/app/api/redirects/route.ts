import { z } from 'zod'

import { parseQuery, readHandler } from '@/lib/api'
import { findRedirect } from '@/services/redirects'

/**
 * A site path as the proxy or a client sends it: starts with '/', at most 1000 characters, no spaces,
 * control characters or markup. Letters of any script are fine (old Cyrillic URLs).
 */
const query = z.object({
  path: z
    .string({ message: 'validation_required' })
    .max(1000, 'validation_max')
    .regex(/^\/[^\s<>"'`\\{}|^\p{Cc}]*$/u, 'validation_invalid'),
})

/**
 * GET /api/redirects?path=/some/old/path -> { data: { to, status } } when an editor's redirect matches,
 * { data: null } otherwise (200 either way). `to` is a site path or an absolute URL; status 301/302/307/308.
 */
export const GET = readHandler(async ({ searchParams }) => {
  const { path } = parseQuery(query, searchParams)
  return { data: await findRedirect(path) }
})
