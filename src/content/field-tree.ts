import type { Block, BlocksField, Field } from 'payload'

/**
 * Where a Payload field tree keeps its fields and their data, for the modules that walk it (media
 * references, language completeness, admin words). Rows, collapsibles, unnamed groups and unnamed tabs
 * only lay fields out: their fields' data sits beside theirs. A group, a named tab, an array and blocks
 * hold their fields' data under their own name (arrays and blocks a row each).
 */

/** A field that holds data under its name. */
export type NamedField = Field & { name: string }

/** The lists of fields directly under a field, each with the name it adds to a data path (a named tab's). */
export function subfields(field: Field): { fields: Field[]; name?: string }[] {
  if ('fields' in field && field.fields) return [{ fields: field.fields }]
  if (field.type === 'tabs') return field.tabs.map((tab) => ({ fields: tab.fields, name: 'name' in tab && tab.name ? tab.name : undefined }))
  if (field.type === 'blocks') return (field.blocks ?? []).map((block) => ({ fields: block.fields }))
  return []
}

/** A copy of `field` with each list of `subfields` replaced by what `map` makes of it. */
export function mapSubfields(field: Field, map: (fields: Field[], name?: string) => Field[]): Field {
  if ('fields' in field && field.fields) return { ...field, fields: map(field.fields) } as Field
  if (field.type === 'tabs') return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: map(tab.fields, 'name' in tab && tab.name ? tab.name : undefined) })) }
  if (field.type === 'blocks') return { ...field, blocks: field.blocks.map((block) => ({ ...block, fields: map(block.fields) })) }
  return field
}

/**
 * Each named field of `fields` with its value in `data` (nothing when `data` is not an object), through
 * the fields that only lay others out; a named tab's fields with their values under its name.
 */
export function* namedFields(fields: Field[], data: unknown): Generator<{ field: NamedField; value: unknown }> {
  if (!data || typeof data !== 'object') return
  const record = data as Record<string, unknown>
  for (const field of fields) {
    if ('name' in field && field.name) yield { field, value: record[field.name] }
    else if ('fields' in field && field.fields) yield* namedFields(field.fields, data)
    else if (field.type === 'tabs') for (const tab of field.tabs) yield* namedFields(tab.fields, 'name' in tab && tab.name ? record[tab.name] : data)
  }
}

/**
 * The data a group, array or blocks field's `value` holds, each part with the fields that describe it:
 * a group's value; an array's rows, a blocks field's rows of a known block, each with its index (`row`).
 */
export function childData(field: Field, value: unknown): { fields: Field[]; data: unknown; row?: number }[] {
  if (field.type === 'group') return [{ fields: field.fields, data: value }]
  if (!Array.isArray(value)) return []
  if (field.type === 'array') return value.map((data, row) => ({ fields: field.fields, data, row }))
  if (field.type === 'blocks') {
    return value.flatMap((data, row) => {
      const block = blockOf(field, data)
      return block ? [{ fields: block.fields, data, row }] : []
    })
  }
  return []
}

/** The block of a blocks field that a row of its data is (by the row's `blockType`). */
export const blockOf = (field: BlocksField, row: unknown): Block | undefined =>
  (field.blocks ?? []).find((candidate) => candidate.slug === (row as { blockType?: string } | null | undefined)?.blockType)
