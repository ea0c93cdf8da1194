import 'server-only'

import type { Where } from 'payload'

import type { EstateCategoryCode } from '../domain/estate-categories'
import type { Locale } from '../i18n/locales'
import { getPayloadClient } from '../lib/payload'
import type { PropertyDescription } from '../payload-types'
import { cached } from './cache'
import { complexNavigation } from './complexes'
import { visibleHouses } from './houses'
import { PUBLISHED } from '../content/access'

/**
 * Text blocks of the property pages (GET /api/property-descriptions):
 *
 * {data: [{id, type, title, text, estate_category, complex_id, house_id, estate_rooms}]}, in editorial order.
 * Each given parameter must match exactly (type, estate_category, complex, house, estate_rooms);
 * `without_estate_rooms` keeps only the blocks that are not tied to a room count. A block tied to an
 * unpublished project or queue is hidden with it.
 */

export type DescriptionQuery = {
  type?: PropertyDescription['type']
  category?: EstateCategoryCode
  houseId?: number
  complexId?: number
  rooms?: number
  withoutRooms?: boolean
}

export type PublicPropertyDescription = {
  id: number
  type: PropertyDescription['type']
  title: string
  text: string
  estate_category: EstateCategoryCode | null
  complex_id: number | null
  house_id: number | null
  estate_rooms: number | null
}

const idOf = (value: number | { id: number } | null | undefined): number | null => (value === null || value === undefined ? null : typeof value === 'object' ? value.id : value)

const descriptionDocs = cached('property-descriptions', ['property-descriptions'], async (locale: Locale, query: DescriptionQuery): Promise<PublicPropertyDescription[]> => {
  const conditions: Where[] = [PUBLISHED]
  if (query.type) conditions.push({ type: { equals: query.type } })
  if (query.category) conditions.push({ estate_category: { equals: query.category } })
  if (query.houseId !== undefined) conditions.push({ house: { equals: query.houseId } })
  if (query.complexId !== undefined) conditions.push({ complex: { equals: query.complexId } })
  if (query.rooms !== undefined) conditions.push({ estate_rooms: { equals: query.rooms } })
  if (query.withoutRooms) conditions.push({ estate_rooms: { exists: false } })
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'property-descriptions',
    locale,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    where: { and: conditions },
    sort: ['order', 'id'],
  })
  return docs.map((d) => ({
    id: d.id,
    type: d.type,
    title: d.title,
    text: d.text,
    estate_category: d.estate_category ?? null,
    complex_id: idOf(d.complex),
    house_id: idOf(d.house),
    estate_rooms: d.estate_rooms ?? null,
  }))
})

export const listPropertyDescriptions = cached(async (locale: Locale, query: DescriptionQuery): Promise<PublicPropertyDescription[]> => {
  const [docs, complexes, houses] = await Promise.all([descriptionDocs(locale, query), complexNavigation(locale), visibleHouses(locale)])
  const complexIds = new Set(complexes.map((c) => c.id))
  const houseIds = new Set(houses.map((h) => h.id))
  return docs.filter((d) => (d.complex_id === null || complexIds.has(d.complex_id)) && (d.house_id === null || houseIds.has(d.house_id)))
})
