/**
 * Favorites live in the visitor's browser (no accounts): a JSON array of estate ids in local storage.
 * Whoever changes the list dispatches FAVORITES_EVENT so that counters on the page update at once;
 * other tabs learn of it through the storage event.
 */
export const FAVORITES_KEY = 'favorites'
export const FAVORITES_EVENT = 'favorites-change'

/** The most ids kept (and asked of the API in one request). */
export const MAX_FAVORITES = 100

const isEstateId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0

/**
 * The stored text as ids, and whether it had to be corrected (not JSON, not an array, entries that are
 * not positive integers, duplicates, too many): the caller rewrites a corrected list.
 */
export function parseFavorites(raw: string | null): { ids: number[]; corrected: boolean } {
  if (raw === null) return { ids: [], corrected: false }
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return { ids: [], corrected: true }
  }
  if (!Array.isArray(value)) return { ids: [], corrected: true }
  const ids = [...new Set(value.filter(isEstateId))].slice(0, MAX_FAVORITES)
  return { ids, corrected: ids.length !== value.length }
}

export function readFavorites(storage: Pick<Storage, 'getItem'>): number[] {
  try {
    return parseFavorites(storage.getItem(FAVORITES_KEY)).ids
  } catch {
    return []
  }
}

/**
 * Estate ids from a URL parameter (`ids=12,34,56`, or repeated): nonsense tokens are dropped, duplicates
 * too, at most MAX_FAVORITES kept. Never throws.
 */
export function parseIdList(value: string | readonly string[] | null | undefined): number[] {
  const tokens = (typeof value === 'string' ? [value] : (value ?? [])).flatMap((v) => v.split(','))
  const ids = tokens
    .map((t) => t.trim())
    .filter((t) => /^\d{1,12}$/.test(t))
    .map(Number)
    .filter(isEstateId)
  return [...new Set(ids)].slice(0, MAX_FAVORITES)
}

export function subscribeFavorites(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === FAVORITES_KEY) onChange()
  }
  window.addEventListener(FAVORITES_EVENT, onChange)
  window.addEventListener('storage', onStorage)
  return () => {
    window.removeEventListener(FAVORITES_EVENT, onChange)
    window.removeEventListener('storage', onStorage)
  }
}

/** Saves the list (unique ids, order kept) and tells this tab's counters; other tabs get the storage event. */
export function writeFavorites(storage: Pick<Storage, 'setItem'>, ids: readonly number[]): void {
  storage.setItem(FAVORITES_KEY, JSON.stringify([...new Set(ids)]))
  window.dispatchEvent(new Event(FAVORITES_EVENT))
}

/** Adds several estates (a shared comparison link) after the ones already saved. */
export function addFavorites(storage: Storage, ids: readonly number[]): void {
  writeFavorites(storage, [...readFavorites(storage), ...ids].slice(0, MAX_FAVORITES))
}

/** Removes estates (one, or those that are no longer available). */
export function removeFavorites(storage: Storage, ids: readonly number[]): void {
  const gone = new Set(ids)
  writeFavorites(
    storage,
    readFavorites(storage).filter((id) => !gone.has(id)),
  )
}

/** Adds the estate when it is missing, removes it otherwise; returns whether it is now a favorite. */
export function toggleFavorite(storage: Storage, id: number): boolean {
  const ids = readFavorites(storage)
  const present = ids.includes(id)
  writeFavorites(storage, present ? ids.filter((x) => x !== id) : [...ids, id].slice(-MAX_FAVORITES))
  return !present
}

const EMPTY: number[] = []
let cachedRaw: string | null = null
let cachedIds: number[] = EMPTY

/** A stable snapshot for useSyncExternalStore: the same array until the stored text changes. */
export function favoritesSnapshot(): number[] {
  try {
    const raw = window.localStorage.getItem(FAVORITES_KEY)
    if (raw !== cachedRaw) {
      cachedRaw = raw
      cachedIds = readFavorites(window.localStorage)
    }
    return cachedIds
  } catch {
    return EMPTY
  }
}

export const serverFavoritesSnapshot = (): number[] => EMPTY
