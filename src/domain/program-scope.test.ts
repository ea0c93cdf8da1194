import { describe, expect, it } from 'vitest'

import { combinedScope, scopeAdmits } from './program-scope'

const queues = new Map([
  [10, 1],
  [11, 2],
])

describe('scopeAdmits', () => {
  it('admits a project given alone for a program limited to one of its queues, and not for another project', () => {
    const program = { complex_ids: [], house_ids: [10], estate_categories: [] }
    expect(scopeAdmits(program, { complexId: 1 }, queues)).toBe(true)
    expect(scopeAdmits(program, { complexId: 2 }, queues)).toBe(false)
  })
})

describe('combinedScope', () => {
  const queues = new Map([
    [10, 1],
    [11, 2],
  ])
  it('is every project and category when one program has no limits', () => {
    expect(
      combinedScope(
        [
          { complex_ids: [1], house_ids: [], estate_categories: ['flat'] },
          { complex_ids: [], house_ids: [], estate_categories: [] },
        ],
        queues,
      ),
    ).toEqual({ projects: null, categories: null })
  })
  it('joins the projects, the queues’ projects and the categories', () => {
    expect(
      combinedScope(
        [
          { complex_ids: [3], house_ids: [11], estate_categories: ['flat'] },
          { complex_ids: [], house_ids: [10], estate_categories: ['garage', 'flat'] },
        ],
        queues,
      ),
    ).toEqual({
      projects: [3, 2, 1],
      categories: ['flat', 'garage'],
    })
  })
})
