import { contentCollection, galleryField, imageField, orderField, pointsField } from '../fields'
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
    {
      // The picker's second level (issue 33): a polygon per floor, or per floor of a section, over the facade.
      name: 'facade',
      type: 'group',
      admin: {
        description: {
          ru: 'Картинка фасада и контур каждого этажа на ней (по секциям, если они видны отдельно).',
          en: 'The facade picture and an outline per floor on it (per section where sections show apart).',
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
              type: 'row',
              fields: [
                { name: 'floor', type: 'number', required: true },
                { name: 'section', type: 'number', min: 1 },
              ],
            },
            pointsField(),
          ],
        },
      ],
    },
    {
      // The picker's third level: typical floor plans, a polygon per place on the floor (estates' floor_position).
      name: 'floor_plans',
      type: 'array',
      admin: {
        description: {
          ru: 'Типовые планировки этажей: картинка, этажи и секция, которым она подходит, и контур каждой квартиры по её номеру на площадке.',
          en: 'Typical floor plans: a picture, the floors and section it serves, and an outline per unit by its number on the landing.',
        },
      },
      fields: [
        imageField('image', true),
        {
          type: 'row',
          fields: [
            { name: 'floor_from', type: 'number', required: true },
            { name: 'floor_to', type: 'number', required: true },
            { name: 'section', type: 'number', min: 1 },
          ],
        },
        {
          name: 'areas',
          type: 'array',
          // Closed rows: a facade has a row per floor, each with its picture when open.
          admin: { initCollapsed: true },
          fields: [{ name: 'position', type: 'number', required: true, min: 1 }, pointsField()],
        },
      ],
    },
    orderField(),
  ],
})
