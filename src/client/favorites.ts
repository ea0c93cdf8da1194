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
