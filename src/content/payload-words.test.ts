import { ru } from '@payloadcms/translations/languages/ru'
import { describe, expect, it } from 'vitest'

import { PAYLOAD_RU } from './payload-words'

type Table = Record<string, Record<string, string>>

/** Payload's Russian with ours over it, as `i18n.translations` merges them. */
const merged: Table = Object.fromEntries(
  Object.entries(ru.translations as unknown as Table).map(([group, keys]) => [group, { ...keys, ...(PAYLOAD_RU as unknown as Table)[group] }]),
)

/**
 * Latin words an editor may read in Russian: e-mail (the word Russian business writing uses, as the site
 * does), and the placeholders' HTML. Everything else Latin is English left over.
 */
const latinWords = (text: string) =>
  text
    .replace(/\{\{[^}]*\}\}|<\/?[0-9a-z]+[^>]*>/gi, ' ')
    .match(/[A-Za-z][A-Za-z-]*/g)
    ?.filter((word) => !/^e-mail$/i.test(word)) ?? []

/** Issue 31, item 7: Payload's own admin words in Russian. */
describe("Payload's admin words in Russian", () => {
  it('mends only keys Payload has (a misspelt key would change nothing)', () => {
    const unknown = Object.entries(PAYLOAD_RU as unknown as Table).flatMap(([group, keys]) =>
      Object.keys(keys)
        .filter((key) => !((ru.translations as unknown as Table)[group] ?? {})[key])
        .map((key) => `${group}:${key}`),
    )
    expect(unknown).toEqual([])
  })

  /** Keys that drop a placeholder on purpose: Payload fills the sort buttons' {{label}} with an object. */
  const DROPPED = new Set(['general:sortByLabelDirection'])

  it('keeps every placeholder of the text it replaces (may add one, as the search box its field)', () => {
    const lost = Object.entries(PAYLOAD_RU as unknown as Table).flatMap(([group, keys]) =>
      Object.entries(keys)
        .filter(([key, text]) => {
          const original = (ru.translations as unknown as Table)[group][key]
          const names = (value: string) => [...value.matchAll(/\{\{(\w+)\}\}|<(\d)>/g)].map((match) => match[0]).sort()
          return !DROPPED.has(`${group}:${key}`) && names(original).some((name) => !names(text).includes(name))
        })
        .map(([key]) => `${group}:${key}`),
    )
    expect(lost).toEqual([])
  })

  it('has no English word left in the strings editors read', () => {
    const english = Object.entries(merged).flatMap(([group, keys]) =>
      Object.entries(keys)
        .filter(([, text]) => latinWords(text).length)
        .map(([key, text]) => `${group}:${key} = ${text}`),
    )
    expect(english).toEqual([])
  })

  it("names a list's search field and joins several with a lowercase «или»", () => {
    expect(merged.general.searchBy.replace('{{label}}', 'Номер')).toBe('Поиск: Номер')
    expect(merged.general.or).toBe('или')
  })
})
