import type { CollectionConfig } from 'payload'

import { ESTATE_STATUSES } from '../../domain/estate-categories'
import { PRICE_CHANGE_SOURCES } from '../../domain/price-history'
import { hasRole, type Role } from '../access'
import { tellUnitFollowers } from '../hooks/alerts'

const PRICE_CELL = '/content/admin/FigureCells#PriceCell'

const staffWhoRead = ({ req }: { req: { user?: unknown } }) => hasRole(req.user as { role?: Role } | null, 'admin', 'editor', 'sales')

/**
 * The estates' price history (issue 36, item 2): one row per change of an estate's price or sale status
 * that reached the site, written by services/price-history.ts only (the estates' hooks, the CRM sync).
 * Read-only for everyone in the admin and through /cms-api (administrators, editors and sales read it,
 * filtered by estate in the list), no drafts; the public reads an estate's history through
 * GET /api/estates/{id} (`price_history`) and its property page.
 */
export const EstatePriceChanges: CollectionConfig = {
  slug: 'estate-price-changes',
  admin: {
    group: 'Projects',
    // Sales staff read it through /cms-api; their dashboard and menu are the leads desk alone (issue 31).
    hidden: ({ user }) => (user as { role?: Role } | null)?.role === 'sales',
    useAsTitle: 'id',
    defaultColumns: ['changed_at', 'estate', 'previous_price', 'price', 'previous_status', 'status', 'source', 'changed_by'],
    listSearchableFields: [],
  },
  access: { read: staffWhoRead, create: () => false, update: () => false, delete: () => false },
  defaultSort: '-changed_at',
  hooks: { afterChange: [tellUnitFollowers] },
  fields: [
    { name: 'estate', type: 'relationship', relationTo: 'estates', index: true, admin: { readOnly: true } },
    {
      name: 'changed_at',
      type: 'date',
      required: true,
      index: true,
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' }, components: { Cell: '/content/admin/AlmatyDateCell#AlmatyDateCell' } },
    },
    {
      type: 'row',
      fields: [
        { name: 'previous_price', type: 'number', required: true, admin: { readOnly: true, components: { Cell: PRICE_CELL } } },
        { name: 'price', type: 'number', required: true, admin: { readOnly: true, components: { Cell: PRICE_CELL } } },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'previous_status',
          type: 'select',
          options: [...ESTATE_STATUSES],
          required: true,
          enumName: 'enum_estate_price_changes_previous_status',
          admin: { readOnly: true },
        },
        { name: 'status', type: 'select', options: [...ESTATE_STATUSES], required: true, enumName: 'enum_estate_price_changes_status', admin: { readOnly: true } },
      ],
    },
    { name: 'source', type: 'select', options: [...PRICE_CHANGE_SOURCES], required: true, index: true, admin: { readOnly: true } },
    { name: 'changed_by', type: 'text', admin: { readOnly: true } },
  ],
}
