import { describe, expect, it } from 'vitest'

import { PHONE_PLACEHOLDER } from './phone'
import { maskPhone } from './phone-mask'

describe('phone mask +7 (###) ###-##-##', () => {
  it('has the spec placeholder', () => {
    expect(PHONE_PLACEHOLDER).toBe('+7 (___) ___-__-__')
  })
  it('formats digits as they are typed', () => {
    expect(maskPhone('')).toBe('')
    expect(maskPhone('7')).toBe('+7 (7')
    expect(maskPhone('701')).toBe('+7 (701')
    expect(maskPhone('7011')).toBe('+7 (701) 1')
    expect(maskPhone('7011234567')).toBe('+7 (701) 123-45-67')
  })
  it('re-formats an already masked value while typing more digits', () => {
    expect(maskPhone('+7 (701) 12')).toBe('+7 (701) 12')
    expect(maskPhone('+7 (701) 123-4')).toBe('+7 (701) 123-4')
    expect(maskPhone('+7 (701) 123-45-678')).toBe('+7 (701) 123-45-67')
  })
  it('drops a country or trunk code from pasted numbers', () => {
    expect(maskPhone('+7 701 123 45 67')).toBe('+7 (701) 123-45-67')
    expect(maskPhone('87011234567')).toBe('+7 (701) 123-45-67')
    expect(maskPhone('77011234567')).toBe('+7 (701) 123-45-67')
    expect(maskPhone('8 (701) 123-45-67')).toBe('+7 (701) 123-45-67')
  })
  it('ignores letters', () => {
    expect(maskPhone('abc')).toBe('')
    expect(maskPhone('7a0b1')).toBe('+7 (701')
  })
})
