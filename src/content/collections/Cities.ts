import { contentCollection } from '../fields'

export const Cities = contentCollection({
  slug: 'cities',
  admin: { useAsTitle: 'name', group: 'Reference' },
  reference: true,
  fields: [
    { name: 'name', type: 'text', required: true, localized: true },
    { name: 'slug', type: 'text', required: true, unique: true },
  ],
})
