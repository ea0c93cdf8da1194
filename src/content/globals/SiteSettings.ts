import type { GlobalConfig } from 'payload'

import { anyone, isContentStaff } from '../access'
import { revalidateGlobal } from '../hooks/revalidate'

/** Company-wide contacts, socials, policy document and analytics ids. */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  admin: { group: 'Settings' },
  access: { read: anyone, update: isContentStaff },
  hooks: { afterChange: [revalidateGlobal] },
  fields: [
    { name: 'company_name', type: 'text', required: true, localized: true },
    { name: 'phone', type: 'text', required: true },
    { name: 'sales_email', type: 'email', required: true },
    { name: 'info_email', type: 'email' },
    {
      name: 'socials',
      type: 'array',
      maxRows: 6,
      fields: [
        { name: 'network', type: 'select', options: ['instagram', 'facebook', 'youtube', 'telegram', 'whatsapp', 'tiktok', 'vk'], required: true },
        { name: 'url', type: 'text', required: true },
      ],
    },
    { name: 'policy', type: 'upload', relationTo: 'media', localized: true, admin: { description: 'Privacy policy PDF, one per language; served at /policy.pdf.' } },
    { name: 'made_by', type: 'group', fields: [{ name: 'title', type: 'text' }, { name: 'url', type: 'text' }] },
    { name: 'analytics', type: 'group', fields: [{ name: 'yandex_metrika_id', type: 'text' }, { name: 'google_analytics_id', type: 'text' }] },
    { name: 'seo', type: 'group', fields: [{ name: 'title', type: 'text', localized: true }, { name: 'description', type: 'textarea', localized: true }] },
  ],
}
