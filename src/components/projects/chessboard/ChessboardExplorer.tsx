'use client'

import { useTranslations } from '@/i18n/translate'
import { useEffect, useId, useRef, useState } from 'react'

import type { EstateCategoryCode, EstateStatus } from '@/domain/estate-categories'
import { ROOMS_PLUS } from '@/domain/estate-filters'
import { formatMoney, formatNumber, pricePerSquareMetre, withUnit } from '@/domain/money'
import { roomsLabel } from '../detail/labels'
import styles from './chessboard.module.css'
import { EXPLORER_ROOT } from './explorer-root'

export type ChessboardFilterOption = { value: string; label: string }

type Details = {
  number: string
  kind: string
  status: string
  statusLabel: string
  area: string
  price: string
  ppm: string
  href: string | null
}

type Shown = { details: Details; top: number; left: number; pinned: boolean }

const cellOf = (target: EventTarget | null): HTMLElement | null => (target instanceof Element ? (target.closest<HTMLElement>('[data-cell]') ?? null) : null)

/**
 * The interactive layer over the server-rendered chessboard: a details popover for the estate under the
 * mouse (hover), under the keyboard focus, or tapped on a touch screen (the first tap shows the details
 * with a link, the link opens the estate page), and filter chips that dim the estates that do not match.
 * The grid itself stays plain HTML from the server, outside this island (so that its HTML is never waiting
 * on the island's code): this listens on the element around both and reads each estate's data attributes.
 */
