import { contentCollection, orderField } from '../fields'

/** Offices and sales points. */
export const Contacts = contentCollection({
  slug: 'contacts',
  admin: { useAsTitle: 'title', group: 'Company' },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'city', type: 'relationship', relationTo: 'cities' },
    { name: 'address', type: 'text', required: true, localized: true },
    { name: 'phones', type: 'array', fields: [{ name: 'phone', type: 'text', required: true }] },
    { name: 'email', type: 'email' },
    { name: 'working_hours', type: 'text', localized: true },
    { type: 'row', fields: [
      { name: 'latitude', type: 'number' },
      { name: 'longitude', type: 'number' },
    ] },
    { name: 'is_sales_office', type: 'checkbox', defaultValue: true },
    orderField(),
  ],
})
