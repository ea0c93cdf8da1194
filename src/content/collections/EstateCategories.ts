import { contentCollection, orderField } from '../fields'
import { ESTATE_CATEGORY_CODES } from '../../domain/estate-categories'

/** Property category: code (flat, comm, garage, storageroom), localized title, URL path segment. */
export const EstateCategories = contentCollection({
  slug: 'estate-categories',
  admin: { useAsTitle: 'title', group: 'Reference' },
  reference: true,
  alsoExpires: ['estates'],
  fields: [
    { name: 'code', type: 'select', options: [...ESTATE_CATEGORY_CODES], required: true, unique: true },
    { name: 'title', type: 'text', required: true, localized: true },
    orderField(),
  ],
})
