import type { CollectionAfterChangeHook } from 'payload'

import { queueUnitAlerts } from '../../services/alert-jobs'

/**
 * A recorded change of a unit's price or status (the price history, whatever its source) tells the unit's
 * followers: their e-mails are queued in the change's own transaction (services/alert-jobs.ts), so a
 * change that is rolled back tells nobody.
 */
export const tellUnitFollowers: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation === 'create') await queueUnitAlerts(req, doc as { id: number })
  return doc
}
