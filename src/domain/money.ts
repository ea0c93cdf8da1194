/** Money and number formatting (spec §5 and §9). Pure functions, unit-tested. */

export const CURRENCY_SYMBOL = '₸'

/** 2 decimals by default, comma thousands separator, dot decimal separator: 1,234,567.89 */
export function formatMoney(value: number, decimals = 2): string {
  const fixed = Math.abs(value).toFixed(decimals)
  const [int, frac] = fixed.split('.')
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${value < 0 ? '-' : ''}${grouped}${frac ? `.${frac}` : ''}`
}

export type ShortNumberSuffixes = { million: string; thousand: string }

/**
 * Short number (spec §9): from a million, millions with the short-million suffix; from a thousand,
 * thousands with the short-thousand suffix; otherwise the plain number. One decimal at most, dropped when zero.
 */
export function formatShortNumber(value: number, suffixes: ShortNumberSuffixes): string {
  const abs = Math.abs(value)
  const trim = (n: number) => String(Math.round(n * 10) / 10)
  if (abs >= 1_000_000) return `${trim(value / 1_000_000)} ${suffixes.million}`
  if (abs >= 1_000) return `${trim(value / 1_000)} ${suffixes.thousand}`
  return String(value)
}

export const pricePerSquareMetre = (price: number, area: number): number => (area > 0 ? Math.round(price / area) : 0)
