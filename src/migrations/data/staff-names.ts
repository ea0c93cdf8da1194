import { emailLocalPart } from '../../domain/staff-names'

/**
 * The staff accounts made before names were asked (both adapters): each is named by its e-mail's local
 * part (anna.ivanova@… → anna.ivanova), which its owner can change in the account page.
 */
export type StoredUserRow = { id: number; email: string | null; name: string | null }

export const backfillName = (row: StoredUserRow): string => row.name?.trim() || emailLocalPart(row.email) || row.email || `#${row.id}`
