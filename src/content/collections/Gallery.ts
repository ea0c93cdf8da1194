import { contentCollection, imageField, orderField } from '../fields'

export const Photos = contentCollection({
  slug: 'photos',
  admin: { useAsTitle: 'title', group: 'Media' },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    imageField('image', true),
    { name: 'complex', type: 'relationship', relationTo: 'complexes', index: true },
    orderField(),
  ],
})

export const Videos = contentCollection({
  slug: 'videos',
  admin: { useAsTitle: 'title', group: 'Media' },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'video_url', type: 'text', required: true },
    imageField('preview'),
    { name: 'complex', type: 'relationship', relationTo: 'complexes', index: true },
    orderField(),
  ],
})

export const Banners = contentCollection({
  slug: 'banners',
  admin: { useAsTitle: 'title', group: 'Media' },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'subtitle', type: 'text', localized: true },
    { name: 'link', type: 'text' },
    imageField('image', true),
    imageField('image_mobile'),
    orderField(),
  ],
})

/** The 7 images the consultation modal picks from. */
export const FeedbackImages = contentCollection({
  slug: 'feedback-images',
  admin: { useAsTitle: 'alt', group: 'Media' },
  reference: true,
  fields: [{ name: 'alt', type: 'text', required: true, localized: true }, imageField('image', true), orderField()],
})
