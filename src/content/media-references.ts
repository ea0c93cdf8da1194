import type { Field } from 'payload'

import { childData, namedFields, subfields } from './field-tree'

/** Where a collection's documents point at an upload collection: a query path per upload field. */
export type UploadPath = { path: string; localized: boolean }

/**
 * The paths of every upload field to `relationTo` in `fields`, through groups, named tabs, arrays and
 * blocks (Payload queries all of these by dotted path); rows, collapsibles and unnamed tabs add no name.
 */
export function uploadPaths(fields: Field[], relationTo: string, parent = '', localizedParent = false): UploadPath[] {
  const paths: UploadPath[] = []
  for (const field of fields) {
    const named = 'name' in field && field.name
    const path = named ? `${parent}${field.name}` : parent.replace(/\.$/, '')
    const localized = localizedParent || ('localized' in field && Boolean(field.localized))
    const prefix = named ? `${path}.` : parent
    if ((field.type === 'upload' || field.type === 'relationship') && pointsAt(field.relationTo, relationTo)) paths.push({ path, localized })
    for (const sub of subfields(field)) paths.push(...uploadPaths(sub.fields, relationTo, sub.name ? `${prefix}${sub.name}.` : prefix, localized))
  }
  return paths
}

/**
 * Our fields point at one collection; a polymorphic relation is Payload's own bookkeeping (locked
 * documents, preferences), which the database cannot query by a bare id and which holds no content.
 */
const pointsAt = (relationTo: string | string[], slug: string) => relationTo === slug

/**
 * Whether `data` (a global read with every locale, depth 0) holds `id` in one of its upload fields to
 * `relationTo`: follows arrays and blocks row by row, and localized values language by language.
 */
export function holdsUpload(fields: Field[], data: unknown, relationTo: string, id: number | string): boolean {
  for (const { field, value } of namedFields(fields, data)) {
    const values = localizedValues(value, 'localized' in field && Boolean(field.localized))
    const holds =
      (field.type === 'upload' || field.type === 'relationship') && pointsAt(field.relationTo, relationTo)
        ? values.some((value) => (Array.isArray(value) ? value : [value]).some((item) => idOf(item) === String(id)))
        : values.some((value) => childData(field, value).some((child) => holdsUpload(child.fields, child.data, relationTo, id)))
    if (holds) return true
  }
  return false
}

/** A localized field read with every locale is `{ ru, kk, en }`; the others are the value itself. */
const localizedValues = (value: unknown, localized: boolean): unknown[] =>
  localized && value && typeof value === 'object' && !Array.isArray(value) ? Object.values(value) : [value]

const idOf = (value: unknown): string | null => {
  if (typeof value === 'number' || typeof value === 'string') return String(value)
  if (value && typeof value === 'object' && 'id' in value) return String((value as { id: unknown }).id)
  return null
}
