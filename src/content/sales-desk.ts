import type { CollectionConfig, GlobalConfig } from 'payload'

import { hasRole, type Role } from './access'

/**
 * A sales user's admin is the leads desk: the dashboard and the navigation show the leads, their
 * comments and files, the reservation holds (and the estates' price history, which a client's questions need), and hide the content they may read (published pages) but have no work in.
 * Payload's `admin.hidden` (a function of the user) takes an entity off the dashboard, the navigation
 * and the admin's routes; its REST and the relationship fields of a lead still read it.
 */
const LEADS_DESK = new Set(['leads', 'reservation-holds', 'alert-subscriptions', 'lead-comments', 'lead-files', 'estate-price-changes'])

type Hidden = boolean | ((args: { user: never }) => boolean) | undefined

function hiddenForSales<T extends Hidden>(slug: string, own: T): T {
  if (LEADS_DESK.has(slug)) return own
  const hidden = (args: { user: unknown }) => hasRole(args.user as { role?: Role } | null, 'sales') || (typeof own === 'function' ? own(args as never) : Boolean(own))
  return hidden as unknown as T
}

export const collectionForDesks = (collection: CollectionConfig): CollectionConfig => ({
  ...collection,
  admin: { ...collection.admin, hidden: hiddenForSales(collection.slug, collection.admin?.hidden) },
})

export const globalForDesks = (global: GlobalConfig): GlobalConfig => ({
  ...global,
  admin: { ...global.admin, hidden: hiddenForSales(global.slug, global.admin?.hidden) },
})
