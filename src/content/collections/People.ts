import { contentCollection, imageField, orderField } from '../fields'

export const Awards = contentCollection({
  slug: 'awards',
  admin: { useAsTitle: 'title', group: 'Company' },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'year', type: 'number', required: true },
    { name: 'issuer', type: 'text', localized: true },
    { name: 'description', type: 'textarea', localized: true },
    imageField('image'),
    orderField(),
  ],
})

export const Employees = contentCollection({
  slug: 'employees',
  admin: { useAsTitle: 'name', group: 'Company' },
  fields: [{ name: 'name', type: 'text', required: true, localized: true }, { name: 'position', type: 'text', required: true, localized: true }, imageField('photo'), orderField()],
})

export const Reviews = contentCollection({
  slug: 'reviews',
  admin: { useAsTitle: 'author', group: 'Company' },
  defaultSort: '-date',
  fields: [
    { name: 'author', type: 'text', required: true, localized: true },
    { name: 'text', type: 'textarea', required: true, localized: true },
    { name: 'rating', type: 'number', min: 1, max: 5, defaultValue: 5 },
    { name: 'date', type: 'date', required: true },
    { name: 'complex', type: 'relationship', relationTo: 'complexes' },
    { name: 'video_url', type: 'text' },
    imageField('photo'),
  ],
})
