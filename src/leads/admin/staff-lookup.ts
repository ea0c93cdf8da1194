import type { Payload } from 'payload'
import { cache } from 'react'

import { staffName } from '../../domain/staff-names'

/** A relationship's id, whether Payload handed the id or the populated document. */
export const relationId = (value: unknown): number | string | null =>
  value && typeof value === 'object' ? ((value as { id?: number | string }).id ?? null) : typeof value === 'number' || typeof value === 'string' ? value : null

/**
 * A staff member's name by id, for the leads desk's server-rendered cells and fields: once per render
 * (React's cache), whoever is signed in (the leads staff reading it may read staff names anyway).
 */
export const staffNameById = cache(async (payload: Payload, id: number | string): Promise<string> => {
  const user = await payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true, disableErrors: true, select: { name: true, email: true } })
  return staffName(user)
})
