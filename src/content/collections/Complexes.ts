import { BUILD_STATUSES, COMPLEX_CLASSES } from '../../domain/complex-filters'
import { contentCollection, galleryField, imageField, orderField, pointsField } from '../fields'
import { projectSitePath } from '../site-paths'
import { PROJECT_DOCUMENT_KINDS } from '../../domain/project-documents'

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
      // The document library (issue 34, item 2): permits, the guarantee, the declaration, land documents.
      name: 'documents',
      type: 'array',
      admin: { initCollapsed: true },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'kind', type: 'select', options: [...PROJECT_DOCUMENT_KINDS], required: true, defaultValue: 'other', enumName: 'enum_complexes_documents_kind' },
            {
              name: 'house',
              type: 'relationship',
              relationTo: 'houses',
              // Only this project's queues; empty: the document is the whole project's.
              filterOptions: ({ id }) => (id ? { complex: { equals: id } } : false),
            },
          ],
        },
        { name: 'title', type: 'text', required: true, localized: true },
        {
          type: 'row',
          fields: [
            { name: 'issuer', type: 'text', localized: true },
            { name: 'number', type: 'text' },
            { name: 'issued_at', type: 'date', admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'dd.MM.yyyy' } } },
          ],
        },
        { name: 'file', type: 'upload', relationTo: 'media', required: true, filterOptions: { mimeType: { equals: 'application/pdf' } } },
      ],
    },
    {
      // The visual picker's first level (issue 33): a polygon per queue over the project's master plan.
      name: 'master_plan',
      type: 'group',
      admin: {
        description: {
          ru: 'Картинка генплана и контур каждой очереди на ней: на сайте очередь выбирают щелчком по контуру.',
          en: 'The master plan picture and an outline per queue on it: visitors pick a queue by clicking its outline.',
        },
      },
      fields: [
        imageField('image'),
        {
          name: 'areas',
          type: 'array',
          // Closed rows: a facade has a row per floor, each with its picture when open.
          admin: { initCollapsed: true },
          fields: [
            {
              name: 'house',
              type: 'relationship',
              relationTo: 'houses',
              required: true,
              // Only this project's queues: another project's would lead a visitor elsewhere.
              filterOptions: ({ id }) => (id ? { complex: { equals: id } } : true),
            },
            pointsField(),
          ],
        },
      ],
    },
    orderField(),
  ],
})
