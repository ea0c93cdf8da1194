/**
 * After a deploy, a page opened earlier may ask for a script chunk that no longer exists. The page then
 * reloads once (spec §8); a marker in session storage keeps a persistent failure from reloading in a loop.
 */
const CHUNK_RELOAD_KEY = 'chunk_reload_at'
export const CHUNK_RELOAD_GUARD_MS = 10_000

export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false
  const { name, message } = error as { name?: unknown; message?: unknown }
  if (name === 'ChunkLoadError') return true
  return (
    typeof message === 'string' &&
    /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i.test(message)
  )
}

/** Records the reload and says whether to do it: not when the last one was less than 10 s ago. */
export function claimChunkReload(storage: Pick<Storage, 'getItem' | 'setItem'>, now: number): boolean {
  const last = Number(storage.getItem(CHUNK_RELOAD_KEY))
  if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_GUARD_MS) return false
  storage.setItem(CHUNK_RELOAD_KEY, String(now))
  return true
}
