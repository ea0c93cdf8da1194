import type { Locale } from './locales'

/**
 * A counted message's words for every count, small enough to hand to a client component instead of the
 * ICU formatter (about 1 KB of script): the message for no item, and per plural category of the language
 * a template with `#` where the number goes. The server formats the message once per category, with the
 * smallest whole number of that category, and marks where that number went.
 */
export type CountLabels = { none: string; byCategory: Partial<Record<Intl.LDMLPluralRule, string>> }

export function countLabels(locale: Locale, format: (count: number) => string): CountLabels {
  const rules = new Intl.PluralRules(locale)
  const byCategory: CountLabels['byCategory'] = {}
  for (let count = 1; count <= 200; count++) {
    const category = rules.select(count)
    if (byCategory[category] !== undefined) continue
    const text = format(count)
    const number = new Intl.NumberFormat(locale).format(count)
    const at = text.indexOf(number)
    byCategory[category] = at < 0 ? text : text.slice(0, at) + '#' + text.slice(at + number.length)
  }
  return { none: format(0), byCategory }
}

/** The words for `count` items (the browser's side of countLabels). */
export function countLabel(locale: Locale, labels: CountLabels, count: number): string {
  if (count === 0) return labels.none
  const template = labels.byCategory[new Intl.PluralRules(locale).select(count)] ?? labels.byCategory.other ?? labels.none
  return template.replace('#', new Intl.NumberFormat(locale).format(count))
}
