import { describe, expect, it } from 'vitest'

import { localeFromAcceptLanguage } from './locales'

describe('localeFromAcceptLanguage', () => {
  it('takes the first supported language by quality', () => {
    expect(localeFromAcceptLanguage('kk')).toBe('kk')
    expect(localeFromAcceptLanguage('en-US,en;q=0.9')).toBe('en')
    expect(localeFromAcceptLanguage('de-DE,de;q=0.9,kk;q=0.8,en;q=0.7')).toBe('kk')
    expect(localeFromAcceptLanguage('en;q=0.5,kk;q=0.9')).toBe('kk')
  })
  it('falls back to ru', () => {
    expect(localeFromAcceptLanguage(null)).toBe('ru')
    expect(localeFromAcceptLanguage('')).toBe('ru')
    expect(localeFromAcceptLanguage('fr, de')).toBe('ru')
    expect(localeFromAcceptLanguage('en;q=0')).toBe('ru')
  })
})
