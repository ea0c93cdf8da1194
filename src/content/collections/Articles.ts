import { contentCollection, imageField, publicationMomentField } from '../fields'
import { articleSitePath } from '../site-paths'

/** News articles. */
export const Articles = contentCollection({
  slug: 'articles',
  sitePath: articleSitePath,
  draftPreview: true,
  admin: { useAsTitle: 'title', group: 'News and promotions', defaultColumns: ['title', 'published_at', '_status'] },
  document: { seo: true, reservedSlugs: ['subscribe'] },
  defaultSort: '-published_at',
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    publicationMomentField('published_at', { required: true, sidebar: true }),
    { name: 'excerpt', type: 'textarea', localized: true },
    { name: 'content', type: 'richText', localized: true },
    imageField('image'),
    { name: 'complex', type: 'relationship', relationTo: 'complexes', index: true },
  ],
})
