import { describe, expect, it } from 'vitest'

import { countedAnswers, eligibilityAnswersFrom, eligibilityMismatches, eligibilityParams, questionsToAsk } from './program-eligibility'

const sevenTwentyFive = { requirements: ['first_home', 'new_build'] as const }
const savings = { requirements: ['otbasy_deposit'] as const }
const bank = { requirements: [] }

describe('eligibilityMismatches', () => {
  it('hides a program only for a requirement answered no', () => {
    expect(eligibilityMismatches(sevenTwentyFive, {})).toEqual([])
    expect(eligibilityMismatches(sevenTwentyFive, { first_home: true, new_build: true })).toEqual([])
    expect(eligibilityMismatches(sevenTwentyFive, { first_home: false, otbasy_deposit: false })).toEqual(['first_home'])
    expect(eligibilityMismatches(sevenTwentyFive, { first_home: false, new_build: false })).toEqual(['first_home', 'new_build'])
    expect(eligibilityMismatches(bank, { first_home: false, otbasy_deposit: false, new_build: false })).toEqual([])
    expect(eligibilityMismatches({ requirements: null }, { first_home: false })).toEqual([])
  })
})

describe('questionsToAsk', () => {
  it('asks only what some program requires, in the fixed order', () => {
    expect(questionsToAsk([savings, sevenTwentyFive], false)).toEqual(['first_home', 'otbasy_deposit', 'new_build'])
    expect(questionsToAsk([savings, bank], false)).toEqual(['otbasy_deposit'])
    expect(questionsToAsk([bank], false)).toEqual([])
  })

  it('does not ask about a new build once one of the site’s properties is chosen, and counts it as yes', () => {
    expect(questionsToAsk([sevenTwentyFive], true)).toEqual(['first_home'])
    expect(countedAnswers({ new_build: false }, true)).toEqual({ new_build: true })
    expect(countedAnswers({ new_build: false }, false)).toEqual({ new_build: false })
    expect(eligibilityMismatches(sevenTwentyFive, countedAnswers({ new_build: false }, true))).toEqual([])
  })
})

describe('answers in the URL', () => {
  it('reads yes and no, drops anything else and says so', () => {
    expect(eligibilityAnswersFrom({ first_home: 'no', otbasy_deposit: 'yes' })).toEqual({ answers: { first_home: false, otbasy_deposit: true }, changed: false })
    expect(eligibilityAnswersFrom({ first_home: 'maybe', new_build: 'no' })).toEqual({ answers: { new_build: false }, changed: true })
    expect(eligibilityAnswersFrom({})).toEqual({ answers: {}, changed: false })
  })

  it('writes them back in the questions’ order', () => {
    expect(eligibilityParams({ new_build: true, first_home: false })).toEqual([
      ['first_home', 'no'],
      ['new_build', 'yes'],
    ])
  })
})
