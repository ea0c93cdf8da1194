/**
 * Runs once when the server starts, before it answers requests: migrate the store and seed it when empty,
 * then start the lead deliveries (src/leads/worker.ts).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { getPayloadClient } = await import('./lib/payload')
  const { bootstrapDatabase } = await import('./lib/bootstrap')
  await bootstrapDatabase(await getPayloadClient())
  const { startLeadsDelivery } = await import('./leads/worker')
  await startLeadsDelivery()
}
