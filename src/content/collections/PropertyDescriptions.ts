import { contentCollection, orderField } from '../fields'
import { ESTATE_CATEGORY_CODES } from '../../domain/estate-categories'

/** Text blocks shown on property pages, chosen by type, category, house and room count. */
export const PropertyDescriptions = contentCollection({
  slug: 'property-descriptions',
  admin: { useAsTitle: 'title', group: 'Projects' },
  fields: [
    { name: 'type', type: 'select', options: ['advantages', 'layout', 'finishing', 'purchase'], required: true, index: true },
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'text', type: 'textarea', required: true, localized: true },
    { name: 'estate_category', type: 'select', options: [...ESTATE_CATEGORY_CODES], index: true },
    { name: 'complex', type: 'relationship', relationTo: 'complexes', index: true },
    { name: 'house', type: 'relationship', relationTo: 'houses', index: true },
    {
      name: 'estate_rooms',
      type: 'number',
      min: 0,
      admin: { description: { ru: 'Только для этого числа комнат; пусто — для любого.', en: 'Only for this room count; empty for any.' } },
    },
    orderField(),
  ],
})
