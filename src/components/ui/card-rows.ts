/**
 * How many cards a row holds at each breakpoint so that rows fill (issue 32): six cards read as 3 + 3, not
 * 4 + 2; four as 4 or 2 + 2, not 3 + 1. At each width the most columns it allows, fewer when that leaves
 * fewer empty places in the last row. The page frame's card grids read the answer from data attributes.
 */

/** The most cards a row can hold: from 600 px (tablet), 960 px (laptop), 1280 px (desktop). */
const MOST = { md: 2, lg: 3, xl: 4 }

/**
 * The columns for `count` cards when a row holds at most `most`: the fewest empty places, then the most
 * columns; never fewer than two or half of `most` (one long column always "fills", but wastes the width).
 */
export function columnsFor(count: number, most: number): number {
  const widest = Math.min(most, Math.max(count, 1))
  const narrowest = Math.min(Math.max(2, Math.ceil(most / 2)), widest)
  let best = widest
  let bestEmpty = Infinity
  for (let columns = widest; columns >= narrowest; columns--) {
    const empty = (columns - (count % columns)) % columns
    if (empty < bestEmpty) [best, bestEmpty] = [columns, empty]
  }
  return best
}

/**
 * The grid's data attributes for `count` cards; `wide` cards stop at three a row, and a grid beside a side
 * column (the listing's filters) says how many it holds at most with `most`.
 */
export function cardRows(count: number, { wide = false, most = {} }: { wide?: boolean; most?: Partial<typeof MOST> } = {}) {
  const limits = { ...MOST, ...(wide ? { xl: MOST.lg } : {}), ...most }
  return { 'data-md': columnsFor(count, limits.md), 'data-lg': columnsFor(count, limits.lg), 'data-xl': columnsFor(count, limits.xl) }
}
