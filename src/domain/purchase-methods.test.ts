import { describe, expect, it } from 'vitest'

import { combinedScope, keyTerms } from './purchase-methods'

describe('keyTerms', () => {
  it('takes the lowest rate and initial payment and the longest term', () => {
    expect(
      keyTerms([
        { rate: 16.5, initial_payment: 20, term_months: 300 },
        { rate: 7, initial_payment: 50, term_months: 228 },
      ]),
    ).toEqual({ rateFrom: 7, initialFrom: 20, termUpTo: 300 })
  })

  it('is null without programs', () => {
    expect(keyTerms([])).toBeNull()
  })
})

describe('combinedScope', () => {
  const queues = new Map([[10, 1], [11, 2]])
  it('is every project and category when one program has no limits', () => {
    expect(combinedScope([{ complex_ids: [1], house_ids: [], estate_categories: ['flat'] }, { complex_ids: [], house_ids: [], estate_categories: [] }], queues)).toEqual({ projects: null, categories: null })
  })
  it('joins the projects, the queues’ projects and the categories', () => {
    expect(combinedScope([{ complex_ids: [3], house_ids: [11], estate_categories: ['flat'] }, { complex_ids: [], house_ids: [10], estate_categories: ['garage', 'flat'] }], queues)).toEqual({
      projects: [3, 2, 1],
      categories: ['flat', 'garage'],
    })
  })
})
