/**
 * Counts are written as the site writes numbers (issue 18, item 4): plural UI strings show a formatted
 * `{shown}` instead of ICU's `#`, which Intl grouped its own way ("1 620"). The seed stored the shipped
 * strings in the Localizations collection, where they override the shipped ones: the data migration
 * `*_count_messages` of each adapter replaces a stored string that is still the old shipped text (an
 * editor's own wording is left alone). Fixed here, not derived from the current strings.
 */
export const COUNT_MESSAGES: ReadonlyArray<{ key: string; locale: string; before: string; after: string }> = [
  {
    key: 'offers-count',
    locale: 'ru',
    before: '{count, plural, one {# предложение} few {# предложения} many {# предложений} other {# предложения}}',
    after: '{count, plural, one {{shown} предложение} few {{shown} предложения} many {{shown} предложений} other {{shown} предложения}}',
  },
  { key: 'offers-count', locale: 'kk', before: '{count, plural, one {# ұсыныс} other {# ұсыныс}}', after: '{count, plural, one {{shown} ұсыныс} other {{shown} ұсыныс}}' },
  { key: 'offers-count', locale: 'en', before: '{count, plural, one {# offer} other {# offers}}', after: '{count, plural, one {{shown} offer} other {{shown} offers}}' },
]
