import type { Field } from 'payload'

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
    if ('fields' in field && field.fields) paths.push(...uploadPaths(field.fields, relationTo, prefix, localized))
    if (field.type === 'tabs') {
      for (const tab of field.tabs) paths.push(...uploadPaths(tab.fields, relationTo, 'name' in tab && tab.name ? `${prefix}${tab.name}.` : prefix, localized))
    }
    if (field.type === 'blocks') for (const block of field.blocks ?? []) paths.push(...uploadPaths(block.fields, relationTo, prefix, localized))
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
  if (!data || typeof data !== 'object') return false
  const record = data as Record<string, unknown>
  return fields.some((field) => {
    if (!('name' in field) || !field.name) {
      if ('fields' in field && field.fields) return holdsUpload(field.fields, data, relationTo, id)
      if (field.type === 'tabs') return field.tabs.some((tab) => holdsUpload(tab.fields, 'name' in tab && tab.name ? record[tab.name] : data, relationTo, id))
      return false
    }
    const values = localizedValues(record[field.name], 'localized' in field && Boolean(field.localized))
    if ((field.type === 'upload' || field.type === 'relationship') && pointsAt(field.relationTo, relationTo)) {
      return values.some((value) => (Array.isArray(value) ? value : [value]).some((item) => idOf(item) === String(id)))
    }
    if (field.type === 'group') return values.some((value) => holdsUpload(field.fields, value, relationTo, id))
    if (field.type === 'array') return values.some((rows) => Array.isArray(rows) && rows.some((row) => holdsUpload(field.fields, row, relationTo, id)))
    if (field.type === 'blocks') {
      return values.some(
        (rows) =>
          Array.isArray(rows) &&
          rows.some((row) => {
            const block = (field.blocks ?? []).find((candidate) => candidate.slug === (row as { blockType?: string })?.blockType)
            return block ? holdsUpload(block.fields, row, relationTo, id) : false
          }),
      )
    }
    return false
  })
}

/** A localized field read with every locale is `{ ru, kk, en }`; the others are the value itself. */
const localizedValues = (value: unknown, localized: boolean): unknown[] =>
  localized && value && typeof value === 'object' && !Array.isArray(value) ? Object.values(value) : [value]

const idOf = (value: unknown): string | null => {
  if (typeof value === 'number' || typeof value === 'string') return String(value)
  if (value && typeof value === 'object' && 'id' in value) return String((value as { id: unknown }).id)
  return null
}
