import type { Block, GlobalConfig } from 'payload'

import { HOME_BLOCK_TYPES, type HomeBlockType } from '../../domain/home-blocks'
import { anyone, isContentStaff } from '../access'
import { revalidateGlobal } from '../hooks/revalidate'
import { globalOnSite } from '../site-paths'
import { PAGES } from '../../domain/site-pages'

/** What each section shows; its data comes from the collections (banners, promotions, projects…). */
const LABELS: Record<HomeBlockType, { singular: string; plural: string; description: string }> = {
  banners: { singular: 'Banner carousel', plural: 'Banner carousels', description: 'The banners (Media > Banners), in their order.' },
  promotions: { singular: 'Current promotions', plural: 'Current promotions', description: 'The running promotions.' },
  projects: { singular: 'Projects', plural: 'Projects', description: 'The projects with their prices from, and a link to all.' },
  categories: { singular: 'Property categories', plural: 'Property categories', description: 'The four categories with their offer counts.' },
  mortgage: { singular: 'Mortgage teaser', plural: 'Mortgage teasers', description: "The mortgage programs' lowest rate and a link to the calculator." },
  news: { singular: 'Latest news', plural: 'Latest news', description: 'The three latest news.' },
  reviews: { singular: 'Reviews', plural: 'Reviews', description: "Customers' latest reviews." },
  videos: { singular: 'Videos', plural: 'Videos', description: 'The videos (Media > Videos); the player loads on click.' },
  consultation: { singular: 'Consultation form', plural: 'Consultation forms', description: 'A callback request form.' },
}

const block = (type: HomeBlockType): Block => ({
  slug: type,
  labels: { singular: LABELS[type].singular, plural: LABELS[type].plural },
  admin: { disableBlockName: true },
  fields: [
    { name: 'title', type: 'text', localized: true, maxLength: 120, admin: { description: `${LABELS[type].description} Empty: the default heading.` } },
    { name: 'text', type: 'textarea', localized: true, maxLength: 600, admin: { description: 'A lead under the heading (optional).' } },
  ],
})

/**
 * The home page's sections: which, in what order, with what heading and lead. Removing a block hides its
 * section; with no block at all the page shows every section in the default order (domain/home-blocks).
 */
export const HomePage: GlobalConfig = {
  slug: 'home-page',
  label: 'Home page',
  admin: { group: 'Company', preview: globalOnSite(PAGES.home) },
  access: { read: anyone, update: isContentStaff },
  hooks: { afterChange: [revalidateGlobal] },
  fields: [
    {
      name: 'blocks',
      type: 'blocks',
      maxRows: HOME_BLOCK_TYPES.length,
      admin: { description: 'The sections of the home page, top to bottom; drag to reorder, remove to hide one.' },
      blocks: HOME_BLOCK_TYPES.map(block),
    },
  ],
}
