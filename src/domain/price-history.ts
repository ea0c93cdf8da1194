/**
 * An estate's price history (issue 36, item 2): every change of its price or sale status that reached
 * the site, whatever made it. Pure functions: what counts as a change, and how the property page words
 * the latest move of the price. Unit-tested (price-history.test.ts).
 */

import { ESTATE_STATUSES, type EstateStatus } from './estate-categories'
import { KZ_OFFSET_MS } from './publication'

/** What made a change: an editor's publish, the price-list import, the bulk change, the CRM sync, the demo seed. */
export const PRICE_CHANGE_SOURCES = ['editor', 'import', 'bulk', 'sync', 'seed', 'hold'] as const
export type PriceChangeSource = (typeof PRICE_CHANGE_SOURCES)[number]

export const isPriceChangeSource = (value: unknown): value is PriceChangeSource => PRICE_CHANGE_SOURCES.includes(value as PriceChangeSource)

/** The API's and the property page's entries: at most this many, newest first. */
export const PRICE_HISTORY_LIMIT = 50

/** What the site shows of an estate: its price and sale status. */
export type SaleState = { price: number; status: EstateStatus | string }

/** One change of an estate as the history stores it. */
export type EstateChange = {
  estate: number
  previous_price: number
  price: number
  previous_status: EstateStatus
  status: EstateStatus
  /** When it reached the site; now by default. */
  date?: string
}

/** One entry of `price_history` (GET /api/estates/{id}). */
export type PriceHistoryEntry = { date: string; price: number; previous_price: number; status: EstateStatus; previous_status: EstateStatus }

const asStatus = (value: unknown): EstateStatus | null => (ESTATE_STATUSES.includes(value as EstateStatus) ? (value as EstateStatus) : null)

/**
 * The change from what the site showed (`before`, the published state) to what it shows now (`after`):
 * null when neither the price nor the status moved, or when either state is not a whole one (a price
 * that is no number, a status that is no sale status).
 */
export function estateChangeOf(estate: number, before: Partial<SaleState> | null | undefined, after: Partial<SaleState> | null | undefined): EstateChange | null {
  if (!before || !after) return null
  const [previousStatus, status] = [asStatus(before.status), asStatus(after.status)]
  const [previousPrice, price] = [before.price, after.price]
  if (!previousStatus || !status || typeof previousPrice !== 'number' || typeof price !== 'number' || !Number.isFinite(previousPrice) || !Number.isFinite(price)) return null
  if (previousPrice === price && previousStatus === status) return null
  return { estate, previous_price: previousPrice, price, previous_status: previousStatus, status }
}

/** How the price moved in one entry: down, up, or not at all (a status change alone). */
export type PriceMove = { direction: 'lowered' | 'raised'; amount: number; date: string } | null

export function priceMoveOf(entry: Pick<PriceHistoryEntry, 'price' | 'previous_price' | 'date'>): PriceMove {
  const amount = entry.price - entry.previous_price
  if (amount === 0) return null
  return { direction: amount < 0 ? 'lowered' : 'raised', amount: Math.abs(amount), date: entry.date }
}

/** The latest price move of a history (newest first): what the property page's line says. */
export const latestPriceMove = (history: readonly PriceHistoryEntry[]): PriceMove => {
  for (const entry of history) {
    const move = priceMoveOf(entry)
    if (move) return move
  }
  return null
}

/** The entries where the price moved (newest first): the page's list and chart leave status-only changes out. */
export const priceMoves = (history: readonly PriceHistoryEntry[]): PriceHistoryEntry[] => history.filter((entry) => entry.price !== entry.previous_price)

/** A day as the page writes it, in Kazakhstan's time (UTC+5), the same in every language: 12.11.2026. */
export function formatNumericDay(iso: string): string {
  const time = Date.parse(iso)
  if (!Number.isFinite(time)) return ''
  const day = new Date(time + KZ_OFFSET_MS)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${pad(day.getUTCDate())}.${pad(day.getUTCMonth() + 1)}.${day.getUTCFullYear()}`
}

/**
 * The points of the price chart, oldest first: the price before the oldest move, then the price after
 * each move, as fractions of the chart's box (x by order, y from the lowest price at the bottom to the
 * highest at the top). Empty for no move. `width` and `height` are the box's; `pad` keeps the line off
 * its edges.
 */
export function chartPoints(moves: readonly PriceHistoryEntry[], width: number, height: number, pad = 4): Array<{ x: number; y: number; price: number }> {
  if (moves.length === 0) return []
  const oldestFirst = [...moves].reverse()
  const prices = [oldestFirst[0].previous_price, ...oldestFirst.map((entry) => entry.price)]
  const [low, high] = [Math.min(...prices), Math.max(...prices)]
  const span = high - low || 1
  const step = (width - 2 * pad) / (prices.length - 1)
  const round = (n: number) => Math.round(n * 10) / 10
  return prices.map((price, index) => ({ x: round(pad + index * step), y: round(high === low ? height / 2 : pad + ((high - price) / span) * (height - 2 * pad)), price }))
}
