import { describe, expect, it } from 'vitest'

import type { EstateListItem } from '@/services/estates'
import { compareRows } from './compare-rows'

const t = (key: string, values?: Record<string, string | number>) => (values ? `${key}:${Object.values(values).join('/')}` : key)

const estate = (overrides: Partial<EstateListItem>): EstateListItem => ({
  id: 1,
  slug: 'a-1',
  geo_flatnum: '1',
  number: '1',
  category: 'flat',
  rooms: 2,
  area: 54.3,
  floor: 3,
  section: 1,
  price: 30_000_000,
  price_per_m2: 552_486,
  status: 'free',
  restoration: { id: 1, title: 'White box' },
  complex: { id: 1, name: 'Alatau', slug: 'alatau' },
  house: { id: 1, name: 'Queue 1', slug: 'q1', completion_year: 2027, completion_quarter: 2 },
  layout: null,
  ...overrides,
})

describe('comparison rows', () => {
  it('marks the rows whose values differ', () => {
    const rows = compareRows(t, [estate({}), estate({ id: 2, floor: 7, price: 31_000_000 })])
    const differing = rows.filter((r) => r.differs).map((r) => r.key)
    expect(differing).toEqual(['floor', 'price'])
    expect(rows.map((r) => r.key)).toEqual(['layout', 'project', 'queue', 'completion', 'category', 'rooms', 'area', 'floor', 'finishing', 'price', 'price-per-m2', 'status'])
  })

  it('finds no difference with one estate', () => {
    expect(compareRows(t, [estate({})]).some((r) => r.differs)).toBe(false)
  })
})
