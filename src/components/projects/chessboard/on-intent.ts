'use client'

import { hydrateOnIntent } from '@/components/ui/hydrate-on-intent'

/** The chessboard's details popover and filter chips: the grid around them is server HTML (its cells are links); their code comes once the grid is in view and the page is idle, or at once when a visitor reaches for it. */
export const ChessboardExplorerWhenSeen = hydrateOnIntent(() => import('./ChessboardExplorer').then((module) => module.ChessboardExplorer), {
  whenSeen: true,
  around: true,
})
