import { contentCollection, galleryField } from '../fields'

/** Monthly construction report of a queue: photos, percent done, a short text. */
export const ConstructionProgress = contentCollection({
  slug: 'construction-progress',
  admin: { useAsTitle: 'slug', group: 'Projects' },
  document: { seo: false },
  defaultSort: '-month',
  alsoExpires: ['complexes', 'houses'],
  fields: [
    { name: 'complex', type: 'relationship', relationTo: 'complexes', required: true, index: true },
    { name: 'house', type: 'relationship', relationTo: 'houses', index: true },
    { name: 'month', type: 'date', required: true, index: true },
    { name: 'percent', type: 'number', min: 0, max: 100, required: true },
    { name: 'text', type: 'textarea', localized: true },
    galleryField('photos'),
  ],
})
