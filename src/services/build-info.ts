import 'server-only'

import fs from 'node:fs'
import path from 'node:path'

/**
 * The running build, for the site's version check (spec §4): the client polls /api/builds/latest and
 * reloads when the id differs from the one it was served with. The id is Next's build id, read once per
 * process on first use (it cannot change while the process runs; reading lazily keeps `next build`,
 * which loads route modules before BUILD_ID exists, quiet); `next dev` answers 'development'.
 */
export type BuildInfo = { id: string; built_at: string | null }

function readBuildInfo(): BuildInfo {
  if (process.env.NODE_ENV === 'development') return { id: 'development', built_at: new Date().toISOString() }
  const file = path.join(process.cwd(), '.next', 'BUILD_ID')
  try {
    return { id: fs.readFileSync(file, 'utf8').trim(), built_at: fs.statSync(file).mtime.toISOString() }
  } catch (error) {
    console.error('[build-info] cannot read .next/BUILD_ID', error)
    return { id: 'unknown', built_at: null }
  }
}

let build: BuildInfo | undefined

export const buildInfo = (): BuildInfo => (build ??= readBuildInfo())
