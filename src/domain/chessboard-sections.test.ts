import { describe, expect, it } from 'vitest'

import { chooseSectionView, CHESSBOARD_SECTION_THRESHOLD, defaultSection, sectionSearch, sectionTabSearch, type SectionCount } from './chessboard-sections'

/** A big house: 3 numbered sections of 250 estates (the first sold out) and 20 estates without a section. */
const BIG: SectionCount[] = [
  { section: 2, total: 250, free: 40 },
  { section: null, total: 20, free: 5 },
  { section: 1, total: 250, free: 0 },
  { section: 3, total: 250, free: 7 },
]
const SMALL: SectionCount[] = [
  { section: 1, total: 150, free: 20 },
  { section: 2, total: 150, free: 30 },
]

describe('chooseSectionView', () => {
  it('shows the whole grid of a house up to the threshold, and of a big house in one section', () => {
    expect(chooseSectionView(SMALL, {})).toEqual({ kind: 'all' })
    expect(
      chooseSectionView(
        [
          { section: 1, total: CHESSBOARD_SECTION_THRESHOLD, free: 1 },
          { section: 2, total: 0, free: 0 },
        ],
        {},
      ),
    ).toEqual({ kind: 'all' })
    expect(chooseSectionView([{ section: 1, total: 5000, free: 10 }], {})).toEqual({ kind: 'all' })
    expect(chooseSectionView([], {})).toEqual({ kind: 'all' })
  })

  it('splits a house above the threshold by section: the first with free estates by default, unnumbered last', () => {
    const view = chooseSectionView(BIG, {})
    expect(view).toMatchObject({ kind: 'section', section: 2, fallback: 2 })
    if (view.kind !== 'section') throw new Error('not split')
    expect(view.sections.map((s) => s.section)).toEqual([1, 2, 3, null])
    expect(chooseSectionView(SMALL, {}, 299)).toMatchObject({ kind: 'section', section: 1 })
  })

  it('defaults to the first section when nothing is free', () => {
    expect(
      defaultSection([
        { section: 3, total: 400, free: 0 },
        { section: 1, total: 400, free: 0 },
      ]),
    ).toBe(1)
    expect(
      chooseSectionView(
        [
          { section: 3, total: 400, free: 0 },
          { section: 1, total: 400, free: 0 },
        ],
        {},
      ),
    ).toMatchObject({ kind: 'section', section: 1 })
  })

  it('shows the section named in the URL', () => {
    expect(chooseSectionView(BIG, { section: '3' })).toMatchObject({ kind: 'section', section: 3, fallback: 2 })
    expect(chooseSectionView(BIG, { section: '1' })).toMatchObject({ kind: 'section', section: 1 })
    expect(chooseSectionView(BIG, { section: 'none' })).toMatchObject({ kind: 'section', section: null })
    expect(chooseSectionView(BIG, new URLSearchParams('section=3&utm_source=x'))).toMatchObject({ kind: 'section', section: 3 })
  })

  it('redirects nonsense, unknown or non-canonical values, keeping the other parameters', () => {
    for (const value of ['abc', '0', '4', '99999999', '-1', '1e3', '', '<script>', "'; DROP TABLE estates;--"]) {
      expect(chooseSectionView(BIG, { section: value }), value).toEqual({ kind: 'redirect', search: '' })
    }
    // The default section has one URL: the page without the parameter.
    expect(chooseSectionView(BIG, { section: '2' })).toEqual({ kind: 'redirect', search: '' })
    expect(chooseSectionView(BIG, { section: '03' })).toEqual({ kind: 'redirect', search: '?section=3' })
    expect(chooseSectionView(BIG, { section: ['3', '1'] })).toEqual({ kind: 'redirect', search: '?section=3' })
    expect(chooseSectionView(BIG, { section: 'x', utm_source: 'mail' })).toEqual({ kind: 'redirect', search: '?utm_source=mail' })
  })

  it('redirects any section parameter of a house shown whole', () => {
    expect(chooseSectionView(SMALL, { section: '2' })).toEqual({ kind: 'redirect', search: '' })
    expect(chooseSectionView(SMALL, { section: 'abc', utm_source: 'mail' })).toEqual({ kind: 'redirect', search: '?utm_source=mail' })
  })
})

describe('section links', () => {
  it('link the default section without a parameter, the others with one', () => {
    expect(sectionTabSearch(2, 2)).toBe('')
    expect(sectionTabSearch(3, 2)).toBe('?section=3')
    expect(sectionTabSearch(null, 2)).toBe('?section=none')
  })

  it('set or remove the parameter among the others', () => {
    expect(sectionSearch('a=1&section=2', 5)).toBe('?a=1&section=5')
    expect(sectionSearch({ section: '2' }, undefined)).toBe('')
  })
})