export function ChessboardExplorer({
  categories,
  rooms,
  categoryTitles,
  statusTitles,
}: {
  categories: ChessboardFilterOption[]
  rooms: ChessboardFilterOption[]
  categoryTitles: Partial<Record<EstateCategoryCode, string>>
  statusTitles: Record<EstateStatus, string>
}) {
  const t = useTranslations()
  /** The popover's content from the estate's data attributes (raw figures, formatted here). */
  const readDetails = (cell: HTMLElement): Details => {
    const d = cell.dataset
    const area = Number(d.area)
    const price = Number(d.price)
    const rooms = d.rooms === undefined ? null : Number(d.rooms)
    return {
      number: `№${d.n ?? ''}`,
      kind: rooms !== null ? roomsLabel(t, rooms, false) : (categoryTitles[d.category as EstateCategoryCode] ?? ''),
      status: d.status ?? '',
      statusLabel: statusTitles[d.status as EstateStatus] ?? '',
      area: t('chessboard-area-value', { count: formatNumber(area) }),
      price: withUnit(formatMoney(price, 0), t('currency')),
      ppm: t('chessboard-price-per-m2-value', { price: formatMoney(pricePerSquareMetre(price, area), 0) }),
      href: cell instanceof HTMLAnchorElement ? cell.getAttribute('href') : null,
    }
  }
  const popoverId = useId()
  const tools = useRef<HTMLDivElement>(null)
  const explorer = () => tools.current?.closest<HTMLElement>(`[${EXPLORER_ROOT}]`) ?? null
  const active = useRef<HTMLElement | null>(null)
  const lastPointer = useRef<string>('mouse')
  const [shown, setShown] = useState<Shown | null>(null)
  const [category, setCategory] = useState<string>('')
  const [roomsValue, setRoomsValue] = useState<string>('')

  const show = (cell: HTMLElement, pinned: boolean) => {
    const box = explorer()?.getBoundingClientRect()
    const rect = cell.getBoundingClientRect()
    if (!box) return
    active.current?.removeAttribute('aria-describedby')
    cell.setAttribute('aria-describedby', popoverId)
    active.current = cell
    const width = Math.min(288, box.width)
    const left = Math.max(0, Math.min(rect.left - box.left + rect.width / 2 - width / 2, box.width - width))
    setShown({ details: readDetails(cell), top: rect.bottom - box.top + 6, left, pinned })
  }
  const hide = () => {
    active.current?.removeAttribute('aria-describedby')
    active.current = null
    setShown(null)
  }

  // A cell already under the mouse or in focus when this code came (it comes once the grid is in view) shows its details.
  useEffect(() => {
    const cell = explorer()?.querySelector<HTMLElement>('[data-cell]:hover, [data-cell]:focus')
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the pointer or focus was there before this code
    if (cell) show(cell, false)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  }, [])

  // Filter chips dim the estates that do not match, keeping the building's shape visible.
  useEffect(() => {
    const cells = explorer()?.querySelectorAll<HTMLElement>('[data-cell]') ?? []
    for (const cell of cells) {
      const bucket = cell.dataset.rooms === undefined ? '' : String(Math.min(Number(cell.dataset.rooms), ROOMS_PLUS))
      const matches = (!category || cell.dataset.category === category) && (!roomsValue || bucket === roomsValue)
      if (matches) delete cell.dataset.dimmed
      else cell.dataset.dimmed = ''
    }
  }, [category, roomsValue])

  // A grid wider than its box scrolls inside it: a text hint and an edge fade say so, and the scroller
  // becomes a tab stop (arrow keys scroll it). Its edges are tracked to fade only where more is hidden.
  useEffect(() => {
    const root = explorer()
    const scroller = root?.querySelector<HTMLElement>('[data-chessboard-scroller]')
    const frame = root?.querySelector<HTMLElement>('[data-chessboard-frame]')
    const hint = root?.querySelector<HTMLElement>('[data-chessboard-scroll-hint]')
    if (!scroller || !frame) return
    const update = () => {
      const overflow = scroller.scrollWidth - scroller.clientWidth > 1
      const atStart = scroller.scrollLeft <= 1
      const atEnd = scroller.scrollLeft + scroller.clientWidth >= scroller.scrollWidth - 1
      if (overflow) scroller.tabIndex = 0
      else scroller.removeAttribute('tabindex')
      if (hint) hint.hidden = !overflow
      frame.dataset.more = !overflow ? '' : [atStart ? '' : 'start', atEnd ? '' : 'end'].filter(Boolean).join(' ')
    }
    update()
    const observer = new ResizeObserver(update)
    observer.observe(scroller)
    scroller.addEventListener('scroll', update, { passive: true })
    return () => {
      observer.disconnect()
      scroller.removeEventListener('scroll', update)
    }
  }, [])

  // The popover is placed for the grid as it was: a scroll moves the grid under it, so it goes away.
  useEffect(() => {
    if (!shown) return
    const scroller = explorer()?.querySelector('[data-chessboard-scroller]')
    const onScroll = () => hide()
    scroller?.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('resize', onScroll)
    return () => {
      scroller?.removeEventListener('scroll', onScroll)
      window.removeEventListener('resize', onScroll)
    }
  }, [shown])

  // The grid's events, on the element around it (server HTML).
  useEffect(() => {
    const root = explorer()
    if (!root) return
    const onPointerDown = (event: PointerEvent) => {
      lastPointer.current = event.pointerType
    }
    const onPointerOver = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse' || shown?.pinned) return
      const cell = cellOf(event.target)
      if (cell && cell !== active.current) show(cell, false)
    }
    const onPointerLeave = (event: PointerEvent) => {
      if (event.pointerType === 'mouse' && !shown?.pinned) hide()
    }
    const onFocusIn = (event: FocusEvent) => {
      const cell = cellOf(event.target)
      if (cell && cell !== active.current && event.target === cell) show(cell, false)
    }
    const onClick = (event: MouseEvent) => {
      const cell = cellOf(event.target)
      if (!cell) return
      const isLink = cell instanceof HTMLAnchorElement
      // A touch has no hover: the first tap on a link shows the details, the popover's link opens it.
      if (isLink && lastPointer.current !== 'touch') return
      if (isLink) event.preventDefault()
      if (shown?.pinned && active.current === cell) hide()
      else show(cell, true)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && shown) {
        event.stopPropagation()
        hide()
      }
    }
    const listening = new AbortController()
    const { signal } = listening
    root.addEventListener('pointerdown', onPointerDown, { signal })
    root.addEventListener('pointerover', onPointerOver, { signal })
    root.addEventListener('pointerleave', onPointerLeave, { signal })
    root.addEventListener('focusin', onFocusIn, { signal })
    root.addEventListener('click', onClick, { signal })
    root.addEventListener('keydown', onKeyDown, { signal })
    return () => listening.abort()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the handlers read the shown details
  }, [shown])

  const chips = (name: string, options: ChessboardFilterOption[], value: string, set: (v: string) => void) =>
    options.length > 1 && (
      <div className={styles.chipGroup} role="group" aria-label={name}>
        <span className={styles.chipLabel} aria-hidden="true">
          {name}
        </span>
        {[{ value: '', label: t('chessboard-filter-all') }, ...options].map((option) => (
          <button key={option.value || 'all'} type="button" className={styles.chip} aria-pressed={value === option.value} onClick={() => set(option.value)}>
            {option.label}
          </button>
        ))}
      </div>
    )

  return (
    <div ref={tools}>
      {(categories.length > 1 || rooms.length > 1) && (
        <div className={styles.filters} role="group" aria-label={t('chessboard-filters')}>
          {chips(t('chessboard-filter-category'), categories, category, setCategory)}
          {chips(t('chessboard-filter-rooms'), rooms, roomsValue, setRoomsValue)}
        </div>
      )}
      <div id={popoverId} className={styles.popover} data-testid="chessboard-popover" hidden={!shown} style={shown ? { top: shown.top, left: shown.left } : undefined}>
        {shown && (
          <>
            <p className={styles.popTitle}>
              {shown.details.number}
              {shown.details.kind ? ` · ${shown.details.kind}` : ''}
            </p>
            <p className={styles.popStatus} data-status={shown.details.status}>
              {shown.details.statusLabel}
            </p>
            <dl className={styles.popFacts}>
              <div>
                <dt>{t('chessboard-area')}</dt>
                <dd>{shown.details.area}</dd>
              </div>
              <div>
                <dt>{t('chessboard-price')}</dt>
                <dd>{shown.details.price}</dd>
              </div>
              <div>
                <dt>{t('chessboard-price-per-m2')}</dt>
                <dd>{shown.details.ppm}</dd>
              </div>
            </dl>
            {shown.details.href ? (
              <a className={styles.popLink} href={shown.details.href}>
                {t('chessboard-open')}
              </a>
            ) : (
              <p className={styles.popNote}>{t('chessboard-sold-note')}</p>
            )}
            {shown.pinned && (
              <button type="button" className={styles.popClose} onClick={hide} aria-label={t('chessboard-close')}>
                ×
              </button>
            )}
          </>
        )}
      </div>
    </div>
  )
}
