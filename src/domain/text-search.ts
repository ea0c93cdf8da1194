/**
 * Case-insensitive substring search done in code, not in SQL: SQLite's LIKE folds ASCII letters only
 * (and Payload's `like`/`contains` map to plain LIKE there), so "инженер" would not find "Инженер".
 * Folding here gives the same answer on SQLite and PostgreSQL for Russian, Kazakh and English text.
 */
export function foldSearchText(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ').trim()
}

/** True when the folded needle occurs in any of the texts. An empty needle matches everything. */
export function matchesSearch(texts: Array<string | null | undefined>, needle: string): boolean {
  const folded = foldSearchText(needle)
  if (!folded) return true
  return texts.some((text) => typeof text === 'string' && foldSearchText(text).includes(folded))
}

/**
 * What a search box may contain: letters of any script, digits, spaces and ordinary punctuation.
 * Markup (`<`, `>`), statement separators and comparison signs (`;`, `=`) and SQL comment markers are
 * refused: no title needs them, and refusing them answers probes with 422 instead of a silent empty list.
 */
export function isAcceptableSearchText(text: string): boolean {
  if (!/^[\p{L}\p{M}\p{N}\s\-.,'’"«»()№#+/&:!?%]*$/u.test(text)) return false
  return !/--|\/\*|\*\//.test(text)
}
