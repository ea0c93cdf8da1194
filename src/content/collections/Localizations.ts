import { contentCollection } from '../fields'

/** UI strings, editable by editors. Defaults live in src/i18n/messages and are seeded here. */
export const Localizations = contentCollection({
  slug: 'localizations',
  admin: { useAsTitle: 'key', group: 'Settings', defaultColumns: ['key', 'content'] },
  reference: true,
  defaultSort: 'key',
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true },
    { name: 'content', type: 'textarea', required: true, localized: true },
  ],
})
