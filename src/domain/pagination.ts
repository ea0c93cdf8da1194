/** A page of a list, as the API answers it (DESIGN.md §4) and the pages read it. */
export type Paginated<T> = {
  data: T[]
  meta: { current_page: number; per_page: number; total: number; last_page: number }
}

export const paginate = <T>(docs: T[], page: number, perPage: number, total: number): Paginated<T> => ({
  data: docs,
  meta: { current_page: page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) },
})

/**
 * Page links of a paginated list: the first and last pages, and two on each side of the current one;
 * `null` is an ellipsis. A gap of a single page shows that page rather than an ellipsis.
 */
export function paginationItems(current: number, last: number): Array<number | null> {
  const pages = new Set([1, last, current - 2, current - 1, current, current + 1, current + 2].filter((p) => p >= 1 && p <= last))
  const sorted = [...pages].sort((a, b) => a - b)
  const items: Array<number | null> = []
  for (const [index, page] of sorted.entries()) {
    const gap = index > 0 ? page - sorted[index - 1] : 1
    if (gap === 2) items.push(page - 1)
    else if (gap > 2) items.push(null)
    items.push(page)
  }
  return items
}
