import { contentCollection, orderField } from '../fields'

/** Finishing type of an estate (rough, white box, turnkey...). */
export const Restorations = contentCollection({
  slug: 'restorations',
  admin: { useAsTitle: 'title', group: 'Reference' },
  reference: true,
  alsoExpires: ['estates'],
  fields: [{ name: 'title', type: 'text', required: true, localized: true }, { name: 'code', type: 'text', required: true, unique: true }, orderField()],
})
