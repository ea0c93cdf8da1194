import fs from 'node:fs'
import path from 'node:path'

/**
 * The running build, for the site's version check (spec §4): the client polls /api/builds/latest and
 * reloads when the id differs from the one it was served with. The id is Next's build id, read once
 * when this module loads (it cannot change while the process runs); `next dev` answers 'development'.
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

const BUILD = readBuildInfo()

export const buildInfo = (): BuildInfo => BUILD
