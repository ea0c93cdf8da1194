import { describe, expect, it } from 'vitest'

import { amountOf, caretAfterDigits, digitsOf, groupDigits } from './amount'

describe('money typed in a form (calculator, listing filters)', () => {
  it('keeps the digits and groups them as the site writes money', () => {
    expect(digitsOf('25 000 000 ₸')).toBe('25000000')
    expect(digitsOf('007')).toBe('7')
    expect(groupDigits('25000000')).toBe('25,000,000')
    expect(groupDigits('')).toBe('')
    expect(amountOf('')).toBeUndefined()
    expect(amountOf('120')).toBe(120)
  })

  it('puts the caret back after the same digits when a comma appears or goes', () => {
    // "1,000,000" with the caret after "1,00" (3 digits), regrouped: still after the third digit.
    expect(caretAfterDigits('1,000,000', 3)).toBe(4)
    expect(caretAfterDigits('10,000,000', 2)).toBe(2)
    expect(caretAfterDigits('100,000', 0)).toBe(0)
    expect(caretAfterDigits('100,000', 9)).toBe(7)
  })
})
