/** Tracking data (spec §3, §4): captured from the landing URL into session storage under `utm_data`. */
export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term'] as const
export type UtmData = Partial<Record<(typeof UTM_KEYS)[number], string>>
export const UTM_STORAGE_KEY = 'utm_data'

/** When the URL has utm_source, saves the four values (empty strings for missing ones). */
export function captureUtm(search: string, storage: Pick<Storage, 'setItem'>): void {
  const params = new URLSearchParams(search)
  if (!params.get('utm_source')) return
  const data = Object.fromEntries(UTM_KEYS.map((key) => [key, params.get(key) ?? '']))
  storage.setItem(UTM_STORAGE_KEY, JSON.stringify(data))
}

/** The saved values that are not empty, for form payloads; {} when there are none or they are unreadable. */
export function readUtm(storage: Pick<Storage, 'getItem'>): UtmData {
  try {
    const saved = JSON.parse(storage.getItem(UTM_STORAGE_KEY) ?? '{}') as Record<string, unknown>
    return Object.fromEntries(UTM_KEYS.filter((key) => typeof saved[key] === 'string' && saved[key]).map((key) => [key, saved[key] as string]))
  } catch {
    return {}
  }
}
