import { describe, expect, it } from 'vitest'

import { CAREER_SEARCH_MAX, careerSearch, careerSearchQuery } from './career'

describe('career search text', () => {
  it('takes the first value, folds blanks and trims', () => {
    expect(careerSearch('  Инженер \n ПТО ')).toBe('Инженер ПТО')
    expect(careerSearch(['прораб', 'архитектор'])).toBe('прораб')
    expect(careerSearch(undefined)).toBe('')
    expect(careerSearch([])).toBe('')
  })

  it('bounds a long text without splitting characters', () => {
    expect(careerSearch('я'.repeat(10_000))).toHaveLength(CAREER_SEARCH_MAX)
    const emoji = careerSearch('😀'.repeat(200))
    expect(Array.from(emoji)).toHaveLength(CAREER_SEARCH_MAX)
    expect(emoji.endsWith('😀')).toBe(true)
  })

  it('keeps markup and SQL as plain text', () => {
    expect(careerSearch('<script>alert(1)</script>')).toBe('<script>alert(1)</script>')
    expect(careerSearch("x'; DROP TABLE vacancies; --")).toBe("x'; DROP TABLE vacancies; --")
  })

  it('writes the query of a search page', () => {
    expect(careerSearchQuery('')).toBe('')
    expect(careerSearchQuery('инженер & ПТО')).toBe('search=%D0%B8%D0%BD%D0%B6%D0%B5%D0%BD%D0%B5%D1%80+%26+%D0%9F%D0%A2%D0%9E')
  })
})
