/**
 * How the admin names a staff member (the leads desk's assignee, a comment's author, a status change,
 * a version's editor): the account's name, or the e-mail's local part when an account has none (how
 * the migration named the accounts created before names were asked).
 */

/** anna.ivanova@example.kz → anna.ivanova; '' for no e-mail. */
export const emailLocalPart = (email: string | null | undefined): string => (email ? email.trim().split('@')[0] : '')

/** The name a person reads: the account's name, else the e-mail's local part, else ''. */
export function staffName(user: { name?: string | null; email?: string | null } | null | undefined): string {
  const name = user?.name?.trim()
  return name || emailLocalPart(user?.email)
}
