/**
 * Runs once when the server starts, before it answers requests: refuse a setting that cannot be used
 * (naming the variable), migrate the store and seed it when empty, then start the lead deliveries
 * (src/leads/worker.ts), the publication clock (src/services/publication-clock.ts) and the CRM sync's schedule.
 */
export async function register(): Promise<void> {
  // Next's own variable, read literally: Next drops the Node-only code below from other runtimes' bundles.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { assertConfig } = await import('./lib/config')
  assertConfig()
  const { getPayloadClient } = await import('./lib/payload')
  const { bootstrapDatabase } = await import('./bootstrap')
  await bootstrapDatabase(await getPayloadClient())
  const { startLeadsDelivery } = await import('./leads/worker')
  await startLeadsDelivery()
  // News and promotions scheduled for later appear (and promotions end) by themselves.
  const { startPublicationClock } = await import('./services/publication-clock')
  startPublicationClock()
  // With a CRM configured, its inventory sync runs every CRM_SYNC_INTERVAL_S (the chain of jobs is resumed).
  const { queueNextInventorySync } = await import('./services/inventory-sync-job')
  await queueNextInventorySync(await getPayloadClient())
}
