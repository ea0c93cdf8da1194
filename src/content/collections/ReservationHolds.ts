import type { CollectionConfig } from 'payload'

import { isAdmin, isLeadsStaff } from '../access'
import { HOLD_STATES } from '../../domain/reservation-holds'
import { checkHoldChange, followHoldChange } from '../hooks/reservation-holds'

const DATE_CELL = '/content/admin/AlmatyDateCell#AlmatyDateCell'
const readOnly = { readOnly: true } as const

/**
 * Online reservation holds (issue 33, item 3): a row per "Забронировать" of a visitor, placed by the
 * reservation form's endpoint (services/reservation-holds.ts) with its lead. While a hold is active or
 * confirmed its unit shows as reserved everywhere; at most one such hold per unit (a partial unique index,
 * migration `*_reservation_holds`). On the leads desk a manager confirms a hold (it stays past its end),
 * moves its end (extends it) or releases it; an active hold ends by itself at its end (the jobs queue),
 * and the CRM's "sold" ends it at once. Ending a hold frees its unit, unless something else changed it.
 */
export const ReservationHolds: CollectionConfig = {
  slug: 'reservation-holds',
  admin: {
    group: 'Leads',
    useAsTitle: 'id',
    defaultColumns: ['estate', 'state', 'ends_at', 'phone', 'lead', 'createdAt'],
    listSearchableFields: ['phone'],
  },
  access: { read: isLeadsStaff, create: () => false, update: isLeadsStaff, delete: isAdmin },
  defaultSort: '-createdAt',
  hooks: { beforeChange: [checkHoldChange], afterChange: [followHoldChange] },
  fields: [
    { name: 'estate', type: 'relationship', relationTo: 'estates', required: true, index: true, admin: readOnly },
    { name: 'lead', type: 'relationship', relationTo: 'leads', admin: readOnly },
    { name: 'state', type: 'select', options: [...HOLD_STATES], required: true, defaultValue: 'active', index: true, enumName: 'enum_reservation_holds_state' },
    { name: 'ends_at', type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'dayAndTime' }, components: { Cell: DATE_CELL } } },
    { name: 'price', type: 'number', admin: readOnly },
    { name: 'phone', type: 'text', required: true, index: true, admin: readOnly },
    { name: 'client_address', type: 'text', index: true, admin: readOnly },
  ],
}
