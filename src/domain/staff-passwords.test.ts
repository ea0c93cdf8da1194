import { describe, expect, it } from 'vitest'

import { passwordProblem } from './staff-passwords'

describe('staff password policy', () => {
  it('takes a long password that is not the e-mail', () => {
    expect(passwordProblem('correct horse battery', 'aigul@example.kz')).toBeNull()
    expect(passwordProblem('it-Secret-Passw0rd!', 'it-admin@example.com')).toBeNull()
  })

  it('refuses short, huge and monotonous passwords', () => {
    expect(passwordProblem('Short-1!', 'a@b.kz')).toMatch(/at least 12/)
    expect(passwordProblem('x'.repeat(300), 'a@b.kz')).toMatch(/at most 256/)
    expect(passwordProblem('aaaaaaaaaaaaaaab', 'a@b.kz')).toMatch(/repeat/)
  })

  it('refuses a password made of the account’s e-mail or its name part, whatever the case', () => {
    expect(passwordProblem('aigul@example.kz', 'aigul@example.kz')).toMatch(/e-mail/)
    expect(passwordProblem('Aigul-2026-office', 'aigul@example.kz')).toMatch(/e-mail/)
    // A name part of two letters is too common to refuse.
    expect(passwordProblem('my-al-password-long', 'al@example.kz')).toBeNull()
  })
})
