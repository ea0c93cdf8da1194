import type { Payload } from 'payload'

export type SeedOptions = { scale: number }

/** Deterministic demo content (being written). */
export async function seed(payload: Payload, options: SeedOptions): Promise<void> {
  throw new Error(`seed not implemented yet (scale ${options.scale}, ${payload.config.collections.length} collections)`)
}
