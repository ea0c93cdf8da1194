import { contentCollection, imageField, publicationMomentField } from '../fields'
import { promotionSitePath } from '../site-paths'

/** Promotions; "basic" ones are the evergreen offers shown on the home page. */
export const Promotions = contentCollection({
  slug: 'promotions',
  sitePath: promotionSitePath,
  draftPreview: true,
  admin: { useAsTitle: 'title', group: 'News and promotions', defaultColumns: ['title', 'starts_at', 'ends_at', '_status'] },
  document: { seo: true, reservedSlugs: ['basic'] },
  defaultSort: '-starts_at',
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'excerpt', type: 'textarea', localized: true },
    { name: 'content', type: 'richText', localized: true },
    imageField('image'),
    { type: 'row', fields: [publicationMomentField('starts_at', { required: true }), { name: 'ends_at', type: 'date', index: true }] },
    {
      name: 'is_basic',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { description: { ru: 'Постоянное предложение: входит в список базовых акций.', en: 'Evergreen offer listed by /api/promotions/basic.' } },
    },
    { name: 'complex', type: 'relationship', relationTo: 'complexes', index: true },
  ],
})
