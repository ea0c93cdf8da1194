import { crmConfig } from '../../lib/config.js'
import type { InventorySnapshot, InventorySourceName } from '../../domain/inventory-snapshot'
import type { RetryPolicy } from './http'
import { macroCrmSource } from './macrocrm'
import { profitbaseSource } from './profitbase'

/**
 * Where the site's units come from (DESIGN.md §9): the developer's CRM, read whole by one adapter per
 * vendor into the same normalised snapshot (its types: src/domain/inventory-snapshot.ts, re-exported
 * here). The sync plan (src/domain/inventory-plan.ts) compares that snapshot with the store.
 */

export type { CrmCategory, CrmHouse, CrmProject, CrmStatus, CrmUnit, InventorySnapshot, InventorySourceName, SkippedUnit } from '../../domain/inventory-snapshot'

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
    return profitbaseSource({ baseUrl: crmConfig.profitbaseUrl()!, apiKey: crmConfig.profitbaseApiKey()!, minIntervalMs: crmConfig.profitbaseRequestIntervalMs(), ...tuning })
  }
  if (source === 'macrocrm') {
    return macroCrmSource({ baseUrl: crmConfig.macrocrmUrl()!, domain: crmConfig.macrocrmDomain()!, appSecret: crmConfig.macrocrmAppSecret()!, ...tuning })
  }
  return undefined
}

let kept: { key: string; source: InventorySource } | undefined

/**
 * The configured source, the same object from run to run while the variables stay the same, so that a
 * Profitbase token is kept until it expires (their guide: log in again only then) rather than asked for
 * at every run.
 */
export function configuredInventorySource(): InventorySource | undefined {
  const key = JSON.stringify([
    crmConfig.inventorySource(),
    crmConfig.profitbaseUrl(),
    crmConfig.profitbaseApiKey(),
    crmConfig.profitbaseRequestIntervalMs(),
    crmConfig.macrocrmUrl(),
    crmConfig.macrocrmDomain(),
    crmConfig.macrocrmAppSecret(),
  ])
  if (kept?.key !== key) {
    const source = inventorySourceFromConfig()
    kept = source && { key, source }
  }
  return kept?.source
}
