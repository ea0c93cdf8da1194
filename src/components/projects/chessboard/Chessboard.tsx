import type { CSSProperties } from 'react'
import { getTranslations } from 'next-intl/server'

import type { EstateCategoryCode, EstateStatus } from '@/domain/estate-categories'
import { countValues } from '@/domain/money'
import { estatePath } from '@/domain/site-pages'
import { localizedPath } from '@/domain/routing-rules'
import type { Locale } from '@/i18n/locales'
import type { Translate } from '@/i18n/messages'
import type { ChessboardCell, HouseDetail } from '@/services/houses'
import { roomsLabel } from '../detail/labels'
import styles from './chessboard.module.css'
import type { ChessboardFilterOption } from './ChessboardExplorer'
import { EXPLORER_ROOT } from './explorer-root'
import { ChessboardExplorerWhenSeen } from './on-intent'

/** The short mark under a cell's number: rooms of a flat ("2к", "Ст"), else the category's mark. */
function shortMark(t: Translate, cell: ChessboardCell): string {
  if (cell.category !== 'flat') return t(`chessboard-category-${cell.category}`)
  if (cell.rooms === null) return ''
  return cell.rooms === 0 ? t('chessboard-studio-short') : t('chessboard-rooms-short', { count: cell.rooms })
}

/** Room bucket of a flat for the filter chips (0 = studio, 4 = four or more). */
const roomsBucket = (rooms: number | null): string => (rooms === null ? '' : String(Math.min(rooms, 4)))

/** What an estate is: "2-room" for a flat, else its category's title. */
const cellKind = (t: Translate, cell: ChessboardCell, titles: Partial<Record<EstateCategoryCode, string>>): string =>
  cell.category === 'flat' && cell.rooms !== null ? roomsLabel(t, cell.rooms, false) : (titles[cell.category] ?? '')

type CellLabels = { mark: string; kind: string }

/**
 * An estate's labels depend only on its category and rooms: a grid has a handful of such kinds, so each
 * is formatted once, not once per estate (ICU formatting was a large part of the grid's render time).
 */
function cellLabels(t: Translate, titles: Partial<Record<EstateCategoryCode, string>>): (cell: ChessboardCell) => CellLabels {
  const known = new Map<string, CellLabels>()
  return (cell) => {
    const key = `${cell.category}:${cell.rooms}`
    let labels = known.get(key)
    if (!labels) known.set(key, (labels = { mark: shortMark(t, cell), kind: cellKind(t, cell, titles) }))
    return labels
  }
}

/** Displayed numbers in natural order ("97" before "100"); one collator for every comparison. */
const naturalOrder = new Intl.Collator(undefined, { numeric: true })

/**
 * The floor-by-section grid of a queue ("chessboard"), rendered on the server as a table: rows are floors
 * from the top, columns are sections, each table cell lists the estates of that floor and section. An
 * estate shows its number and rooms; its status is its colour AND a pattern AND text in its name. Free
 * and reserved estates are links to their pages, sold ones are buttons that only show their details.
 * Each estate carries its details in data attributes; the client explorer turns them into a popover.
 */
