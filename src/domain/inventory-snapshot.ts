/**
 * The developer's inventory as a CRM holds it, normalised whatever the vendor (src/crm/inventory reads
 * it; src/domain/inventory-plan.ts compares it with the store). The CRM owns number, category, rooms,
 * area, floor, section, price and status (DESIGN.md §9).
 */

export type CrmCategory = 'flat' | 'commercial' | 'parking' | 'storeroom'
export type CrmStatus = 'free' | 'reserved' | 'sold' | 'off'

/** Ids are the CRM's own, as text (they are kept in the store's `crm_id`). */
export type CrmProject = { id: string; name: string }
export type CrmHouse = { id: string; projectId: string; name: string }
export type CrmUnit = {
  id: string
  houseId: string
  projectId: string
  /** The unit's number as the CRM writes it ("117", "AK-2-117", "P№45"). */
  number: string
  category: CrmCategory
  /** null: the CRM does not say (parking spaces, storerooms, a half-filled card). */
  rooms: number | null
  area: number
  floor: number | null
  section: number | null
  price: number
  status: CrmStatus
}

/**
 * A unit the adapter could not read into a CrmUnit: reported, never silently dropped. The sync leaves
 * the estate linked to it as it is (its absence from `units` is not a disappearance).
 */
export type SkippedUnit = {
  id: string
  houseId: string
  number: string
  reason: 'unknown_type' | 'unknown_status' | 'invalid'
  /** What was not understood: the type or status as the CRM wrote it, or the field that was missing. */
  detail: string
}

export type InventorySourceName = 'profitbase' | 'macrocrm'

/** Everything the CRM holds, read in one run. */
export type InventorySnapshot = {
  source: InventorySourceName
  projects: CrmProject[]
  houses: CrmHouse[]
  units: CrmUnit[]
  skipped: SkippedUnit[]
}
