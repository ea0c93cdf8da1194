/**
 * The career pages' search (spec §2 career, §7 vacancies): the text taken from the URL.
 */

/** Longest search text the pages use (the API refuses longer ones: src/lib/filter-params.ts). */
export const CAREER_SEARCH_MAX = 100

/**
 * The search text of a career page's `search` parameter, as text: the first value, blanks folded and
 * trimmed, cut to CAREER_SEARCH_MAX characters (never splitting a surrogate pair). Markup or SQL stays
 * plain text: the vacancies are matched in code and React escapes what the page shows.
 */
export function careerSearch(value: string | string[] | undefined): string {
  const first = Array.isArray(value) ? value[0] : value
  if (typeof first !== 'string') return ''
  // Control characters never belong in a one-line search; they become spaces.
  const text = first.replace(/[\u0000-\u001f\u007f\s]+/g, ' ').trim()
  return Array.from(text).slice(0, CAREER_SEARCH_MAX).join('').trim()
}

/** The query string of a career search page (`search=…`), empty without a search. */
export const careerSearchQuery = (search: string): string => (search ? new URLSearchParams({ search }).toString() : '')
