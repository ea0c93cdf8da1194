/**
 * Money and number formatting (spec §5 and §9). Pure functions, unit-tested.
 *
 * One style for every number a page shows, in every language: the money format's (spec §5: comma thousands
 * separator, dot decimal separator), so a price, a count, an area and a distance never read two ways on one
 * page ("11,160,000 ₸", "1,620 offers", "45.2 млн", "1.2 км"). Intl's Russian and Kazakh styles ("1 620",
 * "1,2") would contradict the money format the spec fixes.
 */

export const CURRENCY_SYMBOL = '₸'

/**
 * A figure and its unit, joined by a no-break space so a line never ends between them ("10,640,000 ₸",
 * "45.2 млн", "54.3 м²").
 */
export const withUnit = (figure: string, unit: string): string => `${figure}\u00a0${unit}`

/** 2 decimals by default, comma thousands separator, dot decimal separator: 1,234,567.89 */
export function formatMoney(value: number, decimals = 2): string {
  const fixed = Math.abs(value).toFixed(decimals)
  const [int, frac] = fixed.split('.')
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${value < 0 ? '-' : ''}${grouped}${frac ? `.${frac}` : ''}`
}

/** A count, an area, a rate or a distance: grouped like money, at most `maxDecimals` decimals, trailing zeros dropped (1,620; 54.3). */
export function formatNumber(value: number, maxDecimals = 1): string {
  const factor = 10 ** maxDecimals
  const [int, frac = ''] = formatMoney(Math.round(value * factor) / factor, maxDecimals).split('.')
  const decimals = frac.replace(/0+$/, '')
  return decimals ? `${int}.${decimals}` : int
}

export type ShortNumberSuffixes = { million: string; thousand: string }

/**
 * Short number (spec §9): from a million, millions with the short-million suffix; from a thousand,
 * thousands with the short-thousand suffix; otherwise the plain number. One decimal at most, dropped when zero.
 */
export function formatShortNumber(value: number, suffixes: ShortNumberSuffixes): string {
  const abs = Math.abs(value)
  if (abs >= 1_000_000) return withUnit(formatNumber(value / 1_000_000), suffixes.million)
  if (abs >= 1_000) return withUnit(formatNumber(value / 1_000), suffixes.thousand)
  return formatNumber(value)
}

export const pricePerSquareMetre = (price: number, area: number): number => (area > 0 ? Math.round(price / area) : 0)

/**
 * A plural message's values for a count: `count` picks the plural form, `shown` is the count as the site
 * writes numbers. Such messages show {shown} rather than '#', which Intl would group its own way ("1 620").
 */
export const countValues = (count: number): { count: number; shown: string } => ({ count, shown: formatNumber(count) })

/**
 * An amount as a money field shows it ("30,000,000", or "30 000 000" as a visitor may type it) as plain
 * digits; what is not a grouped number is left as it is (for the parser to judge).
 */
export const ungroupAmount = (text: string): string => text.replace(/(?<=\d)[,\s\u00a0\u202f](?=\d{3}\b)/g, '')

/**
 * A whole amount of tenge as an editor types it in the admin («10,240,000», «10 240 000 ₸», «10240000»):
 * the number; null for an empty box; NaN for what is not a whole amount («10.5 млн»).
 */
export function readWholeAmount(text: string): number | null {
  const digits = text.replace(/[\s\u00a0\u202f,]|₸/g, '')
  if (!digits) return null
  return /^\d+$/.test(digits) ? Number(digits) : Number.NaN
}
