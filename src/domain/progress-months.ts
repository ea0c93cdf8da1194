/**
 * Construction reports by month (a report's `month` is an ISO date; its first seven characters, YYYY-MM,
 * name the month, as the pages show it in UTC): the months in the reports' order (latest first, as the
 * store gives them), each with its reports in that order.
 */
export function byMonth<T extends { month: string }>(entries: readonly T[]): Array<{ month: string; entries: T[] }> {
  const months = new Map<string, T[]>()
  for (const entry of entries) {
    const key = entry.month.slice(0, 7)
    const list = months.get(key)
    if (list) list.push(entry)
    else months.set(key, [entry])
  }
  return [...months].map(([month, list]) => ({ month, entries: list }))
}

/** The latest report of each queue (the first one met, reports being latest first), in the order met. */
export function latestPerQueue<T extends { house: { id: number } | null }>(entries: readonly T[]): T[] {
  const seen = new Set<number | null>()
  return entries.filter((entry) => {
    const key = entry.house?.id ?? null
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/** The anchor of a month's section on a progress page: `m-2026-10`. */
export const monthAnchor = (month: string): string => `m-${month.slice(0, 7)}`
