import { describe, expect, it } from 'vitest'

import { formatPhone, normalizeKazakhstanPhone, stripPhone, telegramHref, telegramUsername, telHref, whatsappHref, whatsappNumber } from './phone'

describe('stripPhone', () => {
  it('removes the spaces, parentheses and hyphens of the mask only', () => {
    expect(stripPhone('+7 (701) 123-45-67')).toBe('+77011234567')
    expect(stripPhone('+7.701.123')).toBe('+7.701.123')
  })
})

describe('normalizeKazakhstanPhone', () => {
  it('accepts the masked, the stripped and the domestic forms', () => {
    expect(normalizeKazakhstanPhone('+7 (701) 123-45-67')).toBe('+77011234567')
    expect(normalizeKazakhstanPhone('+77011234567')).toBe('+77011234567')
    expect(normalizeKazakhstanPhone('87011234567')).toBe('+77011234567')
    expect(normalizeKazakhstanPhone('77272501234')).toBe('+77272501234')
    expect(normalizeKazakhstanPhone('+7 (600) 000-00-00')).toBe('+76000000000')
  })

  it('rejects Russian numbers sharing country code 7', () => {
    expect(normalizeKazakhstanPhone('+79161234567')).toBeNull()
    expect(normalizeKazakhstanPhone('+74951234567')).toBeNull()
  })

  it('rejects wrong lengths, other countries, letters and injected text', () => {
    for (const bad of ['', '+7701123456', '+770112345678', '+998901234567', '+7 (701) ABC-45-67', "+77011234567' OR 1=1--", '+7(701)123.45.67']) {
      expect(normalizeKazakhstanPhone(bad), bad).toBeNull()
    }
  })
})

describe('formatPhone', () => {
  it('lays a number out like the input mask', () => {
    expect(formatPhone('+77011234567')).toBe('+7 (701) 123-45-67')
  })
  it('leaves anything else as it is', () => {
    expect(formatPhone('12')).toBe('12')
  })
})

describe('telHref', () => {
  it('keeps the digits and the plus of a number as written', () => {
    expect(telHref('+7 (727) 300-00-00')).toBe('tel:+77273000000')
    expect(telHref('8 701 300 00 01')).toBe('tel:87013000001')
  })
})

describe('WhatsApp links', () => {
  it('takes the digits of a Kazakhstan number, written any way', () => {
    expect(whatsappNumber('+7 (701) 300-00-00')).toBe('77013000000')
    expect(whatsappNumber('8 701 300 00 00')).toBe('77013000000')
    expect(whatsappNumber('')).toBe('')
    expect(whatsappNumber('not a number')).toBe('')
  })
  it('opens a chat with the message typed in, the page link included', () => {
    expect(whatsappHref('77013000000', 'Квартира № 5: https://site.kz/p?a=1&b=2')).toBe(
      'https://wa.me/77013000000?text=%D0%9A%D0%B2%D0%B0%D1%80%D1%82%D0%B8%D1%80%D0%B0%20%E2%84%96%205%3A%20https%3A%2F%2Fsite.kz%2Fp%3Fa%3D1%26b%3D2',
    )
  })
})

describe('telegramUsername', () => {
  it('takes a username with or without @, and nothing else', () => {
    expect(telegramUsername('@qazaqstroy_sales')).toBe('qazaqstroy_sales')
    expect(telegramUsername(' sales_kz ')).toBe('sales_kz')
    expect(telegramUsername('https://t.me/sales')).toBe('')
    expect(telegramUsername('abc')).toBe('')
    expect(telegramHref('sales_kz')).toBe('https://t.me/sales_kz')
  })
})
