import type { Field, Option } from 'payload'
import { describe, expect, it } from 'vitest'

import { globalWithAdminWords, labelIn, w } from './admin-words'
import { collections } from './collections'
import { AboutPage } from './globals/AboutPage'
import { HomePage } from './globals/HomePage'
import { PurchaseGuide } from './globals/PurchaseGuide'
import { SiteSettings } from './globals/SiteSettings'

const globals = [SiteSettings, PurchaseGuide, AboutPage, HomePage].map(globalWithAdminWords)

const isWords = (value: unknown) =>
  typeof value === 'object' && value !== null && typeof (value as { ru?: unknown }).ru === 'string' && typeof (value as { en?: unknown }).en === 'string'

/** Every editor-facing word that is not in Russian and English: `<owner>.<path>: what`. */
function untranslated(owner: string, fields: Field[], parent = ''): string[] {
  const problems: string[] = []
  for (const field of fields) {
    const name = 'name' in field ? field.name : ''
    const path = name ? `${owner}.${parent}${name}` : `${owner}.${parent}`
    const hidden = field.admin && 'hidden' in field.admin && field.admin.hidden
    if (name && field.type !== 'ui' && !hidden && !isWords('label' in field ? field.label : undefined)) problems.push(`${path}: label`)
    if (field.type === 'array') {
      if (!isWords(field.labels?.singular) || !isWords(field.labels?.plural)) problems.push(`${path}: row labels`)
      if (!field.admin?.components?.RowLabel) problems.push(`${path}: row label component`)
    }
    const description = field.admin && 'description' in field.admin ? field.admin.description : undefined
    if (description !== undefined && typeof description !== 'function' && !isWords(description)) problems.push(`${path}: description`)
    if ('options' in field && field.options && name !== '_status') {
      for (const option of field.options as Option[]) {
        if (typeof option === 'string' || !isWords(option.label)) problems.push(`${path}: option ${typeof option === 'string' ? option : option.value}`)
      }
    }
    const nested = name ? `${parent}${name}.` : parent
    if ('fields' in field && field.fields) problems.push(...untranslated(owner, field.fields, nested))
    if (field.type === 'tabs') for (const tab of field.tabs) problems.push(...untranslated(owner, tab.fields, nested))
    if (field.type === 'blocks') {
      for (const block of field.blocks) {
        if (!isWords(block.labels?.singular) || !isWords(block.labels?.plural)) problems.push(`${path}.${block.slug}: block labels`)
        problems.push(...untranslated(owner, block.fields, nested))
      }
    }
  }
  return problems
}

/** Issue 17, item 5: the admin names every collection, group, field and code in Russian and English. */
describe("the admin's words", () => {
  it('names every collection and its group in Russian and English', () => {
    for (const collection of collections) {
      expect(isWords(collection.labels?.singular) && isWords(collection.labels?.plural), collection.slug).toBe(true)
      expect(isWords(collection.admin?.group), `${collection.slug} group`).toBe(true)
    }
    for (const global of globals) {
      expect(isWords(global.label), global.slug).toBe(true)
      expect(isWords(global.admin?.group), `${global.slug} group`).toBe(true)
    }
  })

  it('labels every field and option code in Russian and English, with descriptions in both', () => {
    const problems = [
      ...collections.flatMap((collection) => untranslated(collection.slug, collection.fields)),
      ...globals.flatMap((global) => untranslated(global.slug, global.fields)),
    ]
    expect(problems).toEqual([])
  })

  it('calls things by the names the site uses', () => {
    const byCollection = Object.fromEntries(collections.map((collection) => [collection.slug, collection]))
    expect(byCollection.complexes.labels?.plural).toEqual({ ru: 'Проекты', en: 'Projects' })
    expect(byCollection.houses.labels?.plural).toEqual({ ru: 'Очереди', en: 'Queues' })
    expect(byCollection.restorations.labels?.singular).toEqual({ ru: 'Отделка', en: 'Finishing' })
    const status = byCollection.estates.fields.find((field) => 'name' in field && field.name === 'status')
    expect(status && 'options' in status && status.options[0]).toEqual({ value: 'free', label: { ru: 'Свободно', en: 'Available' } })
  })

  it("puts a label in the editor's language: words by language (Russian unless English), text as it is, nothing for none or a function", () => {
    const words = w('Проект', 'Project')
    expect([labelIn(words, 'ru'), labelIn(words, 'en'), labelIn(words, undefined), labelIn(words, 'kk')]).toEqual(['Проект', 'Project', 'Проект', 'Проект'])
    expect([labelIn('Slug', 'en'), labelIn('', 'ru')]).toEqual(['Slug', ''])
    expect([labelIn(undefined, 'ru'), labelIn(false, 'ru'), labelIn(null, 'en'), labelIn(() => 'Email', 'en')]).toEqual([undefined, undefined, undefined, undefined])
  })
})