export async function Chessboard({
  board,
  categoryTitles,
  statusTitles,
  locale,
  title,
  gridKey = 'all',
}: {
  board: HouseDetail['chessboard']
  categoryTitles: Partial<Record<EstateCategoryCode, string>>
  statusTitles: Record<EstateStatus, string>
  locale: Locale
  /** What the grid shows, for its caption: the chessboard, or one section of it. */
  title?: string
  /**
   * Which grid this is (a section of a big house). A section tab may swap the grid without a page load:
   * the explorer starts afresh then, its filters and popover were for the old grid's estates.
   */
  gridKey?: string
}) {
  const t = await getTranslations()
  const byPlace = new Map<string, ChessboardCell[]>()
  const unplaced: ChessboardCell[] = []
  for (const cell of board.estates) {
    if (cell.floor === null || cell.section === null) {
      unplaced.push(cell)
      continue
    }
    const key = `${cell.floor}:${cell.section}`
    const place = byPlace.get(key)
    if (place) place.push(cell)
    else byPlace.set(key, [cell])
  }
  // Numbers in natural order within a floor (the store sorts them as text: 100 before 97).
  for (const list of [...byPlace.values(), unplaced]) list.sort((a, b) => naturalOrder.compare(a.number, b.number))

  const present = new Set(board.estates.map((c) => c.category))
  const categories = (Object.keys(categoryTitles) as EstateCategoryCode[]).filter((code) => present.has(code))
  const rooms = [...new Set(board.estates.filter((c) => c.category === 'flat' && c.rooms !== null).map((c) => roomsBucket(c.rooms)))].sort()
  const categoryOptions: ChessboardFilterOption[] = categories.map((code) => ({ value: code, label: categoryTitles[code] ?? code }))
  const roomOptions: ChessboardFilterOption[] = rooms.map((value) => ({ value, label: roomsLabel(t, Number(value)) }))

  // The table's caption, and the name of its scroll region (unlike the section's heading: landmarks differ).
  const caption = `${title ?? t('chessboard-title')}: ${t('chessboard-count', countValues(board.estates.length))}`
  const labelsOf = cellLabels(t, categoryTitles)
  const renderCell = (cell: ChessboardCell) => {
    const { mark, kind } = labelsOf(cell)
    // Raw figures only: the explorer formats them for the popover (the grid is large, keep it lean).
    const data = {
      'data-cell': '',
      'data-status': cell.status,
      'data-category': cell.category,
      'data-rooms': cell.category === 'flat' && cell.rooms !== null ? cell.rooms : undefined,
      'data-n': cell.number,
      'data-area': cell.area,
      'data-price': cell.price,
    }
    const content = (
      <>
        <span className={styles.number}>{cell.number}</span>
        <span className={styles.mark} aria-hidden="true">
          {mark}
        </span>
        <span className="visually-hidden">{`, ${kind}, ${statusTitles[cell.status]}`}</span>
      </>
    )
    return (
      <li key={cell.id}>
        {cell.status === 'sold' ? (
          <button type="button" className={`${styles.cell} ${styles.sold}`} {...data}>
            {content}
          </button>
        ) : (
          <a href={localizedPath(locale, estatePath(cell.category, cell.slug))} className={`${styles.cell} ${styles[cell.status]}`} {...data}>
            {content}
          </a>
        )}
      </li>
    )
  }

  return (
    <div key={gridKey} className={styles.explorer} {...{ [EXPLORER_ROOT]: '' }}>
      <ChessboardExplorerWhenSeen categories={categoryOptions} rooms={roomOptions} categoryTitles={categoryTitles} statusTitles={statusTitles} />
      {/* Hover wording for a mouse, tap wording for a touch screen: CSS picks one, so the server HTML is right. */}
      <p className={styles.hint}>
        <span className={styles.hintHover}>{t('chessboard-hint')}</span>
        <span className={styles.hintTouch}>{t('chessboard-hint-touch')}</span>
      </p>
      <ul className={styles.legend} aria-label={t('chessboard-legend')}>
        {(['free', 'reserved', 'sold'] as const).map((status) => (
          <li key={status}>
            <span className={`${styles.swatch} ${styles[status]}`} aria-hidden="true" />
            {statusTitles[status]}
          </li>
        ))}
      </ul>
      {/* Hundreds of focusable estates: keyboard users may jump past them. */}
      <a href="#chessboard-end" className={styles.skip}>
        {t('chessboard-skip')}
      </a>
      {/* No columns: a big house's estates without a section, listed below. */}
      {board.sections.length > 0 && (
        <>
          {/* Shown by the explorer while the grid is wider than its box. */}
          <p className={styles.scrollHint} data-chessboard-scroll-hint hidden>
            {t('chessboard-scroll-hint')}
          </p>
          {/* The frame carries the edge fades; the scroller becomes a tab stop (arrow keys) while it scrolls. */}
          <div className={styles.frame} data-chessboard-frame>
            <div className={styles.scroller} data-chessboard-scroller role="region" aria-label={caption}>
              {/* Each section's share of the box: its estates wrap within it, so the grid fits a wide screen. */}
              <table className={styles.table} data-testid="chessboard" style={{ '--sections': board.sections.length } as CSSProperties}>
                <caption className="visually-hidden">{caption}</caption>
                <thead>
                  <tr>
                    <th scope="col" className={styles.floorHead}>
                      {t('chessboard-floor-short')}
                    </th>
                    {board.sections.map((section) => (
                      <th scope="col" key={section}>
                        {t('chessboard-section', { count: section })}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {board.floors.map((floor) => (
                    <tr key={floor}>
                      <th scope="row" className={styles.floor}>
                        <span aria-hidden="true">{floor}</span>
                        <span className="visually-hidden">{t('chessboard-floor', { count: floor })}</span>
                      </th>
                      {board.sections.map((section) => {
                        const cells = byPlace.get(`${floor}:${section}`) ?? []
                        return <td key={section}>{cells.length > 0 && <ul className={styles.cells}>{cells.map(renderCell)}</ul>}</td>
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        </>
      )}
      {unplaced.length > 0 && (
        <div className={styles.unplaced}>
          <h3>{t('chessboard-unplaced')}</h3>
          <ul className={styles.cells}>{unplaced.map(renderCell)}</ul>
        </div>
      )}
      <span id="chessboard-end" tabIndex={-1} />
    </div>
  )
}
