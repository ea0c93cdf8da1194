import type { Access, FieldAccess, Where } from 'payload'

/** Staff roles: admin does everything, editor manages content, sales reads leads only. */
export type Role = 'admin' | 'editor' | 'sales'

type UserLike = { role?: Role | null } | null | undefined

export const hasRole = (user: UserLike, ...roles: Role[]): boolean => Boolean(user?.role && roles.includes(user.role))

export const isAdmin: Access = ({ req }) => hasRole(req.user as UserLike, 'admin')
export const isContentStaff: Access = ({ req }) => hasRole(req.user as UserLike, 'admin', 'editor')
export const isLeadsStaff: Access = ({ req }) => hasRole(req.user as UserLike, 'admin', 'sales')
export const isAdminField: FieldAccess = ({ req }) => hasRole(req.user as UserLike, 'admin')

/**
 * The published documents of a collection with drafts. Its own table holds each document's published
 * version (a draft saved over it lives in the versions table), or a never-published draft.
 */
export const PUBLISHED: Where = { _status: { equals: 'published' } }

/** Anonymous visitors (and sales staff) read only published documents; content staff read drafts too. */
export const publishedOrStaff: Access = ({ req }) => (hasRole(req.user as UserLike, 'admin', 'editor') ? true : PUBLISHED)

/** Reference data (categories, finishing types, UI strings) carries no draft state: public read. */
export const anyone: Access = () => true

/** Default access for public content: read published, write for content staff. */
export const contentAccess = {
  read: publishedOrStaff,
  create: isContentStaff,
  update: isContentStaff,
  delete: isContentStaff,
}

export const referenceAccess = {
  read: anyone,
  create: isContentStaff,
  update: isContentStaff,
  delete: isContentStaff,
}
