import { crmConfig } from '../../lib/config.js'
import type { RetryPolicy } from './http'
import { macroCrmSource } from './macrocrm'
import { profitbaseSource } from './profitbase'

/**
 * Where the site's units come from (DESIGN.md §9): the developer's CRM, read whole by one adapter per
 * vendor into the same normalised snapshot. The sync (src/domain/inventory-plan.ts) compares that
 * snapshot with the store; the CRM owns number, category, rooms, area, floor, section, price and status.
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

export interface InventorySource {
  readonly name: InventorySourceName
  /**
   * The whole inventory, or a thrown error: a run that cannot read everything (a page that keeps
   * failing, an error answer, a list that changed while it was paged) returns nothing, so it changes
   * nothing. Error messages never hold a secret.
   */
  fetchAll(): Promise<InventorySnapshot>
}

/** What a caller may tune; the defaults are the production ones. */
export type SourceTuning = {
  policy?: Partial<RetryPolicy>
  /** Units per page. */
  pageSize?: number
  /** The least time between two requests (Profitbase: 1 request a second, see profitbase.ts). */
  minIntervalMs?: number
  /** Told about each retry and re-login (one line each, secrets removed). */
  log?: (message: string) => void
}

/**
 * The configured source (`CRM_INVENTORY_SOURCE`, or the only CRM whose variables are set); undefined
 * when none is configured. Throws ConfigError when the variables cannot be used.
 */
export function inventorySourceFromConfig(tuning: SourceTuning = {}): InventorySource | undefined {
  const source = crmConfig.inventorySource()
  if (source === 'profitbase') {
    return profitbaseSource({ baseUrl: crmConfig.profitbaseUrl()!, apiKey: crmConfig.profitbaseApiKey()!, ...tuning })
  }
  if (source === 'macrocrm') {
    return macroCrmSource({ baseUrl: crmConfig.macrocrmUrl()!, domain: crmConfig.macrocrmDomain()!, appSecret: crmConfig.macrocrmAppSecret()!, ...tuning })
  }
  return undefined
}
