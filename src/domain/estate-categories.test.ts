import { describe, expect, it } from 'vitest'

import { categoryFromPath, categoryPath, displayedEstateNumber, isEstateCategoryCode } from './estate-categories'

describe('category paths (spec §2)', () => {
  it('maps codes to path segments and back', () => {
    expect(categoryPath('flat')).toBe('apartments')
    expect(categoryPath('garage')).toBe('parking-spaces')
    expect(categoryPath('storageroom')).toBe('storerooms')
    expect(categoryPath('comm')).toBe('commercial-premises')
    expect(categoryFromPath('parking-spaces')).toBe('garage')
    expect(categoryFromPath('villas')).toBeNull()
  })
  it('recognises only the four codes', () => {
    expect(isEstateCategoryCode('comm')).toBe(true)
    expect(isEstateCategoryCode('villa')).toBe(false)
    expect(isEstateCategoryCode(undefined)).toBe(false)
  })
})

describe('displayedEstateNumber (spec §3)', () => {
  it('keeps the trailing digits after the last hyphen for flat and comm', () => {
    expect(displayedEstateNumber('flat', 'ALT-2-117')).toBe('117')
    expect(displayedEstateNumber('comm', 'AST-1-K-05')).toBe('05')
  })
  it('keeps the digits after the number sign for garage', () => {
    expect(displayedEstateNumber('garage', 'P№45')).toBe('45')
    expect(displayedEstateNumber('garage', 'Паркинг № 7')).toBe('7')
  })
  it('keeps the raw value otherwise, or when the pattern does not match', () => {
    expect(displayedEstateNumber('storageroom', 'K-12')).toBe('K-12')
    expect(displayedEstateNumber('flat', 'ALT2')).toBe('ALT2')
  })
})
