/**
 * Favorites live in the visitor's browser (no accounts): a JSON array of estate ids in local storage.
 * Whoever changes the list dispatches FAVORITES_EVENT so that counters on the page update at once;
 * other tabs learn of it through the storage event.
 */
export const FAVORITES_KEY = 'favorites'
export const FAVORITES_EVENT = 'favorites-change'

export function readFavorites(storage: Pick<Storage, 'getItem'>): number[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(FAVORITES_KEY) ?? '[]')
    return Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : []
  } catch {
    return []
  }
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

/** Adds the estate when it is missing, removes it otherwise; returns whether it is now a favorite. */
export function toggleFavorite(storage: Storage, id: number): boolean {
  const ids = readFavorites(storage)
  const present = ids.includes(id)
  writeFavorites(storage, present ? ids.filter((x) => x !== id) : [...ids, id])
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
