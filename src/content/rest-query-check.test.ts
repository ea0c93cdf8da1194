import type { FlattenedField } from 'payload'
import { describe, expect, it } from 'vitest'

import { queryProblem as checkQuery, whereProblem, type FieldLookup } from './rest-query-check'

/** The query as Payload reads it: qs's objects, and the plain parameters. */
const queryProblem = (query: Record<string, string | string[]>, lookup: FieldLookup) => {
  const plain = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) for (const item of [value].flat()) plain.append(name, item)
  return checkQuery(query, plain, lookup)
}

const field = (name: string, type: string, extra: Record<string, unknown> = {}) => ({ name, type, ...extra }) as unknown as FlattenedField

const houses = [field('name', 'text'), field('floors', 'number')]
const estates: FieldLookup = {
  fields: [
    field('price', 'number'),
    field('geo_flatnum', 'text'),
    field('tags', 'select', { hasMany: true }),
    field('createdAt', 'date'),
    field('house', 'relationship', { relationTo: 'houses' }),
    field('location', 'point'),
    field('seo', 'group', { flattenedFields: [field('title', 'text'), field('weight', 'number')] }),
  ],
  related: (slug) => (slug === 'houses' ? houses : undefined),
}

describe('the where of a Payload REST call', () => {
  it('refuses what Payload would fail on with a 500 (the probe of issue 30)', () => {
    expect(whereProblem({ id: { in: 'abc' } }, estates)).toMatch(/id\.in: not a number/)
    expect(whereProblem({ createdAt: { greater_than: 'notadate' } }, estates)).toMatch(/not a date/)
    expect(whereProblem({ price: { near: '1,2,3' } }, estates)).toMatch(/near does not apply/)
    expect(whereProblem('abc', estates)).toMatch(/must be an object/)
    expect(whereProblem({ price: '5' }, estates)).toMatch(/must name an operator/)
    expect(whereProblem({ price: { between: 1 } }, estates)).toMatch(/unknown operator/)
    expect(whereProblem({ price: { like: '1' } }, estates)).toMatch(/like does not apply to a number/)
    expect(whereProblem({ house: { equals: 'x' } }, estates)).toMatch(/not a number/)
    expect(whereProblem({ geo_flatnum: { all: 'abc' } }, estates)).toMatch(/all applies to fields of several values/)
  })

  it('refuses a null or an empty item in a list of numbers or dates, which the SQL would get as NaN (FUZZ_SEED=699467498)', () => {
    expect(whereProblem({ id: { not_in: 'null' } }, estates)).toMatch(/id\.not_in: not a number/)
    expect(whereProblem({ id: { in: '' } }, estates)).toMatch(/id\.in: not a number/)
    expect(whereProblem({ house: { in: ['1', null] } }, estates)).toMatch(/house\.in: not a number/)
    expect(whereProblem({ createdAt: { in: 'null' } }, estates)).toMatch(/createdAt\.in: not a date/)
    expect(whereProblem({ or: [{ and: [{ id: { not_in: 'null' } }] }] }, estates)).toMatch(/id\.not_in/)
  })

  it('follows groups, relationships and and/or lists', () => {
    expect(whereProblem({ 'seo.weight': { equals: 'x' } }, estates)).toMatch(/seo\.weight/)
    expect(whereProblem({ 'house.floors': { greater_than: 'x' } }, estates)).toMatch(/house\.floors/)
    expect(whereProblem({ or: [{ price: { equals: 1 } }, { and: [{ id: { in: ['1', 'x'] } }] }] }, estates)).toMatch(/id\.in/)
    expect(whereProblem({ or: { 0: { price: { equals: 'x' } } } }, estates)).toMatch(/price/)
  })

  it('lets real queries through, and leaves unknown paths to Payload', () => {
    for (const where of [
      { id: { in: '1,2,3' } },
      { id: { in: ['1', '2'] } },
      { price: { greater_than_equal: '1000000', less_than: 2e7 } },
      { price: { equals: 'null' } },
      { createdAt: { greater_than: '2026-11-25T00:00:00.000Z' } },
      { location: { near: '76.9,43.2,1000' } },
      { geo_flatnum: { like: 'А-12' } },
      { house: { exists: 'true' } },
      { tags: { all: 'a,b' } },
      { 'house.name': { like: 'очередь' } },
      { nonexistent: { equals: 'x' } },
      { and: [{ 'seo.title': { contains: 'x' } }] },
    ])
      expect(whereProblem(where, estates), JSON.stringify(where)).toBeNull()
  })
})

describe('the numbers and JSON of a Payload REST call', () => {
  it('refuses numbers that are no whole numbers or out of bounds', () => {
    for (const query of [{ limit: '1e308' }, { limit: '-1' }, { limit: 'abc' }, { page: '1e308' }, { depth: '11' }, { limit: ['1', '2'] }, { limit: '100001' }] as Array<
      Record<string, string | string[]>
    >)
      expect(queryProblem(query, estates), JSON.stringify(query)).toMatch(/whole number/)
    expect(queryProblem({ limit: '100', page: '2', depth: '1' }, estates)).toBeNull()
  })

  it('refuses a where or data that is no JSON object', () => {
    expect(queryProblem({ where: 'abc' }, estates)).toMatch(/where must be a JSON object/)
    expect(queryProblem({ data: '[1]' }, estates)).toMatch(/data must be a JSON object/)
    expect(queryProblem({ where: '{"id":{"in":"abc"}}' }, estates)).toMatch(/not a number/)
    expect(queryProblem({ where: '{"id":{"equals":"1"}}' }, estates)).toBeNull()
    // A global's read parses the first plain `data`, whatever else qs made of the repeats.
    expect(queryProblem({ data: ['abc', '{}'] }, estates)).toMatch(/data must be a JSON object/)
    expect(queryProblem({ data: ['{}', '1'] }, estates)).toMatch(/data must be a JSON object/)
  })
})
