/**
 * UI string keys renamed to kebab-case (issue 16). The Localizations collection keeps editors' overrides
 * by key, so a stored override follows its key's new name: the data migration `*_kebab_message_keys` of
 * each adapter renames the stored rows (an entry already stored under the new name is left as it is).
 * Fixed here, not derived from the current strings: a migration must do the same thing whenever it runs.
 */
export const RENAMED_MESSAGE_KEYS: ReadonlyArray<readonly [from: string, to: string]> = [
  ['short_million', 'short-million'],
  ['short_thousand', 'short-thousand'],
  ['prop-sort-price_per_m2', 'prop-sort-price-per-m2'],
  ['prop-sort-price_per_m2-desc', 'prop-sort-price-per-m2-desc'],
]
