import type { GlobalConfig } from 'payload'

import { anyone, isContentStaff } from '../access'
import { revalidateGlobal } from '../hooks/revalidate'

/** An optional field that, when filled, must match `format` (the message says what is expected). */
const pattern = (format: RegExp, expected: string) => (value: unknown) => (value === null || value === undefined || value === '' || (typeof value === 'string' && format.test(value)) ? true : `Expected ${expected}`)

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
    {
      name: 'requisites',
      type: 'group',
      admin: { description: "The company's legal details, shown on /contacts." },
      fields: [
        { name: 'legal_name', type: 'text', localized: true },
        { type: 'row', fields: [
          { name: 'bin', label: 'BIN', type: 'text', validate: pattern(/^\d{12}$/, '12 digits') },
          { name: 'kbe', label: 'Kbe', type: 'text', validate: pattern(/^\d{2}$/, '2 digits') },
        ] },
        { type: 'row', fields: [
          { name: 'iban', label: 'IIK (IBAN)', type: 'text', validate: pattern(/^KZ[0-9A-Z]{18}$/, 'KZ and 18 letters or digits') },
          { name: 'bik', label: 'BIK', type: 'text', validate: pattern(/^[A-Z0-9]{8}(?:[A-Z0-9]{3})?$/, '8 or 11 capital letters or digits') },
        ] },
        { name: 'bank', type: 'text', localized: true },
        { name: 'legal_address', type: 'text', localized: true },
      ],
    },
    { name: 'made_by', type: 'group', fields: [{ name: 'title', type: 'text' }, { name: 'url', type: 'text' }] },
    { name: 'analytics', type: 'group', fields: [{ name: 'yandex_metrika_id', type: 'text' }, { name: 'google_analytics_id', type: 'text' }] },
    { name: 'seo', type: 'group', fields: [{ name: 'title', type: 'text', localized: true }, { name: 'description', type: 'textarea', localized: true }] },
  ],
}
