import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'

import { countLabel, countLabels } from '../../src/i18n/count-labels'
import { LOCALES } from '../../src/i18n/locales'
import { DEFAULT_MESSAGES } from '../../src/i18n/messages'

/** The header's favorites count (src/components/header/FavoritesLink.tsx): the words the ICU message gives for every count, without the formatter in the browser. */
describe('count labels', () => {
  it('gives for every count what the server’s translator gives, in every language', () => {
    for (const locale of LOCALES) {
      const t = createTranslator({ locale, messages: DEFAULT_MESSAGES[locale] })
      const icu = (count: number) => t('favorites-count', { count })
      const labels = countLabels(locale, icu)
      for (const count of [0, 1, 2, 3, 4, 5, 11, 12, 21, 22, 25, 101, 111, 1000, 1001, 12345]) expect(countLabel(locale, labels, count), `${locale} ${count}`).toBe(icu(count))
    }
  })

  it('marks the number in the Russian forms', () => {
    const labels = countLabels('ru', (count) => (count === 0 ? 'пусто' : count % 10 === 1 ? `${count} объект` : `${count} объекта`))
    expect(labels).toEqual({ none: 'пусто', byCategory: { one: '# объект', few: '# объекта', many: '# объекта' } })
  })
})
