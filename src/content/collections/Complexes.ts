import { BUILD_STATUSES, COMPLEX_CLASSES } from '../../domain/complex-filters'
import { contentCollection, galleryField, imageField, orderField } from '../fields'
import { projectSitePath } from '../site-paths'

/** A residential project (complex). Its price_from is derived from its free estates by the services. */
export const Complexes = contentCollection({
  slug: 'complexes',
  sitePath: projectSitePath,
  draftPreview: true,
  crmId: true,
  admin: { useAsTitle: 'name', group: 'Projects', defaultColumns: ['name', 'city', 'status', '_status'] },
  document: { seo: true },
  alsoExpires: ['estates'],
  fields: [
    { name: 'name', type: 'text', required: true, localized: true },
    { name: 'city', type: 'relationship', relationTo: 'cities', required: true, index: true },
    { name: 'district', type: 'text', localized: true },
    { name: 'address', type: 'text', localized: true },
    {
      type: 'row',
      fields: [
        { name: 'latitude', type: 'number' },
        { name: 'longitude', type: 'number' },
      ],
    },
    { name: 'class', type: 'select', options: [...COMPLEX_CLASSES], index: true },
    { name: 'status', type: 'select', options: [...BUILD_STATUSES], required: true, defaultValue: 'construction', index: true },
    { name: 'completion_date', type: 'date', index: true },
    { name: 'short_description', type: 'textarea', localized: true },
    { name: 'description', type: 'richText', localized: true },
    imageField('cover'),
    galleryField(),
    {
      name: 'features',
      type: 'array',
      fields: [{ name: 'title', type: 'text', required: true, localized: true }],
    },
    {
      name: 'infrastructure',
      type: 'array',
      fields: [
        { name: 'title', type: 'text', required: true, localized: true },
        { name: 'distance', type: 'text', localized: true },
      ],
    },
    {
      name: 'documents',
      type: 'array',
      fields: [
        { name: 'title', type: 'text', required: true, localized: true },
        { name: 'file', type: 'upload', relationTo: 'media', required: true },
      ],
    },
    orderField(),
  ],
})
