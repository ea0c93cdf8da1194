import { describe, expect, it } from 'vitest'

import { chooseFloorView, floorSearch } from './floor-view'

const existing = new Set(['7:1', '7:2', '2:1'])
const exists = ({ floor, section }: { floor: number; section: number | null }) => existing.has(`${floor}:${section}`)

describe('the floor view of a queue page', () => {
  it('shows no floor without its parameters', () => {
    expect(chooseFloorView('?section=2&utm_source=x', exists)).toEqual({ kind: 'none' })
  })

  it('shows the floor and entrance a link names', () => {
    expect(chooseFloorView(floorSearch({ floor: 7, section: 2 }), exists)).toEqual({ kind: 'floor', floor: 7, section: 2 })
  })

  it('redirects a floor the house does not have, keeping the other parameters', () => {
    expect(chooseFloorView('?floor=40&entrance=1&utm_source=x', exists)).toEqual({ kind: 'redirect', search: '?utm_source=x' })
  })

  it('redirects malformed and repeated values', () => {
    for (const search of [
      '?floor=seven&entrance=1',
      '?floor=7&floor=8&entrance=1',
      '?floor=7&entrance=1&entrance=2',
      '?entrance=1',
      '?floor=7&entrance=-1',
      '?floor=7.5&entrance=1',
    ]) {
      expect(chooseFloorView(search, exists).kind).toBe('redirect')
    }
  })

  it('writes a floor without an entrance for a house without sections', () => {
    expect(floorSearch({ floor: 3, section: null })).toBe('?floor=3')
  })
})
