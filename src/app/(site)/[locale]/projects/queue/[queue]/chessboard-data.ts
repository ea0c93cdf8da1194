import { chooseSectionView, type SectionCount, type SectionKey } from '@/domain/chessboard-sections'
import type { SearchParams } from '@/domain/query-params'
import { chessboardEstates, chessboardOf, chessboardSectionCounts, sectionChessboardEstates, type HouseDetail, type HouseSummary } from '@/services/houses'

type Board = HouseDetail['chessboard']

export type QueueBoard =
  { kind: 'all'; board: Board } | { kind: 'section'; board: Board; section: SectionKey; sections: SectionCount[]; fallback: SectionKey } | { kind: 'redirect'; search: string }

/**
 * The chessboard the queue page renders for this URL: the whole grid of a small house, or one section
 * of a big one (src/domain/chessboard-sections.ts). Only the rendered estates are loaded: the section
 * counts come from one cached aggregate, so a 5,000-estate phase never loads its 5,000 rows here.
 */
export async function loadQueueBoard(house: HouseSummary, search: SearchParams): Promise<QueueBoard> {
  const view = chooseSectionView(await chessboardSectionCounts(house.id), search)
  if (view.kind === 'redirect') return view
  if (view.kind === 'all') return { kind: 'all', board: chessboardOf(house, await chessboardEstates(house.id)) }
  const estates = await sectionChessboardEstates(house.id, view.section)
  return { ...view, board: chessboardOf(house, estates, view.section === null ? [] : [view.section]) }
}
