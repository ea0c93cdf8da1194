import { contentCollection } from '../fields'
import { normalizeRedirectSource } from '../../domain/redirects'

/** Editor-managed redirects: from a site path to a path or an absolute URL. */
export const Redirects = contentCollection({
  slug: 'redirects',
  admin: { useAsTitle: 'from', group: 'Settings', defaultColumns: ['from', 'to', 'status'] },
  reference: true,
  hooks: {
    beforeValidate: [({ data }) => (data?.from ? { ...data, from: normalizeRedirectSource(data.from) } : data)],
  },
  fields: [
    {
      name: 'from',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { description: { ru: 'Путь на сайте, например /old-page или /en/old-page.', en: 'Site path without language prefix handling, e.g. /old-page or /en/old-page.' } },
    },
    {
      name: 'to',
      type: 'text',
      required: true,
      admin: { description: { ru: 'Путь (/projects) или полный адрес (https://…).', en: 'A path (/projects) or an absolute URL (https://...).' } },
    },
    { name: 'status', type: 'select', options: ['301', '302', '307', '308'], defaultValue: '301', required: true },
  ],
})
