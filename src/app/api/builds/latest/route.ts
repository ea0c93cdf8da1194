import { json } from '@/lib/api'
import { buildInfo } from '@/services/build-info'

export const dynamic = 'force-dynamic'

/**
 * GET /api/builds/latest[?t=timestamp] -> { id, built_at }: the manifest the site polls to reload after a
 * deploy (spec §4). Not enveloped (it describes the server, not content) and never cached; the client's
 * `?t=` cache-buster is ignored.
 */
export function GET() {
  return json(buildInfo(), { cache: false })
}
