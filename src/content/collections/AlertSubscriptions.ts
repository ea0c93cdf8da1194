import type { CollectionConfig, FieldAccess } from 'payload'

import { ALERT_KINDS } from '../../domain/alerts'
import { LOCALES } from '../../domain/locales'
import { hasRole, isAdmin, type Role } from '../access'

const DATE_CELL = '/content/admin/AlmatyDateCell#AlmatyDateCell'
const readOnly = { readOnly: true } as const

type Staff = { role?: Role } | null

const staffWhoRead = ({ req }: { req: { user?: unknown } }) => hasRole(req.user as Staff, 'admin', 'editor', 'sales')
/** An address is personal data: administrators and sales read it; editors see the counts and what is followed. */
const addressReaders: FieldAccess = ({ req }) => hasRole(req.user as Staff, 'admin', 'sales')
/** The token opens the address's subscriptions (their links): nobody reads it back, not even an administrator. */
const nobody: FieldAccess = () => false

/**
 * Price and status alerts and saved searches (issue 34, item 1), one row per followed unit or search of
 * an address, written by the alerts' endpoints and jobs only (services/alerts.ts). A row lives while it
 * is subscribed: unsubscribing deletes it, and one never confirmed is deleted after 7 days. Read-only in
 * the admin, under Leads.
 */
export const AlertSubscriptions: CollectionConfig = {
  slug: 'alert-subscriptions',
  admin: {
    group: 'Leads',
    useAsTitle: 'id',
    defaultColumns: ['kind', 'estate', 'search_category', 'search_query', 'locale', 'confirmed_at', 'createdAt'],
    listSearchableFields: [],
  },
  access: { read: staffWhoRead, create: () => false, update: () => false, delete: isAdmin },
  defaultSort: '-createdAt',
  fields: [
    { name: 'email', type: 'text', required: true, index: true, access: { read: addressReaders }, admin: readOnly },
    { name: 'token', type: 'text', required: true, unique: true, access: { read: nobody }, admin: { hidden: true } },
    { name: 'kind', type: 'select', options: [...ALERT_KINDS], required: true, enumName: 'enum_alert_subscriptions_kind', admin: readOnly },
    { name: 'locale', type: 'select', options: [...LOCALES], required: true, enumName: 'enum_alert_subscriptions_locale', admin: readOnly },
    { name: 'estate', type: 'relationship', relationTo: 'estates', index: true, admin: { ...readOnly, condition: (data) => data?.kind === 'unit' } },
    { name: 'search_category', type: 'text', admin: { ...readOnly, condition: (data) => data?.kind === 'search' } },
    { name: 'search_query', type: 'text', admin: { ...readOnly, condition: (data) => data?.kind === 'search' } },
    { name: 'confirmed_at', type: 'date', index: true, admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' }, components: { Cell: DATE_CELL } } },
    /** A unit's: the last price-history row its follower was told of (or that was there when it was confirmed). */
    { name: 'last_change', type: 'number', admin: { hidden: true } },
    /** A search's: the matching units and their prices at its last look (domain/alerts.ts `SeenUnits`). */
    { name: 'seen', type: 'json', admin: { hidden: true } },
    /** A search's: when its last digest went (the address's searches go together, one e-mail a day). */
    { name: 'digest_at', type: 'date', admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } } },
  ],
}
