import type { CollectionBeforeChangeHook, CollectionBeforeDeleteHook, FieldAccess, NumberFieldSingleValidation } from 'payload'

import { crmConfig } from '../../lib/config.js'

import { estateBulkEndpoint } from '../estate-bulk-endpoint'
import { priceListEndpoint } from '../price-list-endpoint'
import { contentCollection } from '../fields'
import { ESTATE_BOUNDS, figureProblem, houseProblem, type BoundedFigure } from '../../domain/estate-bounds'
import { ESTATE_CATEGORY_CODES, ESTATE_STATUSES } from '../../domain/estate-categories'
import { pricePerSquareMetre } from '../../domain/money'
import { estateSitePath } from '../site-paths'
import { notePriceChange, recordPriceChange } from '../hooks/price-history'

/** A figure within its bounds (domain/estate-bounds.ts), with the reason in the editor's language. */
const withinBounds =
  (field: BoundedFigure, required = false): NumberFieldSingleValidation =>
  (value, { req }) => {
    if (required && (value === null || value === undefined)) return req.t('validation:required')
    return figureProblem(field, value, req.i18n?.language) ?? true
  }

/** A floor or section within its bounds and within the house's floors or sections. */
const withinHouse =
  (field: 'floor' | 'section'): NumberFieldSingleValidation =>
  async (value, { req, siblingData, data }) => {
    if (field === 'floor') {
      const problem = figureProblem('floor', value, req.i18n?.language)
      if (problem) return problem
    }
    const house = (siblingData as { house?: unknown }).house ?? (data as { house?: unknown }).house
    const id = typeof house === 'object' && house !== null ? (house as { id: number }).id : house
    if (typeof value !== 'number' || (typeof id !== 'number' && typeof id !== 'string')) return true
    const found = await req.payload.findByID({ collection: 'houses', id, depth: 0, select: { floors: true, sections: true }, disableErrors: true, overrideAccess: true, req })
    return houseProblem(field, value, field === 'floor' ? found?.floors : found?.sections, req.i18n?.language) ?? true
  }

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

const PRICE_CELL = '/content/admin/FigureCells#PriceCell'
const AREA_CELL = '/content/admin/FigureCells#AreaCell'
const PRICE_FIELD = '/content/admin/PriceField#PriceField'

/** A deleted estate's price history and reservation holds go with it (nothing shows them any more). */
const forgetPriceHistory: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({ collection: 'estate-price-changes', where: { estate: { equals: id } }, overrideAccess: true, req })
  await req.payload.delete({ collection: 'reservation-holds', where: { estate: { equals: id } }, overrideAccess: true, req })
}

/**
 * With a CRM configured, what it owns of a linked estate (DESIGN.md §9) is read-only in the admin and
 * through /cms-api: the sync would overwrite an editor's change at its next run. The sidebar says so
 * (admin/CrmOwnedNote.tsx). The sync itself writes past Payload (services/inventory-sync.ts).
 */
const notFromCrm: FieldAccess = ({ doc }) => !(crmConfig.inventorySource() && (doc as { crm_id?: string | null } | undefined)?.crm_id)
const crmOwned = { update: notFromCrm }

/** A flat, commercial premise, parking space or storeroom. Numeric facts only: no localized fields. */
export const Estates = contentCollection({
  slug: 'estates',
  sitePath: estateSitePath,
  draftPreview: true,
  crmId: true,
  admin: {
    useAsTitle: 'geo_flatnum',
    group: 'Projects',
    defaultColumns: ['geo_flatnum', 'complex', 'house', 'category', 'rooms', 'area', 'price', 'status', '_status'],
    // The list's search box: by number (AK-2-117, P№45), what editors and the CRM call an estate by.
    listSearchableFields: ['geo_flatnum'],
    components: { beforeListTable: ['/content/admin/PriceListImport#PriceListImport', '/content/admin/EstateBulkChange#EstateBulkChange'] },
  },
  endpoints: [priceListEndpoint, estateBulkEndpoint],
  document: { seo: false },
  alsoExpires: ['complexes'],
  // The price history (hooks/price-history.ts): after deriveFields, which may fill what the save publishes.
  hooks: { beforeChange: [deriveFields, notePriceChange], afterChange: [recordPriceChange], beforeDelete: [forgetPriceHistory] },
  fields: [
    { name: 'crm_owned', type: 'ui', admin: { position: 'sidebar', components: { Field: '/content/admin/CrmOwnedNote#CrmOwnedNote' } } },
    {
      name: 'geo_flatnum',
      type: 'text',
      required: true,
      index: true,
      access: crmOwned,
      admin: { description: { ru: 'Номер из CRM, например «AK-2-117» или «P№45».', en: 'Raw number from the CRM, e.g. "AK-2-117" or "P№45".' } },
    },
    { name: 'category', type: 'select', options: [...ESTATE_CATEGORY_CODES], required: true, index: true, access: crmOwned },
    { name: 'house', type: 'relationship', relationTo: 'houses', required: true, index: true },
    {
      name: 'complex',
      type: 'relationship',
      relationTo: 'complexes',
      index: true,
      admin: { readOnly: true, description: { ru: 'Берётся из очереди.', en: 'Set from the house.' } },
    },
    { name: 'status', type: 'select', options: [...ESTATE_STATUSES], required: true, defaultValue: 'free', index: true, access: crmOwned },
    {
      type: 'row',
      fields: [
        { name: 'rooms', type: 'number', min: ESTATE_BOUNDS.rooms.min, max: ESTATE_BOUNDS.rooms.max, index: true, access: crmOwned, validate: withinBounds('rooms') },
        {
          name: 'area',
          type: 'number',
          min: ESTATE_BOUNDS.area.min,
          max: ESTATE_BOUNDS.area.max,
          required: true,
          index: true,
          access: crmOwned,
          validate: withinBounds('area', true),
          admin: { components: { Cell: AREA_CELL } },
        },
        { name: 'floor', type: 'number', index: true, access: crmOwned, validate: withinHouse('floor') },
        { name: 'section', type: 'number', min: 1, access: crmOwned, validate: withinHouse('section') },
        // Its place on the landing: the polygon of the queue's typical floor plan that shows it (issue 33).
        { name: 'floor_position', type: 'number', min: 1 },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'price',
          type: 'number',
          min: ESTATE_BOUNDS.price.min,
          max: ESTATE_BOUNDS.price.max,
          required: true,
          index: true,
          access: crmOwned,
          validate: withinBounds('price', true),
          admin: { components: { Cell: PRICE_CELL, Field: PRICE_FIELD } },
        },
        { name: 'price_per_m2', type: 'number', admin: { readOnly: true, components: { Cell: PRICE_CELL, Field: PRICE_FIELD } } },
      ],
    },
    { name: 'restoration', type: 'relationship', relationTo: 'restorations', index: true },
    { name: 'layout', type: 'upload', relationTo: 'media' },
  ],
})
