import type { CollectionBeforeChangeHook } from 'payload'

import { contentCollection } from '../fields'
import { ESTATE_CATEGORY_CODES, ESTATE_STATUSES } from '../../domain/estate-categories'
import { pricePerSquareMetre } from '../../domain/money'
import { estateOnSite } from '../view-on-site'

/** Keeps the derived fields consistent: complex follows the house, price per m² follows price and area. */
const deriveFields: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const houseId = data.house ?? originalDoc?.house
  if (houseId && (data.house !== undefined || !originalDoc?.complex)) {
    const house = await req.payload.findByID({ collection: 'houses', id: typeof houseId === 'object' ? houseId.id : houseId, depth: 0, req, overrideAccess: true })
    data.complex = typeof house.complex === 'object' ? house.complex.id : house.complex
  }
  const price = data.price ?? originalDoc?.price
  const area = data.area ?? originalDoc?.area
  if (price != null && area) data.price_per_m2 = pricePerSquareMetre(price, area)
  return data
}

/** A flat, commercial premise, parking space or storeroom. Numeric facts only: no localized fields. */
export const Estates = contentCollection({
  slug: 'estates',
  admin: { useAsTitle: 'geo_flatnum', group: 'Projects', defaultColumns: ['geo_flatnum', 'category', 'rooms', 'area', 'price', 'status'], preview: estateOnSite },
  document: { seo: false },
  alsoExpires: ['complexes'],
  hooks: { beforeChange: [deriveFields] },
  fields: [
    { name: 'geo_flatnum', type: 'text', required: true, index: true, admin: { description: 'Raw number from the CRM, e.g. "AK-2-117" or "P№45".' } },
    { name: 'category', type: 'select', options: [...ESTATE_CATEGORY_CODES], required: true, index: true },
    { name: 'house', type: 'relationship', relationTo: 'houses', required: true, index: true },
    { name: 'complex', type: 'relationship', relationTo: 'complexes', index: true, admin: { readOnly: true, description: 'Set from the house.' } },
    { name: 'status', type: 'select', options: [...ESTATE_STATUSES], required: true, defaultValue: 'free', index: true },
    {
      type: 'row',
      fields: [
        { name: 'rooms', type: 'number', min: 0, index: true },
        { name: 'area', type: 'number', min: 0, required: true, index: true },
        { name: 'floor', type: 'number', index: true },
        { name: 'section', type: 'number', min: 1 },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'price', type: 'number', min: 0, required: true, index: true },
        { name: 'price_per_m2', type: 'number', admin: { readOnly: true } },
      ],
    },
    { name: 'restoration', type: 'relationship', relationTo: 'restorations', index: true },
    { name: 'layout', type: 'upload', relationTo: 'media' },
  ],
})
