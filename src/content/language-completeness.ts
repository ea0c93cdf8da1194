import type { Field } from 'payload'

import { blockOf, childData, namedFields } from './field-tree'

/**
 * Which texts a document lacks in which language (issue 17, item 4). The site shows the Russian text
 * where a Kazakh or English one is empty (Payload's fallback, `localization.fallback` in
 * payload.config.ts), so a missing translation is not an empty page but a Russian one on /kk or /en:
 * editors see the list beside the document and decide.
 *
 * `doc` is the document read with every locale (`locale: 'all'`, no fallback): a localized field's value
 * is `{ ru, kk, en }`. A text counts as missing in a language when the default language has it and that
 * language does not. Returns the field paths by language, only languages that miss something.
 */
export function missingTranslations(
  fields: Field[],
  doc: unknown,
  locales: readonly string[],
  defaultLocale: string,
  nameOf: (field: Field) => string = (field) => ('name' in field ? field.name : ''),
): Record<string, string[]> {
  const missing: Record<string, string[]> = {}
  for (const { path, values } of localizedTexts(fields, doc, nameOf)) {
    if (!hasText(values[defaultLocale])) continue
    for (const locale of locales) {
      if (locale !== defaultLocale && !hasText(values[locale])) (missing[locale] ??= []).push(path)
    }
  }
  return missing
}

/** Whether the document has any text in the default language: a new, empty one has nothing to translate yet. */
export function hasDefaultText(fields: Field[], doc: unknown, defaultLocale: string): boolean {
  for (const { values } of localizedTexts(fields, doc, (field) => ('name' in field ? field.name : ''))) if (hasText(values[defaultLocale])) return true
  return false
}

/**
 * The document as the editor sees it: `doc` (read with every locale) with the values of the form being
 * edited put in as the `locale` language, so texts typed but not yet saved count.
 */
export function withEditedLocale(fields: Field[], doc: unknown, form: unknown, locale: string): unknown {
  const saved = (doc && typeof doc === 'object' ? doc : {}) as Record<string, unknown>
  if (!form || typeof form !== 'object') return saved
  const edited = form as Record<string, unknown>
  const result: Record<string, unknown> = { ...saved }
  for (const field of fields) {
    if (!('name' in field) || !field.name) {
      if ('fields' in field && field.fields) Object.assign(result, withEditedLocale(field.fields, result, form, locale))
      continue
    }
    const name = field.name
    if (!(name in edited)) continue
    if ('localized' in field && field.localized && TEXT_TYPES.has(field.type)) {
      const values = saved[name] && typeof saved[name] === 'object' ? (saved[name] as Record<string, unknown>) : {}
      result[name] = { ...values, [locale]: edited[name] }
    } else if (field.type === 'group') {
      result[name] = withEditedLocale(field.fields, saved[name], edited[name], locale)
    } else if (field.type === 'array' && Array.isArray(edited[name])) {
      const rows = Array.isArray(saved[name]) ? (saved[name] as unknown[]) : []
      result[name] = (edited[name] as unknown[]).map((row, index) => withEditedLocale(field.fields, rows[index], row, locale))
    } else if (field.type === 'blocks' && Array.isArray(edited[name])) {
      const rows = Array.isArray(saved[name]) ? (saved[name] as unknown[]) : []
      result[name] = (edited[name] as { blockType?: string }[]).map((row, index) => {
        const block = blockOf(field, row)
        return block ? withEditedLocale(block.fields, rows[index], row, locale) : row
      })
    }
  }
  return result
}

const TEXT_TYPES = new Set(['text', 'textarea', 'richText', 'upload'])

/** Every localized text of `data`, by path of names (array rows numbered from 1: "features 2 › title"). */
function localizedTexts(fields: Field[], data: unknown, nameOf: (field: Field) => string, parent = ''): { path: string; values: Record<string, unknown> }[] {
  const found: { path: string; values: Record<string, unknown> }[] = []
  for (const { field, value } of namedFields(fields, data)) {
    const path = parent ? `${parent} › ${nameOf(field)}` : nameOf(field)
    if ('localized' in field && field.localized && TEXT_TYPES.has(field.type) && value && typeof value === 'object' && !Array.isArray(value)) {
      found.push({ path, values: value as Record<string, unknown> })
    } else {
      for (const child of childData(field, value)) found.push(...localizedTexts(child.fields, child.data, nameOf, child.row === undefined ? path : `${path} ${child.row + 1}`))
    }
  }
  return found
}

/** A string with a letter, a rich text with a text node, an upload id. */
function hasText(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== ''
  if (typeof value === 'number') return true
  if (value && typeof value === 'object') return /"text":"[^"]*[^"\s]/.test(JSON.stringify(value))
  return false
}
