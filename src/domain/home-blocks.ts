/**
 * The home page's sections (issue 13, item 5): one block type per section in the *Home page* global,
 * which editors reorder, remove and title. The page shows the stored blocks in their order; a store whose
 * global is empty (an old database, or every block removed) shows all of them in the default order, so
 * the home page never renders empty.
 */

export const HOME_BLOCK_TYPES = ['banners', 'promotions', 'projects', 'categories', 'mortgage', 'news', 'reviews', 'videos', 'consultation'] as const

export type HomeBlockType = (typeof HOME_BLOCK_TYPES)[number]

/** A section as the page renders it: empty title and text stand for the UI's default heading and none. */
export type HomeBlock = { type: HomeBlockType; title: string; text: string }

const KNOWN: ReadonlySet<string> = new Set(HOME_BLOCK_TYPES)

export const isHomeBlockType = (value: unknown): value is HomeBlockType => typeof value === 'string' && KNOWN.has(value)

/** Every section with the default heading, in the default order. */
export const DEFAULT_HOME_BLOCKS: readonly HomeBlock[] = HOME_BLOCK_TYPES.map((type) => ({ type, title: '', text: '' }))

/**
 * The sections to render from the global's rows: known types only, each once (the first wins), titles
 * and texts trimmed; the default order when nothing is left.
 */
export function homeBlocks(rows: ReadonlyArray<{ blockType?: unknown; title?: unknown; text?: unknown }> | null | undefined): HomeBlock[] {
  const seen = new Set<HomeBlockType>()
  const blocks: HomeBlock[] = []
  for (const row of rows ?? []) {
    if (!isHomeBlockType(row.blockType) || seen.has(row.blockType)) continue
    seen.add(row.blockType)
    blocks.push({ type: row.blockType, title: typeof row.title === 'string' ? row.title.trim() : '', text: typeof row.text === 'string' ? row.text.trim() : '' })
  }
  return blocks.length ? blocks : DEFAULT_HOME_BLOCKS.map((block) => ({ ...block }))
}
