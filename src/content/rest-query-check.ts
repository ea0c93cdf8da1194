import type { FlattenedField } from 'payload'
import { validOperatorSet } from 'payload/shared'

/**
 * What Payload's REST would fail on with a 500 (and a stack trace with the SQL in the log), checked before
 * Payload runs: a number parameter that is no whole number (`limit=1e308`, `page=abc`), a `where` or `data`
 * parameter that is no JSON object, and a `where` whose values do not fit their field (`where[id][in]=abc`,
 * `where[createdAt][greater_than]=notadate`, `where[price][near]=1,2,3`). The answer is a 400 naming the
 * parameter. Paths the schema does not know are left to Payload, which refuses them with its own 400.
 */

/** The largest `limit`, `page` and `depth` anyone may ask for (staff included). */
export const QUERY_NUMBER_BOUNDS = { limit: 100_000, page: 1_000_000_000, depth: 10 } as const

/** A field's schema, and how to reach the collection a relationship points to. */
export type FieldLookup = { fields: FlattenedField[]; related: (slug: string) => FlattenedField[] | undefined }

const NUMBER_OPERATORS = new Set(['equals', 'not_equals', 'in', 'not_in', 'all', 'greater_than', 'greater_than_equal', 'less_than', 'less_than_equal', 'exists'])
const LIST_OPERATORS = new Set(['in', 'not_in', 'all'])
const GEO_OPERATORS = new Set(['near', 'within', 'intersects'])

type Kind = 'number' | 'date' | 'point' | 'other'

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** What a `where` may ask of a field: its kind, and whether it holds several values (`all` needs that). */
type Target = { kind: Kind; hasMany: boolean }

/** The field at a dotted path (`house.complex`, `meta.title`, `id`), or null when the schema cannot say. */
function resolve(path: string, lookup: FieldLookup): Target | null {
  let fields: FlattenedField[] | undefined = lookup.fields
  const segments = path.split('.')
  for (const [index, segment] of segments.entries()) {
    if (!fields) return null
    const last = index === segments.length - 1
    const field: FlattenedField | undefined = fields.find((candidate) => candidate.name === segment)
    // Every collection's id is a number here (SQLite and PostgreSQL serials).
    if (!field) return segment === 'id' && last ? { kind: 'number', hasMany: false } : null
    if (last) return { kind: kindOf(field), hasMany: 'hasMany' in field && Boolean(field.hasMany) }
    if (field.type === 'group' || field.type === 'tab' || field.type === 'array') fields = field.flattenedFields
    else if ((field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string') fields = lookup.related(field.relationTo)
    else return null
  }
  return null
}

function kindOf(field: FlattenedField): Kind {
  if (field.type === 'number') return 'number'
  if (field.type === 'date') return 'date'
  if (field.type === 'point') return 'point'
  // A relationship to one collection is queried by the related document's numeric id.
  if ((field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string') return 'number'
  return 'other'
}

const isNumberText = (value: unknown) => (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim()))
const isDateText = (value: unknown) => (typeof value === 'string' || typeof value === 'number') && Number.isFinite(new Date(value).getTime())
const isNullish = (value: unknown) => value === null || value === 'null' || value === ''

/** The values an operator compares with: a list operator takes an array or a comma-separated string. */
function valuesOf(operator: string, value: unknown): unknown[] {
  if (LIST_OPERATORS.has(operator)) return Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value]
  return [value]
}

/** Why a `where` cannot be run, or null. */
export function whereProblem(where: unknown, lookup: FieldLookup, depth = 0): string | null {
  if (!isPlainObject(where)) return 'where must be an object of field conditions'
  if (depth > 10) return 'where is nested too deeply'
  for (const [key, condition] of Object.entries(where)) {
    if (key === 'and' || key === 'or') {
      if (!isPlainObject(condition) && !Array.isArray(condition)) return `where.${key} must be a list of conditions`
      for (const part of Object.values(condition)) {
        const problem = whereProblem(part, lookup, depth + 1)
        if (problem) return problem
      }
      continue
    }
    if (!isPlainObject(condition)) return `where.${key} must name an operator (where[${key}][equals]=…)`
    const field = resolve(key, lookup)
    for (const [operator, value] of Object.entries(condition)) {
      if (!validOperatorSet.has(operator as never)) return `where.${key}: unknown operator ${operator}`
      if (operator === 'exists' || field === null) continue
      const { kind } = field
      if (operator === 'all' && !field.hasMany) return `where.${key}: all applies to fields of several values only`
      if (GEO_OPERATORS.has(operator) !== (kind === 'point')) return `where.${key}: ${operator} does not apply to this field`
      if (kind === 'number' || kind === 'date') {
        if (!NUMBER_OPERATORS.has(operator)) return `where.${key}: ${operator} does not apply to a ${kind}`
        const fits = kind === 'number' ? isNumberText : isDateText
        // A single value may be null (`equals=null` finds the empty ones); a list's items are each cast to the
        // field's type, where a null would become NaN in the SQL (`in=null`, `not_in=`).
        const list = LIST_OPERATORS.has(operator)
        if (!valuesOf(operator, value).every((item) => (!list && isNullish(item)) || fits(item))) return `where.${key}.${operator}: not a ${kind}`
      }
    }
  }
  return null
}

/**
 * Why the query string of a Payload REST call cannot be run, or null. `query` is the string parsed as
 * Payload parses it (qs); `jsonParameters` the same string's plain parameters.
 */
export function queryProblem(query: Record<string, unknown>, jsonParameters: URLSearchParams, lookup: FieldLookup | null): string | null {
  for (const [name, max] of Object.entries(QUERY_NUMBER_BOUNDS)) {
    if (!(name in query)) continue
    const value = query[name]
    if (typeof value !== 'string' || !/^\d{1,10}$/.test(value) || Number(value) > max) return `${name} must be a whole number from 0 to ${max}`
  }
  // Payload parses these as JSON where they come as plain parameters (the first `data` of a global's read).
  for (const name of ['where', 'data']) {
    for (const value of jsonParameters.getAll(name)) {
      try {
        if (!isPlainObject(JSON.parse(value))) return `${name} must be a JSON object`
      } catch {
        return `${name} must be a JSON object`
      }
    }
  }
  if (!('where' in query) || !lookup) return null
  const where = typeof query.where === 'string' ? JSON.parse(query.where) : query.where
  return whereProblem(where, lookup)
}
