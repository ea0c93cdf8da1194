import format from 'icu-minify/format'
import { createTranslator } from 'next-intl'
import { describe, expect, it, vi } from 'vitest'

import { compileMessages, messageSyntaxError } from '../../src/i18n/compiled-messages'
import { LOCALES } from '../../src/i18n/locales'
import { DEFAULT_MESSAGES } from '../../src/i18n/messages'
import { sampleValues } from './message-samples'

const formatters = {
  getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args),
  getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...args),
  getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args),
}
const text = (value: unknown): string => (Array.isArray(value) ? value.join('') : String(value))

describe('compiled UI strings (the browser formats them without an ICU parser)', () => {
  it('read exactly as the source messages formatted by the ICU parser, in every language', () => {
    for (const locale of LOCALES) {
      const messages = DEFAULT_MESSAGES[locale]
      const compiled = compileMessages(messages)
      expect(Object.keys(compiled)).toEqual(Object.keys(messages))
      const t = createTranslator({ locale, messages })
      for (const [key, message] of Object.entries(messages)) {
        for (const count of [1, 3, 21]) {
          const values = sampleValues(message, count)
          expect(text(format(compiled[key], locale, values as never, { formatters })), `${locale}:${key}`).toBe(text(t.markup(key as never, values as never)))
        }
      }
    }
  })

  it('keep the shipped text for an entry that does not compile, and report it', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const fallback = compileMessages({ greeting: 'Hello {name}' })
    const compiled = compileMessages({ greeting: 'Hello {name', other: 'Fine' }, fallback)
    expect(compiled).toEqual({ greeting: fallback.greeting, other: 'Fine' })
    expect(logged).toHaveBeenCalledWith('Invalid UI string "greeting", kept the shipped text', expect.any(Error))
    logged.mockRestore()
  })
})

describe('messageSyntaxError (the admin refuses what the site could not format)', () => {
  it('names the problem of a broken string and passes every shipped one', () => {
    expect(messageSyntaxError('{count, plural, one {# комната} few {# комнаты}}')).toBe('MISSING_OTHER_CLAUSE')
    expect(messageSyntaxError('Осталось {count')).toBe('EXPECT_ARGUMENT_CLOSING_BRACE')
    for (const locale of LOCALES) {
      for (const [key, message] of Object.entries(DEFAULT_MESSAGES[locale] as Record<string, string>)) expect(messageSyntaxError(message), key).toBeNull()
    }
  })
})
