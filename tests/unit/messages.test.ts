import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'

import { API_MESSAGE_CODES, isApiMessageCode } from '../../src/domain/api-messages'
import { countValues } from '../../src/domain/money'
import { LOCALES } from '../../src/i18n/locales'
import { DEFAULT_MESSAGES, MESSAGE_PARTS } from '../../src/i18n/messages'
import en from '../../src/i18n/messages/en.json'
import kk from '../../src/i18n/messages/kk.json'
import ru from '../../src/i18n/messages/ru.json'
import { sampleValues } from './message-samples'

const messages = DEFAULT_MESSAGES

describe('UI strings', () => {
  it('have the same keys in the three languages, none with a dot', () => {
    const keys = Object.keys(messages.ru).sort()
    expect(Object.keys(messages.kk).sort()).toEqual(keys)
    expect(Object.keys(messages.en).sort()).toEqual(keys)
    expect(keys.filter((k) => k.includes('.'))).toEqual([])
  })

  it("have kebab-case keys, except the API's codes, which are its contract's snake_case (DESIGN §4)", () => {
    const keys = Object.keys(messages.ru)
    expect(keys.filter((key) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(key) && !isApiMessageCode(key))).toEqual([])
    expect(keys.filter(isApiMessageCode).sort()).toEqual([...API_MESSAGE_CODES].sort())
    for (const locale of LOCALES) for (const code of API_MESSAGE_CODES) expect(messages[locale][code], `${locale}:${code}`).toBeTruthy()
  })

  it('are defined once: no section file repeats a key of the shell or of another section', () => {
    const files = [{ name: 'shell', keys: Object.keys(ru) }, ...Object.entries(MESSAGE_PARTS).map(([name, part]) => ({ name, keys: Object.keys(part.ru) }))]
    const seen = new Map<string, string>()
    for (const { name, keys } of files)
      for (const key of keys) {
        expect(seen.get(key), `${key} in ${name}`).toBeUndefined()
        seen.set(key, name)
      }
    for (const [name, part] of Object.entries(MESSAGE_PARTS)) {
      expect(Object.keys(part.kk).sort(), name).toEqual(Object.keys(part.ru).sort())
      expect(Object.keys(part.en).sort(), name).toEqual(Object.keys(part.ru).sort())
    }
    expect(Object.keys(kk).sort()).toEqual(Object.keys(ru).sort())
    expect(Object.keys(en).sort()).toEqual(Object.keys(ru).sort())
  })

  it('are valid ICU messages', () => {
    for (const locale of LOCALES) {
      const set = messages[locale]
      const t = createTranslator({
        locale,
        messages: set,
        onError: (error) => {
          throw error
        },
      })
      for (const [key, message] of Object.entries(set)) {
        expect(() => t.markup(key as never, sampleValues(message) as never), `${locale}:${key}`).not.toThrow()
      }
    }
  })
})

describe('offer counts use each language’s plural forms (spec §9: Russian one / two to four / five or more)', () => {
  const offers = (locale: keyof typeof messages, count: number) => createTranslator({ locale, messages: messages[locale] })('offers-count', countValues(count))

  it('Russian', () => {
    expect([1, 2, 4, 5, 11, 12, 21, 22, 25, 101, 111].map((n) => offers('ru', n))).toEqual([
      '1 предложение',
      '2 предложения',
      '4 предложения',
      '5 предложений',
      '11 предложений',
      '12 предложений',
      '21 предложение',
      '22 предложения',
      '25 предложений',
      '101 предложение',
      '111 предложений',
    ])
  })
  it('Kazakh (the noun stays singular after a numeral)', () => {
    expect([1, 2, 5, 21].map((n) => offers('kk', n))).toEqual(['1 ұсыныс', '2 ұсыныс', '5 ұсыныс', '21 ұсыныс'])
  })
  it('English', () => {
    expect([1, 2, 5, 21].map((n) => offers('en', n))).toEqual(['1 offer', '2 offers', '5 offers', '21 offers'])
  })
  it('group thousands in large counts as money is grouped (spec §5), in every language', () => {
    expect(offers('ru', 1234)).toBe('1,234 предложения')
    expect(offers('kk', 1620)).toBe('1,620 ұсыныс')
    expect(offers('en', 1620)).toBe('1,620 offers')
  })
})
