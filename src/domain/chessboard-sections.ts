import { toSearchParams, type SearchParams } from './query-params'

/**
 * Which part of a queue's chessboard the queue page shows. A house up to the threshold shows its whole
 * grid. A bigger one shows one section (entrance, "подъезд") at a time, chosen by `?section=N` in the
 * URL, with a tab per section; without the parameter it shows the first section that has free estates
 * (else the first one): no all-sold entrance by default while another has offers. Estates without a section
 * number get a tab of their own (`?section=none`) rather than vanishing from a big house's grid.
 */

/**
 * 600 estates. Our largest realistic queue (16 floors x 3 entrances x 5 flats, with its parking places
 * and storerooms) has about 340 estates and renders as a full grid in 40-50 ms; twice that stays well
 * inside the 300 ms page budget, while a 5,000-estate phase took 1.5 s (every cell in the HTML and
 * again in the RSC payload). One entrance of even a very big building holds a few hundred estates.
 */
export const CHESSBOARD_SECTION_THRESHOLD = 600

export const SECTION_PARAM = 'section'
const NO_SECTION = 'none'

/** A section's number, or null for the estates without one. */
export type SectionKey = number | null

/** Public estates of one section of a house: all of them, and the free ones. */
export type SectionCount = { section: SectionKey; total: number; free: number }

export type SectionView =
  /** The whole grid: a small house, or a big one in a single section. */
  | { kind: 'all' }
  /** One section of a big house; `sections` are its tabs in order, `fallback` is the default one. */
  | { kind: 'section'; section: SectionKey; sections: SectionCount[]; fallback: SectionKey }
  /** The parameter is nonsense, unknown, repeated or spelled differently: go to `search` ('' or '?...'). */
  | { kind: 'redirect'; search: string }

/** Numbered sections in order, the unnumbered estates last. */
export function orderSections(counts: SectionCount[]): SectionCount[] {
  return [...counts].sort((a, b) => (a.section === null ? 1 : b.section === null ? -1 : a.section - b.section))
}

/** The section shown without a parameter: the first with free estates, else the first. */
export function defaultSection(sections: SectionCount[]): SectionKey {
  const ordered = orderSections(sections)
  return (ordered.find((s) => s.free > 0) ?? ordered[0])?.section ?? null
}

export const sectionParamValue = (section: SectionKey): string => (section === null ? NO_SECTION : String(section))

/** The URL value of a section, or undefined when the token names none. */
function parseToken(token: string): SectionKey | undefined {
  if (token === NO_SECTION) return null
  return /^\d{1,6}$/.test(token) ? Number(token) : undefined
}

/** `input` with the section parameter set to `section`, or removed when undefined; '' or '?...'. */
export function sectionSearch(input: URLSearchParams | SearchParams | string, section: SectionKey | undefined): string {
  const params = new URLSearchParams(toSearchParams(input))
  params.delete(SECTION_PARAM)
  if (section !== undefined) params.set(SECTION_PARAM, sectionParamValue(section))
  const search = params.toString()
  return search ? `?${search}` : ''
}

/** The query of a section's tab: none for the default section (one URL per view), else `?section=N`. */
export const sectionTabSearch = (section: SectionKey, fallback: SectionKey): string => sectionSearch('', section === fallback ? undefined : section)

/**
 * What to show for these section counts and this URL query. Like the listing pages, a URL whose
 * `section` is not what the page would link to is redirected (a temporary redirect: a section that does
 * not exist today may exist tomorrow): to the section it names when it names one (`?section=02`, or the
 * first of repeated values), else without the parameter. Other parameters (utm_*...) are kept.
 */
export function chooseSectionView(counts: SectionCount[], input: URLSearchParams | SearchParams | string, threshold = CHESSBOARD_SECTION_THRESHOLD): SectionView {
  const params = toSearchParams(input)
  const raw = params.getAll(SECTION_PARAM)
  const sections = orderSections(counts.filter((s) => s.total > 0))
  const total = sections.reduce((sum, s) => sum + s.total, 0)
  if (total <= threshold || sections.length < 2) return raw.length ? { kind: 'redirect', search: sectionSearch(params, undefined) } : { kind: 'all' }

  const fallback = defaultSection(sections)
  if (raw.length === 0) return { kind: 'section', section: fallback, sections, fallback }
  const named = parseToken(raw[0].trim())
  const known = named !== undefined && sections.some((s) => s.section === named)
  const section = known ? named : fallback
  const canonical = raw.length === 1 && raw[0] === sectionParamValue(section) && section !== fallback
  if (canonical) return { kind: 'section', section, sections, fallback }
  return { kind: 'redirect', search: sectionSearch(params, section === fallback ? undefined : section) }
}
