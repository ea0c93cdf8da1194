import type { AnalyticsIds } from '@/domain/analytics'

/**
 * What the header, mobile drawer and footer show, prepared on the server (texts translated, prices
 * formatted, paths localized) so that the client components only lay it out.
 */
export type NavLink = { href: string; label: string }
/** A link with a secondary line, e.g. 'from 25.5 M ₸'. */
export type NavItem = NavLink & { note?: string }
export type NavGroup = { title: string; items: NavItem[] }

export type PropertyTab = {
  id: string
  title: string
  /** Offer count with its plural form: '1 234 предложения'. */
  count: string
  all: NavLink
  groups: NavGroup[]
}

export type SocialLink = { network: string; url: string; label: string }

export type ShellModel = {
  companyName: string
  home: string
  about: NavLink
  news: NavLink
  contacts: NavLink
  favorites: NavLink
  commercial: NavLink
  projects: { label: string; all: NavLink; items: NavItem[] }
  properties: { label: string; all: NavLink; tabs: PropertyTab[] }
  purchase: { label: string; all: NavLink; items: NavLink[] }
  company: { label: string; items: NavLink[] }
  /** `whatsapp`: the sales number's digits for wa.me links (77013000000), or empty. */
  contact: { phone: string; phoneHref: string; whatsapp: string; salesEmail: string; socials: SocialLink[] }
  policyHref: string
  madeBy: { title: string; url: string } | null
  /** The analytics counters of the site settings (none: no consent banner, no «cookie settings» link). */
  analytics: AnalyticsIds
}
