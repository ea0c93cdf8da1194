import { contentCollection, galleryField, orderField } from '../fields'
import { BUILD_STATUSES } from '../../domain/complex-filters'
import { queueSitePath } from '../site-paths'

/** A phase (queue, house) of a complex. */
export const Houses = contentCollection({
  slug: 'houses',
  sitePath: queueSitePath,
  draftPreview: true,
  crmId: true,
  admin: { useAsTitle: 'name', group: 'Projects', defaultColumns: ['name', 'complex', 'status', '_status'] },
  document: { seo: true },
  alsoExpires: ['complexes', 'estates'],
  fields: [
    { name: 'complex', type: 'relationship', relationTo: 'complexes', required: true, index: true },
    { name: 'name', type: 'text', required: true, localized: true },
    {
      type: 'row',
      fields: [
        { name: 'completion_year', type: 'number', required: true },
        { name: 'completion_quarter', type: 'number', min: 1, max: 4, required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'floors', type: 'number', min: 1, required: true },
        { name: 'sections', type: 'number', min: 1, required: true, defaultValue: 1 },
      ],
    },
    { name: 'status', type: 'select', options: [...BUILD_STATUSES], required: true, defaultValue: 'construction' },
    { name: 'description', type: 'textarea', localized: true },
    galleryField(),
    orderField(),
  ],
})
